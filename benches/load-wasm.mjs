// Loads a wasm-bindgen `--target web` module in Node for the benchmarks: Node has no fetch of
// files, so the `.wasm` bytes are read and handed to `initSync`.
import { readFileSync } from 'node:fs';

const root = new URL('../', import.meta.url);

/** The module `name` (`<name>.js` beside `<name>_bg.wasm`) in directory URL `dir`, ready. */
export async function load(dir, name) {
  const api = await import(new URL(`${name}.js`, dir));
  api.initSync({ module: readFileSync(new URL(`${name}_bg.wasm`, dir)) });
  return api;
}

/** Our pkg/, by the module name its package.json gives. */
export function loadPkg() {
  const meta = JSON.parse(readFileSync(new URL('pkg/package.json', root), 'utf8'));
  return load(new URL('pkg/', root), (meta.module ?? meta.main).replace(/\.js$/, ''));
}
