// Entry point for embedding: one <script type="module" src=".../www/sudoku-solver.js"> defines
// <sudoku-solver> (and loads its stylesheet). The element itself lives in solver-element.js.
import { SudokuSolver } from './solver-element.js';

SudokuSolver.define();

export { SudokuSolver };
