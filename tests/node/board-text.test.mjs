// "Copy as" in Node (www/model/board-text.js): each form written from a board in play, read back
// by the page's parser (and by the engine, which must see the same puzzle), gives the same digits;
// the pencil-mark grid carries the person's notes and, elsewhere, the engine's candidates, less
// what applied steps removed.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { BoardState } from '../../www/model/board-state.js';
import { TEXT_FORMATS, boardMarks, boardText } from '../../www/model/board-text.js';
import { formatLine, readPuzzle } from '../../www/model/puzzle-text.js';

const pkgDir = new URL('../../pkg/', import.meta.url);
const meta = JSON.parse(readFileSync(new URL('package.json', pkgDir), 'utf8'));
const api = await import(new URL(meta.module ?? meta.main, pkgDir));
await api.default({ module_or_path: readFileSync(new URL('sudoku_engine_bg.wasm', pkgDir)) });

const EASY = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SOLUTION = api.solve(EASY).solution;

/** EASY in play: the right digit entered in r1c3, notes 2 6 in r1c4, 1 removed from r1c7 by a step. */
function boardInPlay() {
  const board = new BoardState();
  board.load(EASY);
  board.enter(2, Number(SOLUTION[2]));
  board.toggleNote(3, 2);
  board.toggleNote(3, 6);
  board.applyStep([], [[6, 1]]);
  return board;
}

test('the line and the grid hold the givens, and the entries too with progress; both parsers read them back', () => {
  const board = boardInPlay();
  const digits = formatLine(board.digits);
  assert.notEqual(digits, EASY, 'the board has an entry');
  for (const format of ['line', 'grid']) {
    for (const [progress, expected] of [[false, EASY], [true, digits]]) {
      const text = boardText(board, format, { progress });
      if (format === 'line') assert.equal(text, expected);
      else assert.equal(text.split('\n').length, 13, 'nine rows between four border lines');
      const read = readPuzzle(text);
      assert.equal(read.error, null);
      assert.equal(formatLine(read.cells), expected, `${format}, progress ${progress}`);
      assert.equal(api.solve(text).solution, SOLUTION, 'the engine reads the same puzzle');
    }
  }
});

test('the pencil-mark grid holds the board as it is: digits, notes, else the engine candidates less removed ones', () => {
  const board = boardInPlay();
  const candidates = api.candidates(formatLine(board.digits));
  const text = boardText(board, 'pencilMarks', { candidates });
  const read = readPuzzle(text);
  assert.equal(read.error, null);
  const marks = boardMarks(board, candidates);
  // A cell with one mark reads back as that digit (the form cannot tell it from a given).
  const single = (mask) => mask && !(mask & (mask - 1));
  const expected = Array.from(board.digits, (digit, cell) => digit || (single(marks[cell]) ? Math.log2(marks[cell]) + 1 : 0));
  assert.deepEqual(Array.from(read.cells), expected, 'the digits come back (the entry as a given)');
  assert.equal(read.candidates[3], (1 << 1) | (1 << 5), 'r1c4 keeps its notes 2 6');
  assert.ok(candidates[6] & 1, 'the engine allows 1 in r1c7');
  assert.equal(read.candidates[6], candidates[6] & ~1, 'r1c7 without the removed 1');
  for (let cell = 0; cell < 81; cell++) {
    const mask = board.digits[cell] || single(marks[cell]) ? 0 : marks[cell];
    assert.equal(read.candidates[cell], mask, `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`);
    if (!board.digits[cell]) assert.equal(marks[cell], board.notesAt(cell) ? board.notesAt(cell) : candidates[cell] & ~board.removedAt(cell));
  }
  // Every mark keeps the solution's digit, so the engine's hint from the text is a step, not a mistake.
  for (let cell = 0; cell < 81; cell++) if (marks[cell]) assert.ok(marks[cell] & (1 << (Number(SOLUTION[cell]) - 1)));
  assert.notEqual(api.hint(text).technique, 'Mistake');
  // Without the engine's candidates, a cell without notes allows every digit it was not denied.
  assert.equal(boardMarks(board)[4], 0, 'r1c5 holds a given');
  assert.equal(boardMarks(board)[6], 0x1ff & ~1);
});

test('an unknown format is refused', () => {
  assert.deepEqual(TEXT_FORMATS, ['line', 'grid', 'pencilMarks']);
  assert.throws(() => boardText(new BoardState(), 'csv'), RangeError);
});
