// Reading and editing puzzle text on the page, following the README ("The app": puzzle text), so the
// board can follow the Puzzle field on every keystroke without a round trip to the worker.
// The engine's parser (in the worker) stays the authority when solving; both report errors with
// the same kinds ({kind: 'invalidCharacter', ch, row, col} / {kind: 'wrongCellCount', found}) and
// read tests/fixtures/parse-cases.json the same way.
import { CELLS } from './geometry.js';

// White space is Unicode's White_Space, as Rust's char::is_whitespace (not JS's \s, which also
// takes the byte-order mark U+FEFF); borders are |, +, -, = and the box-drawing block.
const IGNORED = /^[\p{White_Space}|+\-=\u2500-\u257F]$/u;

/** Whether `ch` may stand between cells without being one: white space or a border character. */
export function isIgnored(ch) {
  return IGNORED.test(ch);
}

/**
 * Reads puzzle text. Returns {cells, error}: `cells` is a Uint8Array(81) of every cell read (0 =
 * empty; an invalid character takes the place of the cell it stands for and reads as empty, so
 * the cells after it keep their places), `error` null or the first problem {kind, ...}, as the
 * engine reports it.
 */
export function readPuzzle(text) {
  const cells = new Uint8Array(CELLS);
  let found = 0;
  let error = null;
  for (const ch of String(text)) {
    if (isIgnored(ch)) continue;
    const at = Math.min(found, CELLS - 1);
    if (ch >= '1' && ch <= '9') {
      if (found < CELLS) cells[found] = ch.charCodeAt(0) - 48;
    } else if (ch !== '0' && ch !== '.') {
      error ??= { kind: 'invalidCharacter', ch, row: Math.floor(at / 9) + 1, col: (at % 9) + 1, cell: at };
    }
    found += 1;
  }
  if (!error && found !== CELLS) error = { kind: 'wrongCellCount', found };
  return { cells, error };
}

/** One line of 81 characters, '.' for empty cells. */
export function formatLine(cells) {
  return Array.from(cells, (v) => (v ? String(v) : '.')).join('');
}

/**
 * The text with one cell's character replaced by `value` (0 = empty), everything else kept as it
 * is: other cells, line breaks, borders, and any invalid character (whose error stays until the
 * person fixes it). A cell past the end of the text is appended, with empty cells up to it and
 * up to 81. Empty cells are written as the text writes them ('0' or '.').
 */
export function setCellInText(text, cell, value) {
  const chars = [...String(text)];
  const slots = [];
  chars.forEach((ch, i) => isIgnored(ch) || slots.push(i));
  const usesZero = slots.some((i) => chars[i] === '0') && !slots.some((i) => chars[i] === '.');
  const empty = usesZero ? '0' : '.';
  const written = value ? String(value) : empty;
  if (cell < slots.length) {
    chars[slots[cell]] = written;
    return chars.join('');
  }
  if (slots.length === 0) {
    const cells = new Uint8Array(CELLS);
    cells[cell] = value;
    return formatLine(cells);
  }
  const tail = Array.from({ length: Math.max(CELLS, cell + 1) - slots.length }, (_, k) => (slots.length + k === cell ? written : empty));
  return chars.join('').trimEnd() + tail.join('');
}
