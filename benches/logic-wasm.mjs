// The logical solver in WebAssembly (pkg/ in Node): explain(), hint() and rate() on every
// puzzle of ../shared/data/rated/se_rated_dev.txt, and generate() per level. Goals (issue 13):
// hint() under 50 ms and explain() under 500 ms on every puzzle; the generator's median per
// level (issue 16: under 300 ms in the page for easy to expert, 2 s for extreme).
//
//   node benches/logic-wasm.mjs            (after `make build`)
import { existsSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { loadPkg } from './load-wasm.mjs';
import { timed } from './timing.mjs';

const rated = new URL('../../shared/data/rated/se_rated_dev.txt', import.meta.url);
const { explain, hint, rate, generate, candidates } = await loadPkg();

/** The grid and candidates just before the hardest step of `steps` (a person stuck there). */
function beforeHardest(puzzle, steps) {
  const hardest = steps.reduce((best, step, i) => (step.rating > steps[best].rating ? i : best), 0);
  const grid = [...puzzle].map((c) => (c === '.' ? 0 : Number(c)));
  const masks = Array.from(candidates(puzzle));
  for (const step of steps.slice(0, hardest)) {
    for (const [cell, digit] of step.placements) {
      grid[cell] = digit;
      masks[cell] = 0;
      for (let peer = 0; peer < 81; peer++) {
        const same = peer % 9 === cell % 9 || Math.floor(peer / 9) === Math.floor(cell / 9)
          || (Math.floor(peer / 27) === Math.floor(cell / 27) && Math.floor((peer % 9) / 3) === Math.floor((cell % 9) / 3));
        if (same) masks[peer] &= ~(1 << (digit - 1));
      }
    }
    for (const [cell, digit] of step.eliminations) masks[cell] &= ~(1 << (digit - 1));
  }
  return [grid.join(''), masks];
}

const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  return `mean ${mean.toFixed(2)} ms, median ${sorted[sorted.length >> 1].toFixed(2)} ms, worst ${sorted.at(-1).toFixed(1)} ms`;
};

if (!existsSync(rated)) {
  console.log('../shared/data/rated is absent: the logical solver benchmark needs the rated set; nothing measured.');
} else {
  const puzzles = readFileSync(rated, 'utf8').split('\n').filter((l) => l && !l.startsWith('#')).map((l) => l.split(' '));
  for (const [p] of puzzles.slice(0, 100)) rate(p); // warm up
  const times = { 'hint at the start': [], 'hint before the hardest step': [], explain: [], rate: [] };
  let worstExplain = [0, ''];
  for (const [puzzle, se] of puzzles) {
    times['hint at the start'].push(timed(() => hint(puzzle))[0]);
    const [t, explained] = timed(() => explain(puzzle));
    times.explain.push(t);
    const [grid, masks] = beforeHardest(puzzle.replaceAll('0', '.'), explained.steps);
    times['hint before the hardest step'].push(timed(() => hint(grid, masks))[0]);
    if (t > worstExplain[0]) worstExplain = [t, `${puzzle} (SE ${se})`];
    times.rate.push(timed(() => rate(puzzle))[0]);
  }
  console.log(`rated set in wasm (${puzzles.length} puzzles):`);
  for (const [name, list] of Object.entries(times)) console.log(`  ${name}: ${summary(list)}`);
  console.log(`  slowest explain(): ${worstExplain[0].toFixed(1)} ms on ${worstExplain[1]}`);
}

for (const level of ['easy', 'medium', 'hard', 'expert', 'extreme']) {
  const runs = level === 'extreme' ? 10 : 20;
  const list = [];
  for (let seed = 1; seed <= runs; seed++) list.push(timed(() => generate({ level, seed }))[0]);
  console.log(`generate({level: '${level}'}) in wasm, ${runs} seeds: ${summary(list)}`);
}
