// Entry point for embedding: one <script type="module" src=".../sudoku-solver.js"> defines
// <sudoku-solver> and loads its stylesheet. The element itself lives in element/.
//
// The element's files are found from this module's own URL (import.meta.url), never from the
// page's: the stylesheet beside it, the engine worker in engine/, and the worker finds the wasm
// from its own URL in turn. So the same files work from www/ (plain modules), from dist/ (the
// page's bundle, same depth), from the npm package (the same layout) under any sub-path of a site,
// and from another origin (a CDN).
import { SudokuSolver } from './element/solver-element.js';

/**
 * A URL the page may start a module worker from. A browser starts workers from the page's own
 * origin only, so a worker on another origin (the element loaded from a CDN) is started through a
 * one-line same-origin module (a blob: URL) that imports it: the worker's code and its wasm then
 * still load from the CDN, found from the worker's own URL. Needs the CDN to send CORS headers
 * (public CDNs do) and, under a CSP, `worker-src blob:` and the CDN (a module worker's imports are
 * worker scripts).
 */
function workerSource(url) {
  if (url.origin === location.origin) return url;
  const shim = `import ${JSON.stringify(url.href)};\n`;
  return URL.createObjectURL(new Blob([shim], { type: 'text/javascript' }));
}

/** Where the element's stylesheet and engine worker are, for this copy of the element. */
const ASSETS = {
  stylesheet: new URL('./sudoku-solver.css', import.meta.url).href,
  worker: workerSource(new URL('./engine/worker.js', import.meta.url)),
};

/** Registers the element (once) under `tag` and adds its stylesheet to the document. */
export function define(tag = 'sudoku-solver', registry = customElements) {
  if (![...document.querySelectorAll('link[rel="stylesheet"]')].some((l) => l.href === ASSETS.stylesheet)) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = ASSETS.stylesheet;
    document.head.append(link);
  }
  SudokuSolver.workerUrl = ASSETS.worker;
  if (!registry.get(tag)) registry.define(tag, SudokuSolver);
  return SudokuSolver;
}

define();

export { SudokuSolver };
