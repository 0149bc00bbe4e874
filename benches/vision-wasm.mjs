// readPhoto in WebAssembly (pkg/ in Node) on the newspaper photos of
// ../shared/data/photos/v2-train (Wicht & Hennebert, CC-BY-4.0): time per photo from the file's
// bytes to the reading (mean, worst; goals of issue 33: mean 500 ms, worst 1.5 s), as CPU time
// (process.cpuUsage: the machine may be shared) and wall time, and grids read exactly,
// held-out photos (tools/train-digits/validation.txt) apart.
//
//   node benches/vision-wasm.mjs            (after `make build`)
import { existsSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { loadPkg } from './load-wasm.mjs';

const dir = new URL('../../shared/data/photos/v2-train/', import.meta.url);
if (!existsSync(new URL('truth.txt', dir))) {
  console.log(`vision-wasm: ${dir.pathname} is absent: nothing measured`);
  process.exit(0);
}
const { readPhoto } = await loadPkg();
const held = new Set(readFileSync(new URL('../tools/train-digits/validation.txt', import.meta.url), 'utf8').split('\n'));
const tally = {
  held: { photos: 0, exact: 0, times: [], cpu: [] },
  trained: { photos: 0, exact: 0, times: [], cpu: [] },
};
for (const line of readFileSync(new URL('truth.txt', dir), 'utf8').split('\n').filter(Boolean)) {
  const [file, givens] = line.split(' ');
  const bytes = new Uint8Array(readFileSync(new URL(file, dir)));
  const start = performance.now();
  const startCpu = process.cpuUsage();
  let puzzle = null;
  try {
    puzzle = readPhoto(bytes).puzzle;
  } catch {
    // no grid found: counted as not exact
  }
  const time = performance.now() - start;
  const cpu = process.cpuUsage(startCpu);
  const t = held.has(file) ? tally.held : tally.trained;
  t.photos += 1;
  t.exact += puzzle === givens ? 1 : 0;
  t.times.push(time);
  t.cpu.push((cpu.user + cpu.system) / 1000);
}
const mean = (list) => list.reduce((a, b) => a + b, 0) / list.length;
for (const [name, t] of Object.entries(tally)) {
  console.log(`${name}: ${t.photos} photos, grids exactly right ${t.exact} (${(100 * t.exact / t.photos).toFixed(1)}%); `
    + `readPhoto CPU mean ${mean(t.cpu).toFixed(1)} ms, worst ${Math.max(...t.cpu).toFixed(1)} ms; `
    + `wall mean ${mean(t.times).toFixed(1)} ms, worst ${Math.max(...t.times).toFixed(1)} ms`);
}
