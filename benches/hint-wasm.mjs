// hint() and hintReport() in WebAssembly (pkg/ in Node) on the boards that search longest: the
// positions of the hardest puzzles where the next step needs nested forcing chains, and empty or
// sparse boards. Goal (issue 31): every answer within 100 ms, the search for the step cut at its
// budget (hintReport's default, 80 ms, given to hint() too, whose default is no limit) with
// `stuck: "beyond", reason: "budget"`.
//
// Each hard puzzle is followed hint by hint (each hint applied to the grid and its candidates)
// until the hint's search runs out; the times are those of every hint on the way and of the
// hintReport() at that stuck position.
//
//   node benches/hint-wasm.mjs [EVERY]     (after `make build`; EVERY: every EVERY-th puzzle, default 4)
import { existsSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { loadPkg } from './load-wasm.mjs';
import { timed } from './timing.mjs';
import { arePeers } from '../www/model/geometry.js';

const data = new URL('../../shared/data/', import.meta.url);
const every = Number(process.argv[2] ?? 4);
/** The search budget of the page's Hint (hintReport's default), given to hint() as well. */
const PAGE_SEARCH_MS = 80;
const { hint, hintReport, candidates } = await loadPkg();

const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `${times.length} answers, median ${sorted[sorted.length >> 1].toFixed(1)} ms, worst ${sorted.at(-1).toFixed(1)} ms`;
};

/** Applies a step to a grid (array of 81 digits) and its candidate masks. */
function apply(step, grid, masks) {
  for (const [cell, digit] of step.placements) {
    grid[cell] = digit;
    masks[cell] = 0;
    for (let peer = 0; peer < 81; peer++) if (arePeers(peer, cell)) masks[peer] &= ~(1 << (digit - 1));
  }
  for (const [cell, digit] of step.eliminations) masks[cell] &= ~(1 << (digit - 1));
}

/** Follows `puzzle` hint by hint until the hint's search runs out (or the grid is full). */
function followToStuck(puzzle, times) {
  const grid = [...puzzle].map((c) => (c === '.' || c === '0' ? 0 : Number(c)));
  const masks = Array.from(candidates(puzzle));
  for (;;) {
    const text = grid.join('');
    const [t, step] = timed(() => hint(text, masks, { searchMs: PAGE_SEARCH_MS }));
    times.hints.push(t);
    if (step === null) {
      const givens = puzzle.replaceAll('0', '.');
      const entries = grid.map((d, i) => (puzzle[i] === '.' || puzzle[i] === '0') && d ? d : '.').join('');
      const [tr, report] = timed(() => hintReport({ givens, entries, candidates: masks }));
      times.stuck.push(tr);
      return report;
    }
    if (step.technique === 'Mistake') throw new Error(`${puzzle}: a mistake on the way: ${step.text}`);
    apply(step, grid, masks);
  }
}

const lines = (name) => readFileSync(new URL(name, data), 'utf8').split('\n')
  .filter((l) => l.trim() && !l.startsWith('#')).map((l) => l.slice(0, 81));

if (!existsSync(new URL('rated/hardest_er.txt', data))) {
  console.log('../shared/data is absent: nothing measured.');
} else {
  const hard = [...lines('rated/hardest_er.txt'), ...lines('puzzles/puzzles6_forum_hardest_1106')]
    .filter((_, i) => i % every === 0);
  const times = { hints: [], stuck: [] };
  const reasons = {};
  for (const puzzle of hard) {
    const report = followToStuck(puzzle, times);
    const why = `${report.stuck}${report.reason ? `/${report.reason}` : ''}`;
    reasons[why] = (reasons[why] ?? 0) + 1;
  }
  console.log(`hardest puzzles (${hard.length}: hardest_er + forum_hardest_1106, every ${every}th)`);
  console.log(`  hint() on every position up to the first that needs a longer search: ${summary(times.hints)}`);
  console.log(`  hintReport() at that position: ${summary(times.stuck)}; why no step: ${JSON.stringify(reasons)}`);

  // Empty and sparse boards: several solutions, a few givens at random places (no clash).
  let seed = 1;
  const random = (n) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  const sparse = { hints: [], reports: [] };
  for (let givens = 0; givens <= 24; givens += 1) {
    for (let tries = 0; tries < 8; tries++) {
      const grid = new Array(81).fill(0);
      for (let placed = 0; placed < givens;) {
        const cell = random(81);
        const digit = 1 + random(9);
        if (grid[cell] || grid.some((d, other) => d === digit && arePeers(cell, other))) continue;
        grid[cell] = digit;
        placed++;
      }
      const text = grid.join('');
      sparse.hints.push(timed(() => hint(text, undefined, { searchMs: PAGE_SEARCH_MS }))[0]);
      const empty = '.'.repeat(81);
      sparse.reports.push(timed(() => hintReport({ givens: text, entries: empty, rate: true, budgetMs: 50 }))[0]);
    }
  }
  console.log(`empty and sparse boards (0-24 givens): hint() ${summary(sparse.hints)}`);
  console.log(`  hintReport() with rate: ${summary(sparse.reports)}`);
}
