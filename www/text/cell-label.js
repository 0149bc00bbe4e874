// The accessible name of a board cell, as the README ("The app", accessible grid) states it: "row R, column C, D,
// given|entry|solved" or "row R, column C, empty", then an empty cell's "notes 1 4 7" and
// "candidates 1 4 7 9", then what else is true of it (clashes, contradicts the solution, the ring
// weight in the target view, a photo's unsure reading) and what a shown hint or step marks in it ("highlighted",
// "remove 3 7", "place 5"). In the language of strings table `t`.
import { maskDigits } from '../model/board-state.js';
import { colOf, ringWeight, rowOf } from '../model/geometry.js';

/**
 * @param {object} t  strings table (i18n.js)
 * @param {number} cell  0-80
 * @param {{value: number, kind: string, notes: number, candidates: number|null, clash: boolean,
 *          wrong: boolean, unsure?: boolean, overlay: boolean, step?: object|null}} state  unsure:
 *          a photo's reading of the cell is unsure;  candidates null while
 *          the switch is off; step: the marks of the step shown (step-highlight.js), if any
 */
export function cellLabel(t, cell, { value, kind, notes, candidates, clash, wrong, unsure = false, overlay, step = null }) {
  const parts = [t.cell(rowOf(cell) + 1, colOf(cell) + 1)];
  if (value) {
    parts.push(String(value), { given: t.cellGiven, entry: t.cellEntry, solved: t.cellSolved }[kind]);
  } else {
    parts.push(t.cellEmpty);
    if (notes) parts.push(t.cellNotes(maskDigits(notes)));
    if (candidates !== null) parts.push(t.cellCandidates(maskDigits(candidates)));
  }
  if (clash) parts.push(t.cellClash);
  if (wrong) parts.push(t.cellWrong);
  if (unsure) parts.push(t.cellUnsure);
  if (overlay) parts.push(t.weight(ringWeight(cell)));
  if (step) {
    if (step.cells.has(cell) || step.setCells.has(cell) || step.pattern[cell]) parts.push(t.cellHighlighted);
    if (step.remove[cell]) parts.push(t.cellRemove(maskDigits(step.remove[cell])));
    if (step.place[cell]) parts.push(t.cellPlace(maskDigits(step.place[cell])));
  }
  return parts.join(', ');
}
