// The JavaScript API of pkg/ (README "JavaScript API"), loaded in Node.js the way a
// benchmark loads it: the exports' objects, errors and the step-wise target search.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

const pkgDir = new URL('../../pkg/', import.meta.url);
const meta = JSON.parse(readFileSync(new URL('package.json', pkgDir), 'utf8'));
const api = await import(new URL(meta.module ?? meta.main, pkgDir));
await api.default({ module_or_path: readFileSync(new URL('sudoku_engine_bg.wasm', pkgDir)) });
const { solve, maxTargetScore, TargetSearch, explain, hint, rate, generate } = api;

const EASY = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
// NOIP 2009 sample 1 in the contest's nine-line format.
const SAMPLE = `7 0 0 9 0 0 0 0 1
1 0 0 0 0 5 9 0 0
0 0 0 2 0 0 0 8 0
0 0 5 0 2 0 0 0 3
0 0 0 0 0 0 6 4 8
4 1 3 0 0 0 0 0 0
0 0 7 0 0 2 0 9 0
2 0 1 0 6 0 8 0 4
0 8 0 5 0 4 0 1 2
`;

test('solve: unique, multiple, none, with statistics', () => {
  const unique = solve(EASY);
  assert.equal(unique.status, 'unique');
  assert.equal(unique.solution, '534678912672195348198342567859761423426853791713924856961537284287419635345286179');
  assert.equal(typeof unique.nodes, 'number');
  assert.equal(typeof unique.guesses, 'number');
  assert.deepEqual(unique.clashes, []);
  const many = solve('.'.repeat(81));
  assert.equal(many.status, 'multiple');
  assert.match(many.solution, /^[1-9]{81}$/);
  const none = solve('55' + '.'.repeat(79));
  assert.equal(none.status, 'none');
  assert.equal(none.solution, null);
  assert.deepEqual(none.clashes, [[0, 1]]);
});

/** Checks, independently of the engine, that `solution` fills every cell 1-9, keeps the givens of `puzzle` and repeats no digit in a row, column or box. */
function assertCompletes(puzzle, solution) {
  const givens = puzzle.replace(/\s/g, '');
  assert.match(solution, /^[1-9]{81}$/);
  for (let cell = 0; cell < 81; cell++) {
    if (/[1-9]/.test(givens[cell])) assert.equal(solution[cell], givens[cell], `given at cell ${cell}`);
  }
  for (let unit = 0; unit < 9; unit++) {
    const row = [], col = [], box = [];
    for (let i = 0; i < 9; i++) {
      row.push(solution[unit * 9 + i]);
      col.push(solution[i * 9 + unit]);
      box.push(solution[(Math.floor(unit / 3) * 3 + Math.floor(i / 3)) * 9 + (unit % 3) * 3 + (i % 3)]);
    }
    for (const digits of [row, col, box]) assert.equal(new Set(digits).size, 9, `unit ${unit} of ${solution}`);
  }
}

test('solve with {unique: false}: the first solution found, "solved" or "none"', () => {
  const HARD = '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3';
  for (const puzzle of [EASY, SAMPLE.replace(/\s/g, ''), '.'.repeat(81), HARD]) {
    const first = solve(puzzle, { unique: false });
    assert.equal(first.status, 'solved');
    assertCompletes(puzzle.replace(/0/g, '.'), first.solution);
    assert.deepEqual(first.clashes, []);
    assert.ok(first.nodes >= 1);
  }
  const none = solve('55' + '.'.repeat(79), { unique: false });
  assert.equal(none.status, 'none');
  assert.equal(none.solution, null);
  assert.deepEqual(none.clashes, [[0, 1]]);
  // Anything but unique: false proves uniqueness.
  for (const options of [undefined, {}, { unique: true }]) {
    assert.equal(solve(EASY, options).status, 'unique');
    assert.equal(solve('.'.repeat(81), options).status, 'multiple');
  }
});

test('maxTargetScore: the contest sample is 2829; no completion is -1 with null', () => {
  const r = maxTargetScore(SAMPLE);
  assert.equal(r.score, 2829);
  assert.match(r.solution, /^[1-9]{81}$/);
  const none = maxTargetScore('55' + '.'.repeat(79));
  assert.equal(none.score, -1);
  assert.equal(none.solution, null);
});

test('malformed text throws an Error with the message and the position', () => {
  assert.throws(() => solve(EASY.slice(0, 5) + 'x' + EASY.slice(6)), (e) => {
    assert.ok(e instanceof Error);
    assert.match(e.message, /invalid character 'x' at row 1, column 6/);
    assert.deepEqual([e.kind, e.ch, e.row, e.col], ['invalidCharacter', 'x', 1, 6]);
    return true;
  });
  assert.throws(() => maxTargetScore(EASY.slice(1)), (e) => e instanceof Error && /expected 81 cells, found 80/.test(e.message) && e.found === 80);
  assert.throws(() => new TargetSearch('?'), /invalid character/);
});

test('TargetSearch runs in slices and reports progress', () => {
  const search = new TargetSearch('.'.repeat(81));
  let slices = 0;
  let last = search.progress();
  assert.deepEqual([last.nodes, last.bestScore, last.bestSolution, last.finished], [0, -1, null, false]);
  while (!search.run(1)) {
    const p = search.progress();
    assert.ok(p.nodes > last.nodes && p.nodes <= last.nodes + 2, `nodes grow by the budget: ${last.nodes} -> ${p.nodes}`);
    if (p.upperBound !== null && p.bestScore >= 0) assert.ok(p.bestScore <= p.upperBound);
    last = p;
    slices += 1;
  }
  const done = search.progress();
  search.free();
  assert.ok(slices > 1, 'the empty grid takes more than one slice of one node');
  assert.equal(done.finished, true);
  assert.equal(done.bestScore, 2906);
  assert.equal(maxTargetScore('.'.repeat(81)).score, 2906);
});

test('explain, hint and rate: the logical solver from JS', () => {
  const solution = solve(EASY).solution;
  const result = explain(EASY);
  assert.deepEqual([result.status, result.solved], ['unique', true]);
  assert.ok(['easy', 'medium', 'hard', 'expert', 'extreme'].includes(result.level));
  for (const step of result.steps) {
    assert.equal(typeof step.technique, 'string');
    assert.equal(typeof step.text, 'string');
    for (const [cell, digit] of step.placements) assert.equal(Number(solution[cell]), digit, step.text);
    for (const [cell, digit] of step.eliminations) assert.notEqual(Number(solution[cell]), digit, step.text);
  }
  const rated = rate(EASY);
  assert.deepEqual([rated.status, rated.rating, rated.level, rated.technique], ['unique', result.rating, result.level, result.technique]);
  const first = hint(EASY);
  assert.deepEqual(first, result.steps[0]);
  assert.deepEqual(hint(EASY, new Array(81).fill(0x1ff)), first);
  assert.equal(hint(solution), null);
  assert.equal(hint('55' + '.'.repeat(79)).technique, 'Mistake');
  assert.throws(() => hint(EASY, [1, 2, 3]), /81 numbers/);
  assert.throws(() => rate('x'), (e) => e instanceof Error && e.kind === 'invalidCharacter');
});

test('rate and explain: nested forcing chains finish the hardest; a spent budget stops with a reason', () => {
  // The committed forum_hardest_1106 sample's first puzzle needs nested forcing chains.
  const fixture = new URL('../fixtures/puzzles/puzzles6_forum_hardest_1106.txt', import.meta.url);
  const puzzle = readFileSync(fixture, 'utf8').split('\n')[0];
  const rated = rate(puzzle);
  assert.deepEqual(rated, { status: 'unique', rating: 10.3, level: 'extreme', technique: 'Nested Forcing Chain', solved: true });
  const result = explain(puzzle);
  assert.equal(result.solved, true);
  const nested = result.steps.filter((s) => s.technique === 'Nested Forcing Chain');
  assert.ok(nested.length > 0 && nested.every((s) => s.nested.length > 0 && s.nested.every((n) => n.step.eliminations.some(([c, d]) => c === n.candidate[0] && d === n.candidate[1]))));
  assert.ok(result.steps.filter((s) => s.technique !== 'Nested Forcing Chain').every((s) => !('nested' in s)));
  const stopped = explain(puzzle, { budgetMs: 0 });
  assert.deepEqual([stopped.rating, stopped.technique, stopped.solved, stopped.reason], [20, 'Unsolved', false, 'budget']);
  assert.deepEqual(rate(puzzle, { budgetMs: 0 }), { status: 'unique', rating: 20, level: 'extreme', technique: 'Unsolved', solved: false, reason: 'budget' });
  assert.throws(() => rate(puzzle, { budgetMs: 'soon' }), /budgetMs/);
});

test('generate: unique puzzles of the level asked for, the same for the same seed', () => {
  for (const level of ['easy', 'medium', 'hard']) {
    const made = generate({ level, seed: 11 });
    assert.equal(made.level, level);
    assert.match(made.puzzle, /^[1-9.]{81}$/);
    const solved = solve(made.puzzle);
    assert.deepEqual([solved.status, solved.solution], ['unique', made.solution]);
    const rated = rate(made.puzzle);
    assert.deepEqual([rated.level, rated.rating], [level, made.rating]);
    assert.deepEqual(generate({ level, seed: 11 }), made);
    assert.notEqual(generate({ level, seed: 12 }).puzzle, made.puzzle);
  }
  assert.equal(generate().level, 'medium');
  assert.throws(() => generate({ level: 'impossible' }), /unknown level/);
  assert.throws(() => generate({ seed: 1.5 }), /whole number/);
});
