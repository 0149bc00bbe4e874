// The page's hint helpers in Node: a step applied to the board as one change (and undone), what
// a hint starts from (hint-request.js), a step's marks (step-highlight.js) and the board before
// a step (step-replay.js), checked against the engine in pkg/.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { BoardState } from '../../www/model/board-state.js';
import { allowedMasks } from '../../www/model/hint-request.js';
import { stepHighlight } from '../../www/model/step-highlight.js';
import { unitCells } from '../../www/model/geometry.js';
import { boardBefore } from '../../www/model/step-replay.js';
import { formatLine } from '../../www/model/puzzle-text.js';
import { TECHNIQUE_EXAMPLES } from '../../www/model/technique-examples.js';

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
});

/** 81 characters with `digits` ({cell: digit}) and '.' elsewhere. */
const lineWith = (digits) => Array.from({ length: 81 }, (_, i) => String(digits[i] ?? '.')).join('');

test('hintReport({givens, entries, candidates}): wrong entries named (never a given), even one that clashes with nothing', () => {
  const solution = engine.solve(EASY).solution;
  assert.equal(solution.length, 81);
  // r1c3 is 4 and r1c4 is 6 in the solution: right entries give a step, a proof.
  const right = engine.hintReport({ givens: EASY, entries: lineWith({ 2: 4, 3: 6 }) });
  assert.equal(right.status, 'unique');
  assert.equal(right.stuck, null);
  assert.notEqual(right.step.technique, 'Mistake');
  for (const [cell, digit] of right.step.placements) assert.equal(Number(solution[cell]), digit);
  for (const [cell, digit] of right.step.eliminations) assert.notEqual(Number(solution[cell]), digit);
  // r1c3 = 1: no digit on the board clashes with it, yet it is wrong; r9c9 holds a given 9.
  const board = EASY.split('');
  board[2] = '1';
  assert.ok(![...Array(81).keys()].some((j) => j !== 2 && board[j] === '1' && (Math.floor(j / 9) === 0 || j % 9 === 2 || (Math.floor(j / 27) === 0 && Math.floor((j % 9) / 3) === 0))), 'the 1 clashes with nothing');
  const wrong = engine.hintReport({ givens: EASY, entries: lineWith({ 2: 1, 3: 6 }) });
  assert.equal(wrong.step.technique, 'Mistake');
  assert.deepEqual(wrong.step.cells, [2]);
  const clashing = engine.hintReport({ givens: EASY, entries: lineWith({ 2: 5 }) });
  assert.deepEqual(clashing.step.cells, [2], 'the entry clashing with the given 5 in r1c1 is blamed, not the given');
  assert.throws(() => engine.hintReport({ givens: EASY, entries: lineWith({ 0: 5 }) }), /r1c1 holds a given/);
  // The contract's form, hint({givens, entries}), answers with the step itself.
  assert.deepEqual(engine.hint({ givens: EASY, entries: lineWith({ 2: 1, 3: 6 }) }), wrong.step);
  assert.deepEqual(engine.hint({ givens: EASY, entries: lineWith({ 2: 4, 3: 6 }) }), right.step);
  assert.throws(() => engine.hint({ givens: EASY, entries: lineWith({ 0: 5 }) }), /r1c1 holds a given/);
  assert.throws(() => engine.hintReport({ givens: EASY.slice(1), entries: lineWith({}) }), (e) => e.name === 'ParseError' && /givens/.test(e.message));
});

test('hintReport({givens, entries}): why no step, at once for several solutions; the rating when asked', () => {
  const empty = lineWith({});
  const several = engine.hintReport({ givens: empty, entries: empty, rate: true });
  assert.deepEqual([several.status, several.step, several.stuck, several.rating], ['multiple', null, 'multiple', null]);
  const none = engine.hintReport({ givens: '55' + empty.slice(2), entries: empty });
  assert.deepEqual([none.status, none.stuck], ['none', 'none']);
  const solution = engine.solve(EASY).solution;
  const entries = Array.from(EASY, (ch, i) => (ch === '.' ? solution[i] : '.')).join('');
  const full = engine.hintReport({ givens: EASY, entries });
  assert.deepEqual([full.step, full.stuck], [null, 'full']);
  assert.equal(engine.hint({ givens: EASY, entries }), null, 'the contract form: null when no step exists');
  assert.equal(engine.hint({ givens: empty, entries: empty }), null);
  const rated = engine.hintReport({ givens: EASY, entries: empty, rate: true });
  assert.deepEqual(rated.rating, engine.rate(EASY));
  assert.equal(rated.candidates.length, 81);
  // The old form still answers: a step or null.
  assert.equal(engine.hint(EASY).technique, rated.step.technique);
});

test('hint on a position that needs nested forcing chains: cut at its search budget, and says so', () => {
  // One solution; no technique short of nested forcing chains applies at the start.
  const beyond = '........6..5..18...9...8.7....8.2.....3.1.2..4..5.3....6.....9...83..1..7.......4';
  const empty = lineWith({});
  const cut = engine.hintReport({ givens: beyond, entries: empty, searchMs: 0 });
  assert.deepEqual([cut.status, cut.step, cut.stuck, cut.reason], ['unique', null, 'beyond', 'budget']);
  assert.equal(engine.hint(beyond, undefined, { searchMs: 0 }), null, 'the contract form: null');
  // The default budget answers either way, and says why when it finds no step.
  const quick = engine.hintReport({ givens: beyond, entries: empty });
  assert.equal(quick.reason, quick.step === null ? 'budget' : null);
  // With no limit the search finds the nested step.
  const found = engine.hintReport({ givens: beyond, entries: empty, searchMs: Infinity });
  assert.equal(found.step.technique, 'Nested Forcing Chain');
  assert.deepEqual([found.stuck, found.reason], [null, null]);
  // The contract's hint(puzzle) is the next step, however long it takes (no limit unless asked).
  assert.deepEqual(engine.hint(beyond), found.step);
  assert.throws(() => engine.hintReport({ givens: beyond, entries: empty, searchMs: -1 }), /searchMs must be a number/);
  // A simple step needs no chain: found whatever the budget.
  assert.equal(engine.hintReport({ givens: EASY, entries: empty, searchMs: 0 }).step.technique,
    engine.hint(EASY).technique);
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

test("stepHighlight marks a type 3's set cells, which the step's cells leave out, apart from the pattern's cells", () => {
  const rescued = Object.values(TECHNIQUE_EXAMPLES).filter(({ step }) => step.roles?.rescue?.cells);
  assert.ok(rescued.some(({ step }) => step.technique === 'Unique Rectangle Type 3'), 'the help has a type 3');
  for (const { step } of rescued) {
    const marks = stepHighlight(step);
    assert.deepEqual([...marks.setCells].sort((a, b) => a - b), [...step.roles.rescue.cells].sort((a, b) => a - b), step.technique);
    for (const cell of marks.setCells) assert.ok(!marks.cells.has(cell), `${step.technique}: cell ${cell} is the pattern's too`);
  }
  const plain = stepHighlight(engine.explain(FISH).steps[15]);
  assert.equal(plain.setCells.size, 0, 'an X-Wing has no set cells');
  assert.equal(stepHighlight({ ...rescued[0].step, roles: { kind: 'unique-loop', rescue: { type: 'naked-set', cells: 'r1c1' } } }).setCells.size, 0, 'malformed roles mark nothing');
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
