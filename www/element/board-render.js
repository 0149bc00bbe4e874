// What the board shows, cell by cell, and drawing it twice: on the canvas (board-view.js) and as
// the accessible grid (cell-grid.js, names from text/cell-label.js). One reading of the element's
// state, so the canvas and the grid never disagree.
import { CELLS } from '../model/geometry.js';
import { cellLabel } from '../text/cell-label.js';

/**
 * The cells to show: {values, kinds, notes, candidates}. `board` is the BoardState; `stepView` the
 * board before a chosen step ({digits, candidates}) or null; `progress` the target search's best
 * grid so far or null; `masks` the candidates to show (a step's, or the switch's) or null;
 * `keepRemoved`: the candidates that applied steps removed stay hidden (the person's own board).
 */
export function shownCells(board, { stepView, progress, masks, keepRemoved }) {
  const values = new Uint8Array(CELLS);
  const kinds = [];
  const notes = new Uint16Array(CELLS);
  for (let i = 0; i < CELLS; i++) {
    if (stepView) {
      // The board before the chosen step: the givens, and the digits the steps before it placed.
      values[i] = stepView.digits[i];
      kinds.push(!values[i] ? '' : board.givens[i] ? 'given' : 'solved');
      continue;
    }
    values[i] = board.valueAt(i) || (progress ? progress.charCodeAt(i) - 48 : 0);
    kinds.push(board.kindAt(i) || (values[i] ? 'solved' : ''));
    notes[i] = values[i] ? 0 : board.notesAt(i);
  }
  const removed = keepRemoved ? (i) => board.removedAt(i) : () => 0;
  const candidates = masks && masks.map((m, i) => (values[i] ? 0 : m & ~removed(i)));
  return { values, kinds, notes, candidates };
}

/**
 * Draws `cells` (shownCells') on `view` (a BoardView) and names them on `grid` (a CellGrid) in
 * strings table `t`, with the marks: `selected`, `clashCells`, `wrongCells`, `unsureCells` (a photo's unsure readings), `errorCell`,
 * `overlay` (the target view's ring weights), `step` (a step's marks) and `readonly`.
 */
export function drawBoard(view, grid, t, cells, { selected, clashCells, wrongCells, unsureCells = new Set(), errorCell, overlay, step, readonly }) {
  const { values, kinds, notes, candidates } = cells;
  view.render({ values, kinds, notes, candidates, selected, clashCells, wrongCells, unsureCells, errorCell, overlay, step });
  grid.update(
    t.board,
    (i) =>
      cellLabel(t, i, {
        value: values[i],
        kind: kinds[i],
        notes: notes[i],
        candidates: candidates ? candidates[i] : null,
        clash: clashCells.has(i),
        wrong: wrongCells.has(i),
        unsure: unsureCells.has(i),
        overlay,
        step,
      }),
    readonly,
  );
}
