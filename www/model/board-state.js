// The board a person plays on, with its history: the Puzzle field's text (givens and entries),
// which of its digits are the person's entries, the person's notes (pencil marks), the
// candidates that applied hints removed, the solver's digits, and the phase: in set-up the
// digits a person enters are givens; in play the givens are locked and digits are entries.
// Every change goes through one method here and can be undone and redone.
// Pure: no DOM, so it runs in Node too.
import { CELLS, PEERS } from './geometry.js';
import { formatLine, lengthError, readPuzzle, setCellInText } from './puzzle-text.js';

const HISTORY_LIMIT = 500;
const COALESCE_MS = 1000; // field keystrokes this close together are one change

/** A person's notes and the engine's candidates: bit d-1 set = digit d. */
export const maskDigits = (mask) => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => mask & (1 << (d - 1)));

export class BoardState {
  #text = '';
  #entries = new Uint8Array(CELLS); // the digit a person typed in a cell, 0 when none
  #notes = new Uint16Array(CELLS);
  #removed = new Uint16Array(CELLS); // candidates that applied steps ruled out (bit d-1 = digit d)
  #solved = null; // the solver's 81 digits, shown in the cells without a digit of their own
  #setup = true; // set-up: digits entered are givens; play: givens are locked
  #listCount = 1; // how many puzzles the text last loaded held (a list loads its first)
  #read = readPuzzle('');
  #past = [];
  #future = [];
  #lastTextEdit = 0;

  /** The Puzzle field's text. */
  get text() {
    return this.#text;
  }

  /** The first problem of the text ({kind, ...}, as the engine reports it), or null. Blank text is an empty board, not an error. */
  get error() {
    return this.#text.trim() === '' ? null : this.#read.error;
  }

  /** The board's digits (givens and entries), Uint8Array(81), 0 = empty. */
  get digits() {
    return this.#read.cells;
  }

  /** The solver's digits (81 characters), or null. */
  get solved() {
    return this.#solved;
  }

  /** How many puzzles the text last pasted or loaded held: a list loads its first puzzle. */
  get listCount() {
    return this.#listCount;
  }

  /** Whether the board is in set-up (digits entered are givens) rather than in play. */
  get setup() {
    return this.#setup;
  }

  /** Whether every cell holds a digit and no two peers hold the same one: a solution of the givens. */
  get complete() {
    const cells = this.#read.cells;
    return !this.error && cells.every((d, i) => d && PEERS[i].every((p) => cells[p] !== d));
  }

  /** 'given', 'entry', 'solved' or '' for the digit shown in `cell`. */
  kindAt(cell) {
    const digit = this.#read.cells[cell];
    if (digit) return this.#entries[cell] === digit ? 'entry' : 'given';
    return this.#solved ? 'solved' : '';
  }

  /** The digit shown in `cell` (the solver's included), 0 when empty. */
  valueAt(cell) {
    return this.#read.cells[cell] || (this.#solved ? this.#solved.charCodeAt(cell) - 48 : 0);
  }

  /** The person's notes in `cell` as a mask (bit d-1 = digit d). */
  notesAt(cell) {
    return this.#read.cells[cell] ? 0 : this.#notes[cell];
  }

  /** The candidates of `cell` that applied steps ruled out, as a mask (bit d-1 = digit d). */
  removedAt(cell) {
    return this.#read.cells[cell] ? 0 : this.#removed[cell];
  }

  /** The givens alone (entries left out), Uint8Array(81). */
  get givens() {
    return this.#read.cells.map((d, i) => (this.#entries[i] === d ? 0 : d));
  }

  /** The person's entries, Uint8Array(81), 0 where there is none. */
  get entries() {
    return this.#read.cells.map((d, i) => (d && this.#entries[i] === d ? d : 0));
  }

  get canUndo() {
    return this.#past.length > 0;
  }

  get canRedo() {
    return this.#future.length > 0;
  }

  /**
   * New text typed or pasted into the Puzzle field: entries that still hold their digit stay
   * entries; the solver's digits go. A puzzle pasted is in play; blank text is set-up.
   */
  editText(text, now = Date.now()) {
    const coalesce = now - this.#lastTextEdit < COALESCE_MS && this.#past.length > 0;
    this.#change(() => {
      this.#takeText(String(text));
      this.#solved = null;
      this.#setup = this.#text.trim() === '';
    }, coalesce);
    this.#lastTextEdit = now;
  }

  /**
   * Loads a new puzzle (an example, a link, a generated one, Clear): every digit is a given;
   * entries, notes and the solver's digits go. A puzzle is in play at once; an empty board, or
   * `setup`, is in set-up.
   */
  load(text, { setup = String(text).trim() === '' } = {}) {
    this.#change(() => {
      this.#entries.fill(0);
      this.#notes.fill(0);
      this.#removed.fill(0);
      this.#takeText(String(text));
      this.#solved = null;
      this.#setup = setup;
    });
  }

  /**
   * Takes text as the board's: a pencil-mark grid becomes its givens as one line, its candidates
   * the empty cells' notes (what a hint starts from); a list of puzzles becomes its first.
   */
  #takeText(text) {
    const read = readPuzzle(text);
    this.#listCount = read.error ? 1 : (read.puzzleCount ?? 1);
    if (read.error || (!read.candidates && this.#listCount <= 1)) {
      this.#text = text;
      return;
    }
    this.#text = formatLine(read.cells);
    if (read.candidates) {
      for (let cell = 0; cell < CELLS; cell++) if (!read.cells[cell]) this.#notes[cell] = read.candidates[cell];
    }
  }

  /**
   * Puts a saved game's progress on the board, whose givens it is: `entries` (81 characters, '.'
   * none; a cell holding a given keeps it), `notes` and `removed` (81 masks each). In play. One
   * undoable change, or with `replace` a change that leaves no step in the history (a restore).
   */
  loadGame({ entries, notes, removed }, { replace = false } = {}) {
    const mutate = () => {
      for (let cell = 0; cell < CELLS; cell++) {
        const digit = entries.charCodeAt(cell) - 48;
        if (this.#read.cells[cell] && this.#entries[cell] !== this.#read.cells[cell]) continue; // a given
        const entry = digit >= 1 && digit <= 9 ? digit : 0;
        if (entry !== this.#read.cells[cell]) this.#text = setCellInText(this.#text, cell, entry);
        this.#entries[cell] = entry;
      }
      this.#read = readPuzzle(this.#text);
      for (let cell = 0; cell < CELLS; cell++) {
        this.#notes[cell] = this.#read.cells[cell] ? 0 : notes[cell];
        this.#removed[cell] = this.#read.cells[cell] ? 0 : removed[cell];
      }
      this.#solved = null;
      this.#setup = false;
    };
    if (replace) {
      mutate();
      this.#future = [];
    } else {
      this.#change(mutate);
    }
  }

  /** Ends set-up: the givens are locked (one change, undone by Undo). Returns whether it was in set-up. */
  start() {
    if (!this.#setup) return false;
    this.#change(() => {
      this.#setup = false;
    });
    return true;
  }

  /**
   * Writes every empty cell's candidates as its notes, one change: `candidates` are the engine's
   * 81 masks for the board, less what applied steps removed.
   */
  fillNotes(candidates) {
    this.#change(() => {
      for (let cell = 0; cell < CELLS; cell++) {
        if (!this.#read.cells[cell]) this.#notes[cell] = candidates[cell] & ~this.#removed[cell];
      }
      this.#solved = null;
    });
  }

  /**
   * Applies a logical step as one change: each placement [cell, digit] becomes an entry, each
   * elimination [cell, digit] is ruled out of that cell's candidates and notes.
   */
  applyStep(placements, eliminations) {
    this.#change(() => {
      for (const [cell, digit] of placements) {
        this.#text = setCellInText(this.#text, cell, digit);
        this.#entries[cell] = digit;
        this.#notes[cell] = 0;
      }
      for (const [cell, digit] of eliminations) {
        this.#removed[cell] |= 1 << (digit - 1);
        this.#notes[cell] &= ~(1 << (digit - 1));
      }
      this.#solved = null;
    });
  }

  /**
   * A person's digit (1-9) in a cell, or 0 to erase it; erasing an empty cell clears its notes.
   * In set-up the digit is a given; in play it is an entry, and a given cannot be changed.
   * `clearPeerNotes`: a digit placed also leaves the notes of the cell's peers.
   */
  enter(cell, digit, { clearPeerNotes = false } = {}) {
    const had = this.#read.cells[cell];
    const entry = this.#setup ? 0 : digit;
    if (!this.#setup && had && this.#entries[cell] !== had) return false; // a locked given
    if (had === digit && this.#entries[cell] === entry && !this.#solved) return false;
    if (!digit && !had && !this.#notes[cell] && !this.#solved) return false;
    this.#change(() => {
      this.#text = setCellInText(this.#text, cell, digit);
      this.#entries[cell] = entry;
      if (digit || !had) this.#notes[cell] = 0;
      if (digit && clearPeerNotes) for (const peer of PEERS[cell]) this.#notes[peer] &= ~(1 << (digit - 1));
      this.#solved = null;
    });
    return true;
  }

  /** Whether `cell` holds a given that play locks. */
  isLocked(cell) {
    return !this.#setup && this.kindAt(cell) === 'given';
  }

  /** Toggles note `digit` (1-9) in an empty cell. */
  toggleNote(cell, digit) {
    if (this.#read.cells[cell]) return false;
    this.#change(() => {
      this.#notes[cell] ^= 1 << (digit - 1);
      this.#solved = null;
    });
    return true;
  }

  /** Shows the solver's digits (81 characters) in the empty cells, or removes them (null). */
  setSolved(solution) {
    if (solution === this.#solved) return;
    this.#change(() => {
      this.#solved = solution;
    });
  }

  /** Steps back one change; returns whether there was one. */
  undo() {
    return this.#travel(this.#past, this.#future);
  }

  /** Steps forward one undone change; returns whether there was one. */
  redo() {
    return this.#travel(this.#future, this.#past);
  }

  /** What survives a reload: {text, entries, notes, removed, solved, setup} of plain strings, numbers and booleans. */
  toJSON() {
    return { text: this.#text, entries: Array.from(this.#entries), notes: Array.from(this.#notes), removed: Array.from(this.#removed), solved: this.#solved, setup: this.#setup };
  }

  /** Restores what toJSON gave (history starts afresh); returns false, changing nothing, for anything else. */
  restore(saved) {
    const okArray = (a, max) => Array.isArray(a) && a.length === CELLS && a.every((v) => Number.isInteger(v) && v >= 0 && v <= max);
    if (typeof saved?.text !== 'string' || lengthError(saved.text) || !okArray(saved.entries, 9) || !okArray(saved.notes, 511)) return false;
    if (saved.solved !== null && !/^[1-9]{81}$/.test(saved.solved ?? '')) return false;
    // Boards saved before hints had no `removed`.
    const removed = saved.removed === undefined ? new Uint16Array(CELLS) : okArray(saved.removed, 511) ? Uint16Array.from(saved.removed) : null;
    if (!removed) return false;
    // Boards saved before set-up existed were in play unless empty.
    const setup = typeof saved.setup === 'boolean' ? saved.setup : saved.text.trim() === '';
    this.#apply({ text: saved.text, entries: Uint8Array.from(saved.entries), notes: Uint16Array.from(saved.notes), removed, solved: saved.solved, setup });
    this.#past = [];
    this.#future = [];
    return true;
  }

  #snapshot() {
    return {
      text: this.#text,
      entries: this.#entries.slice(),
      notes: this.#notes.slice(),
      removed: this.#removed.slice(),
      solved: this.#solved,
      setup: this.#setup,
      listCount: this.#listCount,
    };
  }

  #apply(snapshot) {
    this.#text = snapshot.text;
    this.#entries = snapshot.entries.slice();
    this.#notes = snapshot.notes.slice();
    this.#removed = snapshot.removed.slice();
    this.#solved = snapshot.solved;
    this.#setup = snapshot.setup;
    this.#listCount = snapshot.listCount ?? 1;
    this.#read = readPuzzle(this.#text);
  }

  #change(mutate, coalesce = false) {
    if (!coalesce) {
      this.#past.push(this.#snapshot());
      if (this.#past.length > HISTORY_LIMIT) this.#past.shift();
    }
    this.#future = [];
    this.#lastTextEdit = 0;
    mutate();
    this.#read = readPuzzle(this.#text);
  }

  #travel(from, to) {
    const snapshot = from.pop();
    if (!snapshot) return false;
    to.push(this.#snapshot());
    this.#apply(snapshot);
    this.#lastTextEdit = 0;
    return true;
  }
}
