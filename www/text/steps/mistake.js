// The hint's "Mistake": what a person's wrong digit or removed candidate is told. Not a technique,
// so it has no result of its own and no nudge area.
import { EN, ZH } from './words.js';

/** A digit or candidate of the person's that contradicts the solution (the hint's "Mistake"). */
function mistake(step, W) {
  const cells = step.cells;
  if (W === ZH) {
    if (!cells.length) return '盘面上的数字已无解：请检查你填入的数字。';
    if (cells.length === 1) return `请检查${ZH.cell(cells[0])}：这一格的数字或候选数与答案矛盾（填错了数字，或删去了正确的候选数）。`;
    return `${ZH.cells(cells)}冲突：同一行、列或宫中出现了相同的数字。`;
  }
  if (!cells.length) return 'The digits on the board leave no solution: check your entries.';
  if (cells.length === 1) return `Check ${EN.cell(cells[0])}: what it holds contradicts the solution (a wrong digit, or the candidate that belongs there was removed).`;
  return `${EN.cells(cells)} clash: the same digit twice in a row, column or box.`;
}

/** The Mistake's sentence writer (a mistake has no roles: stepText gives it this kind). */
export const mistakes = {
  mistake: { write: mistake },
};
