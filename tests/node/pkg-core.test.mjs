// pkg/core/: the build without the logical solver that the page loads first (README "Architecture", `make build`).
// It must answer exactly as the full package does, hold nothing of the logical solver, and stay
// within the size budget that keeps the page's first load fast.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { loadPart as load } from './pkg-part.mjs';

const core = await load('core/');
const full = await load('');

const BUDGET_GZIPPED = 64 * 1024; // issue 18: the first load's wasm, gzipped

const fixture = readFileSync(new URL('../fixtures/rated/se_rated_sample.txt', import.meta.url), 'utf8');
const PUZZLES = fixture.split('\n').map((line) => line.trim().split(/\s+/)[0]).filter((p) => /^[0-9.]{81}$/.test(p ?? ''));

/** Every row, column and box of `grid` holds 1-9 once, and `grid` keeps `puzzle`'s givens. */
function assertSolves(grid, puzzle) {
  assert.match(grid, /^[1-9]{81}$/);
  for (let i = 0; i < 81; i++) if (puzzle[i] !== '.' && puzzle[i] !== '0') assert.equal(grid[i], puzzle[i], `given at ${i}`);
  const units = [];
  for (let k = 0; k < 9; k++) {
    units.push([...Array(9)].map((_, j) => 9 * k + j), [...Array(9)].map((_, j) => 9 * j + k));
    units.push([...Array(9)].map((_, j) => 27 * Math.floor(k / 3) + 3 * (k % 3) + 9 * Math.floor(j / 3) + (j % 3)));
  }
  for (const unit of units) assert.equal(new Set(unit.map((c) => grid[c])).size, 9);
}

test('the core build exports the solver and the target search, not the logical solver', () => {
  for (const name of ['solve', 'maxTargetScore', 'TargetSearch']) assert.equal(typeof core.api[name], 'function', name);
  for (const name of ['explain', 'hint', 'rate', 'generate', 'candidates']) assert.equal(core.api[name], undefined, name);
});

test('the core build answers as the full package does', () => {
  assert.ok(PUZZLES.length >= 20, 'fixture puzzles');
  for (const puzzle of PUZZLES.slice(0, 40)) {
    const mine = core.api.solve(puzzle);
    assert.deepEqual(mine, full.api.solve(puzzle));
    assert.equal(mine.status, 'unique');
    assertSolves(mine.solution, puzzle);
  }
  const target = core.api.maxTargetScore(PUZZLES[0]);
  assert.deepEqual(target, full.api.maxTargetScore(PUZZLES[0]));
  assertSolves(target.solution, PUZZLES[0]);
  assert.throws(() => core.api.solve('x'), (e) => e instanceof Error && e.kind === 'invalidCharacter');
});

test(`the core wasm is within ${BUDGET_GZIPPED / 1024} KB gzipped`, () => {
  const gzipped = gzipSync(core.wasm, { level: 9 }).length;
  assert.ok(gzipped <= BUDGET_GZIPPED, `pkg/core wasm is ${gzipped} bytes gzipped`);
  assert.ok(core.wasm.length < full.wasm.length / 2, 'the core build leaves the logical solver out');
});
