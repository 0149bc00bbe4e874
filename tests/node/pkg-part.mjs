// One build of the engine from pkg/ (the full JS API at '', or a part of it: 'core/', 'logic/',
// 'vision/'), loaded in Node for the tests that compare the parts with the whole.
import { readFileSync } from 'node:fs';

/** The part's module, initialised, and its wasm bytes (for size checks). */
export async function loadPart(dir) {
  const url = new URL(`../../pkg/${dir}`, import.meta.url);
  const api = await import(new URL('sudoku_engine.js', url));
  const wasm = readFileSync(new URL('sudoku_engine_bg.wasm', url));
  await api.default({ module_or_path: wasm });
  return { api, wasm };
}
