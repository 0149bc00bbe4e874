// Maximum target score in WebAssembly (Node): the public JS `maxTargetScore()` of pkg/ on every
// target fixture, as the app calls it (puzzle text in, result object out).
//
//   make build && node benches/target-wasm.mjs
//
// Prints the best of ROUNDS calls per sparse and hard fixture, then each group's total and the
// worst input; exits with an error when an answer differs from the fixture's.
import { readFileSync, readdirSync } from 'node:fs';
import { loadPkg } from './load-wasm.mjs';

const root = new URL('../', import.meta.url);
const fixtures = new URL('tests/fixtures/target/', root);
const ROUNDS = 5;

const api = await loadPkg();

/** The group of a fixture, by name, as benches/target.rs groups them. */
const group = (fixture) =>
  fixture.startsWith('hard') ? 'hard near-empty' : fixture.length === 2 || fixture.startsWith('sample') ? 'official + samples' : 'sparse';

const totals = {};
let worst = { ms: 0, fixture: '' };
const names = readdirSync(fixtures).filter((f) => f.endsWith('.in')).map((f) => f.slice(0, -3)).sort();
for (const fixture of names) {
  const text = readFileSync(new URL(`${fixture}.in`, fixtures), 'utf8');
  const expected = Number(readFileSync(new URL(`${fixture}.ans`, fixtures), 'utf8').trim());
  let best = Infinity;
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    const { score } = api.maxTargetScore(text);
    best = Math.min(best, performance.now() - start);
    if (score !== expected) {
      console.error(`${fixture}: score ${score}, expected ${expected}`);
      process.exit(1);
    }
  }
  totals[group(fixture)] = (totals[group(fixture)] ?? 0) + best;
  if (best > worst.ms) worst = { ms: best, fixture };
  if (group(fixture) !== 'official + samples') console.log(`  ${fixture.padEnd(10)} ${best.toFixed(2).padStart(8)} ms`);
}
console.log(`\nNode ${process.version}, best of ${ROUNDS} calls each`);
for (const [name, ms] of Object.entries(totals)) console.log(`${name.padEnd(20)} total ${ms.toFixed(2).padStart(8)} ms`);
console.log(`worst: ${worst.fixture} ${worst.ms.toFixed(2)} ms`);
