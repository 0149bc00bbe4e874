// WebAssembly throughput in Node: our public JS `solve()` (pkg/, one call per puzzle, as an app
// calls it) against the crates.io `sudoku` crate compiled to wasm, which loops over the whole
// batch inside wasm (benches/wasm-yardstick). Both read the puzzle text and prove uniqueness
// (search up to 2 solutions), then both find the first solution only (ours:
// `solve(puzzle, {unique: false})`).
//
//   make bench-wasm                   builds pkg/ and the yardstick, then runs this
//   node benches/wasm.mjs [LIMIT]     at most LIMIT puzzles per set (default: the full sets)
//
// Prints the size of pkg/*.wasm, then a markdown table of puzzles/s per set of
// ../shared/data/puzzles: the median over interleaved rounds, after a warm-up, of the process's
// CPU time (so that other programs on a busy machine slow the figures less than wall time would).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { load, loadPkg } from './load-wasm.mjs';

const root = new URL('../', import.meta.url);
const dataDir = new URL('../shared/data/puzzles/', root);
const yardstickDir = new URL('target/wasm-yardstick/pkg/', root);
const SETS = [
  'puzzles2_17_clue',
  'puzzles3_magictour_top1465',
  'puzzles5_forum_hardest_1905_11+',
  'puzzles6_forum_hardest_1106',
  'puzzles7_serg_benchmark',
];
const limit = Number(process.argv[2] ?? Infinity);
if (!(limit >= 1)) {
  console.error(`usage: node benches/wasm.mjs [LIMIT]; LIMIT is a number of puzzles, not ${process.argv[2]}`);
  process.exit(2);
}
const WARM_UP_MS = 2000;
// Per set: at least MIN_ROUNDS rounds, more while the set has taken under SET_MS (the median
// round counts).
const MIN_ROUNDS = 5;
const MAX_ROUNDS = 20;
const SET_MS = 3000;

/** The first 81 characters of each puzzle line, as benches/solve.rs reads the sets. */
function readSet(name) {
  return readFileSync(new URL(name, dataDir), 'utf8')
    .split('\n')
    .filter((line) => line.length >= 81 && !line.startsWith('#'))
    .map((line) => line.slice(0, 81))
    .slice(0, limit);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const wasmFiles = readdirSync(new URL('pkg/', root)).filter((f) => f.endsWith('.wasm'));
for (const file of wasmFiles) {
  const raw = readFileSync(new URL(`pkg/${file}`, root)).length;
  const gzipped = gzipSync(readFileSync(new URL(`pkg/${file}`, root)), { level: 9 }).length;
  console.log(`pkg/${file}: ${raw} bytes (${kb(raw)}), ${gzipped} gzipped by zlib -9 (${kb(gzipped)})`);
}

const present = SETS.filter((name) => existsSync(new URL(name, dataDir)));
if (present.length === 0) {
  console.log('../shared/data/puzzles is absent: the wasm benchmark needs the puzzle sets; nothing measured.');
  process.exit(0);
}
if (!existsSync(new URL('wasm_yardstick_bg.wasm', yardstickDir))) {
  console.error('target/wasm-yardstick/pkg is missing: run `make bench-wasm` (it builds the yardstick).');
  process.exit(1);
}

const ours = await loadPkg();
const crate = await load(yardstickDir, 'wasm_yardstick');

const FIRST = { unique: false };

/** The four contenders over one batch; each returns a count to cross-check. */
function contenders(puzzles) {
  const text = puzzles.join('\n');
  return {
    ours: () => {
      let unique = 0;
      for (const puzzle of puzzles) unique += ours.solve(puzzle).status === 'unique';
      return unique;
    },
    crate: () => crate.countUnique(text),
    oursFirst: () => {
      let solvable = 0;
      for (const puzzle of puzzles) solvable += ours.solve(puzzle, FIRST).status === 'solved';
      return solvable;
    },
    crateFirst: () => crate.countSolvable(text),
  };
}

// V8 compiles wasm with a baseline tier first and optimises hot functions later.
const warmUp = contenders(readSet(present.find((name) => name.includes('hardest')) ?? present[0]).slice(0, 2000));
for (const run of Object.values(warmUp)) {
  for (const start = performance.now(); performance.now() - start < WARM_UP_MS; ) run();
}

/** CPU milliseconds (user and system) this process has used. */
function cpuMs() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];

console.log(`\nNode ${process.version}, one thread, puzzles/s of CPU time, median of ${MIN_ROUNDS}-${MAX_ROUNDS} interleaved rounds`);
console.log('(ratio = ours / crate; ours: JS `solve()` per puzzle; crate: loop inside wasm)\n');
console.log('| set | puzzles | ours `solve()` | crate count<=2 | ratio | ours `{unique: false}` | crate first solution | ratio |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const name of SETS) {
  if (!present.includes(name)) {
    console.log(`| ${name} | absent | | | | | | |`);
    continue;
  }
  const puzzles = readSet(name);
  const runs = contenders(puzzles);
  const times = Object.fromEntries(Object.keys(runs).map((who) => [who, []]));
  const counts = {};
  const started = performance.now();
  // Rounds interleave the contenders so that a busy machine slows all of them alike.
  for (let round = 0; round < MAX_ROUNDS && (round < MIN_ROUNDS || performance.now() - started < SET_MS); round++) {
    for (const [who, run] of Object.entries(runs)) {
      const t = cpuMs();
      counts[who] = run();
      times[who].push(cpuMs() - t);
    }
  }
  if (counts.ours !== counts.crate || counts.oursFirst !== counts.crateFirst) {
    console.error(`${name}: ours finds ${counts.ours} unique and ${counts.oursFirst} solvable puzzles, the crate ${counts.crate} and ${counts.crateFirst}`);
    process.exit(1);
  }
  const rate = (who) => puzzles.length / (median(times[who]) / 1000);
  const ratio = (a, b) => (rate(a) / rate(b)).toFixed(2);
  console.log(`| ${name} | ${puzzles.length} | ${rate('ours').toFixed(0)} | ${rate('crate').toFixed(0)} | ${ratio('ours', 'crate')} | ${rate('oursFirst').toFixed(0)} | ${rate('crateFirst').toFixed(0)} | ${ratio('oursFirst', 'crateFirst')} |`);
}
