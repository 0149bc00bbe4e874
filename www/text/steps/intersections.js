// The intersections' sentences and nudges: Pointing and Claiming (roles
// {digit, base, cover, cells, single?}).
import { techniqueName } from '../techniques.js';
import { EN, patternDigit, rolesOf, ZH } from './words.js';

/** Pointing and Claiming: roles {digit, base, cover, cells, single?} (single: the direct form's unit of the placement). */
function intersection(step, W) {
  const { digit, base, cover, cells, single } = rolesOf(step, 'intersection');
  const name = techniqueName(step.technique, W === ZH ? 'zh' : 'en');
  const placed = single === undefined ? undefined : step.placements[0];
  if (W === ZH) {
    const lead = `${name}：${ZH.unit(base)}中的${digit}只在${ZH.unit(cover)}上（${ZH.cells(cells)}），`;
    if (placed) {
      const [cell] = placed;
      return `${lead}所以${ZH.unit(cover)}的其余格不能是${digit}；于是${ZH.unit(single)}中${digit}只能填在${ZH.cell(cell)}，${ZH.cell(cell)}填${digit}。`;
    }
    return `${lead}所以${ZH.unit(cover)}的其余格不能是${digit}：${ZH.removals(step.eliminations)}。`;
  }
  const lead = `${name}: in ${EN.unit(base)}, ${digit} lies only in ${EN.unit(cover)} (${EN.cells(cells)}), so the rest of ${EN.unit(cover)} cannot hold ${digit}`;
  if (placed) {
    const [cell] = placed;
    return `${lead}; then in ${EN.unit(single)}, ${digit} can only go in ${EN.cell(cell)}, so ${EN.cell(cell)} is ${digit}.`;
  }
  return `${lead}: ${EN.removals(step.eliminations)}.`;
}

/** The intersection's nudge: the unit its digit is confined in. */
const area = (step) => ({ units: [step.units[0]], digit: patternDigit(step) });

/** The intersection role kind (Pointing and Claiming): its sentence writer and the area its nudge points at. */
export const intersections = {
  intersection: { write: intersection, area },
};
