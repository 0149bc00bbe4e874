// Entry point for embedding: one <script type="module" src=".../www/sudoku-solver.js"> defines
// <sudoku-solver> and loads its stylesheet. The element itself lives in element/.
//
// The element's files are found from here: this module sits at the same depth in www/ and, bundled
// into the page's app.js, in dist/, so the stylesheet beside it and the engine worker in engine/
// have the same addresses relative to it either way.
import { SudokuSolver } from './element/solver-element.js';

/** Where the element's stylesheet and engine worker are, for this copy of the element. */
const ASSETS = {
  stylesheet: new URL('./sudoku-solver.css', import.meta.url).href,
  worker: new URL('./engine/worker.js', import.meta.url),
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
