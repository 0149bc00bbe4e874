// The person's input: the accessible grid's taps and keys (cell-grid.js) and the keypad's buttons
// (keypad.js) made into entries and notes on the board, with the selected cell and the Notes
// switch; and the element's own keys: Escape (Cancel), Ctrl+Z / Ctrl+Y / Ctrl+Shift+Z (undo,
// redo; text fields keep their own), Enter on the board and Ctrl+Enter in the Puzzle field.
import { CELLS } from '../model/geometry.js';
import { CellGrid } from './cell-grid.js';
import { Keypad } from './keypad.js';
import { message } from './status.js';

const isTextField = (el) => el instanceof HTMLTextAreaElement || el instanceof HTMLInputElement || el instanceof HTMLSelectElement;

export class BoardInput {
  /** Whether the digits write notes (the keypad's Notes switch); saved with the element's record. */
  notesMode = false;
  #selected = -1; // the cell the person chose, -1 before any choice
  #grid;
  #keypad;
  #host;

  /**
   * @param {object} ui  the element's parts (layout.js): cells, keypad, puzzle
   * @param {object} host  the element's host (solver-element.js): its `element` (its keys, its
   *   `readonly` attribute, its `mode`; check(), undo(), redo(), start()), `board`, `steps` (back
   *   from a chosen step to the person's board), `requests` (whether a search runs), `settings()`
   *   (peerNotes: a digit clears its peers' notes), `setStatus(status)`, `changed()`, `save()`,
   *   `render()`, `renderText()`, `cancel()`, `dialogOpen()` (a dialog closes itself on Escape),
   *   `runMode()` (Solve, or the target search)
   */
  constructor(ui, host) {
    this.#host = host;
    this.#grid = new CellGrid(ui.cells, {
      onSelect: (cell) => {
        this.#selected = cell;
        host.render();
      },
      onInput: (cell, value) => this.#input(cell, value),
      onNote: (cell, digit) => this.#note(cell, digit),
      onEnter: () => this.#onEnter(),
      onFocusChange: (focused) => {
        if (focused && this.#selected < 0) this.#selected = this.#grid.selected;
        host.render();
      },
    });
    this.#keypad = new Keypad(ui.keypad, {
      onDigit: (digit) => this.#input(this.#cellForKeypad(), digit),
      onErase: () => this.#input(this.#cellForKeypad(), 0),
      onNotes: () => {
        this.notesMode = !this.notesMode;
        host.save();
        host.renderText();
      },
      onCheck: () => host.element.check(),
      onUndo: () => host.element.undo(),
      onRedo: () => host.element.redo(),
    });
    ui.puzzle.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
        e.preventDefault();
        host.runMode();
      }
    });
    host.element.addEventListener('keydown', (e) => this.#onKey(e));
  }

  /** The accessible grid (cell-grid.js), which the board's drawing names. */
  get grid() {
    return this.#grid;
  }

  /** The selected cell, -1 before the person chose one. */
  get selected() {
    return this.#selected;
  }

  /** Selects the first cell and focuses it (set-up from paper begins there). */
  selectFirstCell() {
    this.#selected = -1;
    this.#grid.select(0, true);
  }

  /** Puts the keypad's words, the Notes switch, Undo/Redo and each digit's count left on it, in strings table `t`'s words. */
  render(t) {
    const board = this.#host.board;
    const placed = new Array(10).fill(0);
    for (let i = 0; i < CELLS; i++) placed[board.valueAt(i)] += 1;
    this.#keypad.render(t, { notes: this.notesMode, canUndo: board.canUndo, canRedo: board.canRedo, placed });
  }

  #onKey(e) {
    const host = this.#host;
    if (e.key === 'Escape' && host.dialogOpen()) return; // the dialog closes itself
    if (e.key === 'Escape' && host.requests.running) {
      e.preventDefault();
      host.cancel();
      return;
    }
    // Ctrl+Z / Ctrl+Y / Ctrl+Shift+Z, except in text fields, which keep their own undo.
    if (!(e.ctrlKey || e.metaKey) || e.altKey || isTextField(e.target)) return;
    const key = e.key.toLowerCase();
    if (key === 'z' && !e.shiftKey) host.element.undo();
    else if (key === 'y' || (key === 'z' && e.shiftKey)) host.element.redo();
    else return;
    e.preventDefault();
  }

  /**
   * Enter on the board: in set-up it starts the puzzle; in the target view it runs the search;
   * in play it does nothing (the solution is not shown by accident). A read-only board runs the mode.
   */
  #onEnter() {
    const { element, board } = this.#host;
    if (element.hasAttribute('readonly') || element.mode === 'target') this.#host.runMode();
    else if (board.setup && board.text.trim()) element.start();
  }

  /** The cell the keypad acts on: the selected one (the first cell before any selection). */
  #cellForKeypad() {
    if (this.#selected < 0) this.#grid.select(this.#grid.selected, false);
    return this.#grid.selected;
  }

  #input(cell, digit) {
    const host = this.#host;
    if (host.element.hasAttribute('readonly')) return;
    host.steps.leave();
    if (this.notesMode && digit) {
      this.#note(cell, digit);
      return;
    }
    if (host.board.isLocked(cell)) {
      host.setStatus(message('info', (t) => t.givenLocked));
      return;
    }
    if (host.board.enter(cell, digit, { clearPeerNotes: host.settings().peerNotes })) host.changed();
  }

  #note(cell, digit) {
    const host = this.#host;
    if (host.element.hasAttribute('readonly')) return;
    host.steps.leave();
    if (host.board.toggleNote(cell, digit)) host.changed();
  }
}
