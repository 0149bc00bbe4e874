// The page's hint helpers in Node: a step applied to the board as one change (and undone), what
// a hint starts from (hint-request.js), a step's marks (step-highlight.js) and the board before
// a step (step-replay.js), checked against the engine in pkg/.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { BoardState } from '../../www/board-state.js';
import { allowedMasks, wrongEntriesStep } from '../../www/hint-request.js';
import { stepHighlight, unitCells } from '../../www/step-highlight.js';
import { boardBefore } from '../../www/step-replay.js';
import { formatLine } from '../../www/puzzle-text.js';

const pkgDir = new URL('../../pkg/', import.meta.url);
const engine = await import(new URL('sudoku_engine.js', pkgDir));
await engine.default({ module_or_path: readFileSync(new URL('sudoku_engine_bg.wasm', pkgDir)) });

const EASY = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const FISH = '970306042805000109000050000207000304010020080400738001000905000000000000100847003';

test('applyStep: placements become entries, eliminations stay removed; one undoable change', () => {
  const board = new BoardState();
  board.load(EASY);
  board.toggleNote(2, 4);
  board.toggleNote(2, 2);
  board.applyStep([[3, 6]], [[2, 4], [4, 2]]);
  assert.equal(board.digits[3], 6);
  assert.equal(board.kindAt(3), 'entry');
  assert.equal(board.notesAt(2), 1 << 1, 'the removed note is gone, the other kept');
  assert.equal(board.removedAt(2), 1 << 3);
  assert.equal(board.removedAt(4), 0, 'a filled cell has nothing removed');
  const saved = JSON.parse(JSON.stringify(board.toJSON()));
  const again = new BoardState();
  assert.ok(again.restore(saved));
  assert.equal(again.removedAt(2), 1 << 3, 'removed candidates survive a reload');
  assert.ok(again.restore({ ...saved, removed: undefined }), 'boards saved before hints still load');
  assert.equal(again.restore({ ...saved, removed: [1] }), false);
  assert.ok(board.undo());
  assert.equal(board.digits[3], 0);
  assert.equal(board.removedAt(2), 0);
  assert.equal(board.notesAt(2), (1 << 3) | (1 << 1));
  assert.equal(board.canUndo, true, 'the notes are older changes');
});

test('allowedMasks: notes are a cell\'s candidates, removed ones stay out; wrong entries make a mistake step', () => {
  const board = new BoardState();
  board.load(EASY);
  assert.equal(allowedMasks(board), null);
  board.toggleNote(2, 1);
  board.toggleNote(2, 4);
  board.applyStep([], [[3, 2]]);
  const allowed = allowedMasks(board);
  assert.equal(allowed[2], 0b1001);
  assert.equal(allowed[3], 0x1ff & ~0b10);
  assert.equal(allowed[0], 0x1ff, 'a given allows anything');
  const solution = engine.solve(EASY).solution;
  assert.equal(wrongEntriesStep(Uint8Array.from({ length: 81 }, (_, i) => (i === 2 ? 4 : i === 3 ? 6 : 0)), solution), null);
  const mistake = wrongEntriesStep(Uint8Array.from({ length: 81 }, (_, i) => (i === 2 ? 5 : i === 3 ? 6 : i === 80 ? 1 : 0)), solution);
  assert.deepEqual(mistake.cells, [2, 80]);
  assert.equal(mistake.technique, 'Mistake');
  assert.match(mistake.text, /r1c3, r9c9/);
});

test('stepHighlight reads the units, cells and candidates of an engine step', () => {
  assert.deepEqual(unitCells(0), [0, 1, 2, 3, 4, 5, 6, 7, 8]);
  assert.deepEqual(unitCells(9 + 2), [2, 11, 20, 29, 38, 47, 56, 65, 74]);
  assert.deepEqual(unitCells(18 + 4), [30, 31, 32, 39, 40, 41, 48, 49, 50]);
  const step = engine.explain(FISH).steps[15];
  assert.equal(step.technique, 'X-Wing');
  const marks = stepHighlight(step);
  for (const [cell, digit] of step.eliminations) assert.ok(marks.remove[cell] & (1 << (digit - 1)));
  for (const [cell, digit] of step.candidates) assert.ok(marks.pattern[cell] & (1 << (digit - 1)));
  assert.ok(step.units.length > 0);
  assert.deepEqual([...marks.inUnit].sort((a, b) => a - b), [...new Set(step.units.flatMap(unitCells))].sort((a, b) => a - b));
  assert.ok(step.cells.every((cell) => marks.cells.has(cell)));
});

test('boardBefore replays steps as the engine sees them: its hint there is the next step', () => {
  const { steps } = engine.explain(FISH);
  const digits = Uint8Array.from(FISH, Number);
  const start = engine.candidates(FISH);
  for (const index of [0, 5, 15, steps.length - 1]) {
    const before = boardBefore(digits, start, steps, index);
    assert.deepEqual(engine.hint(formatLine(before.digits), before.candidates), steps[index], `step ${index + 1}`);
  }
  const end = boardBefore(digits, start, steps, steps.length);
  assert.equal(formatLine(end.digits), engine.solve(FISH).solution);
});
