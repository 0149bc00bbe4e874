// readPhoto in WebAssembly (pkg/ in Node) on the newspaper photos of
// ../shared/data/photos/v2-train (Wicht & Hennebert, CC-BY-4.0): time per photo from the file's
// bytes to the reading (mean, worst; goals of issue 33: mean 500 ms, worst 1.5 s) and grids read
// exactly, held-out photos (tools/train-digits/validation.txt) apart.
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
const tally = { held: { photos: 0, exact: 0, times: [] }, trained: { photos: 0, exact: 0, times: [] } };
for (const line of readFileSync(new URL('truth.txt', dir), 'utf8').split('\n').filter(Boolean)) {
  const [file, givens] = line.split(' ');
  const bytes = new Uint8Array(readFileSync(new URL(file, dir)));
  const start = performance.now();
  let puzzle = null;
  try {
    puzzle = readPhoto(bytes).puzzle;
  } catch {
    // no grid found: counted as not exact
  }
  const time = performance.now() - start;
  const t = held.has(file) ? tally.held : tally.trained;
  t.photos += 1;
  t.exact += puzzle === givens ? 1 : 0;
  t.times.push(time);
}
for (const [name, t] of Object.entries(tally)) {
  const mean = t.times.reduce((a, b) => a + b, 0) / t.times.length;
  console.log(`${name}: ${t.photos} photos, grids exactly right ${t.exact} (${(100 * t.exact / t.photos).toFixed(1)}%); `
    + `readPhoto mean ${mean.toFixed(1)} ms, worst ${Math.max(...t.times).toFixed(1)} ms`);
}
