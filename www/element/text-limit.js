// Keeps megabytes of text out of the Puzzle field. A paste or a drop that would make the field
// longer than MAX_TEXT_LENGTH (model/puzzle-text.js) is refused before the browser inserts it:
// a textarea holding megabytes takes seconds to lay out, and the board would then copy, save and
// send that text on every change. The field and the board keep what they had.
import { MAX_TEXT_LENGTH } from '../model/puzzle-text.js';

/** The length `field` would have with `text` in place of its selection. */
const lengthWith = (field, text) => field.value.length - (field.selectionEnd - field.selectionStart) + text.length;

/**
 * Refuses pastes and drops of too much text into `field` (a textarea): the event's default is
 * prevented and `refuse({kind: 'tooLong', length})` is called with the length the field would
 * have had. Other text goes in as usual.
 */
export function limitTextField(field, refuse) {
  const check = (event, data) => {
    const text = data?.getData('text/plain') ?? '';
    const length = lengthWith(field, text);
    if (length <= MAX_TEXT_LENGTH) return;
    event.preventDefault();
    refuse({ kind: 'tooLong', length });
  };
  field.addEventListener('paste', (e) => check(e, e.clipboardData));
  field.addEventListener('drop', (e) => check(e, e.dataTransfer));
}
