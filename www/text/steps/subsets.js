// The subsets' sentences and nudges: naked and hidden pairs, triples and quads (roles
// {unit, cells, digits}).
import { techniqueName } from '../techniques.js';
import { EN, rolesOf, ZH } from './words.js';

/** Naked pair, triple and quad: roles {unit, cells, digits}. */
function nakedSubset(step, W) {
  const { unit, cells, digits } = rolesOf(step, 'subset');
  const name = techniqueName(step.technique, W === ZH ? 'zh' : 'en');
  if (W === ZH) {
    return `${name}：${ZH.unit(unit)}中${ZH.cells(cells)}只含${ZH.digits(digits)}，这些数字必在这${cells.length}格中，因此${ZH.unit(unit)}其他格不能再是它们：${ZH.removals(step.eliminations)}。`;
  }
  return `${name}: in ${EN.unit(unit)}, ${EN.cells(cells)} hold only ${EN.digits(digits)}, so those digits belong to these ${cells.length} cells and leave the rest of ${EN.unit(unit)}: ${EN.removals(step.eliminations)}.`;
}

/** Hidden pair, triple and quad: roles {unit, cells, digits}; with a placement, the direct form (the hidden single it leaves). */
function hiddenSubset(step, W) {
  const { unit, cells, digits } = rolesOf(step, 'subset');
  const name = techniqueName(step.technique, W === ZH ? 'zh' : 'en');
  const placed = step.placements[0];
  if (W === ZH) {
    const lead = `${name}：${ZH.unit(unit)}中${ZH.digits(digits)}只能填在${ZH.cells(cells)}，所以这些格不能是其他数字`;
    if (placed) return `${lead}；于是${ZH.unit(unit)}中${placed[1]}只能填在${ZH.cell(placed[0])}，${ZH.cell(placed[0])}填${placed[1]}。`;
    return `${lead}：${ZH.removals(step.eliminations)}。`;
  }
  const lead = `${name}: in ${EN.unit(unit)}, ${EN.digits(digits)} fit only ${EN.cells(cells)}, so those cells hold nothing else`;
  if (placed) return `${lead}; then in ${EN.unit(unit)}, ${placed[1]} can only go in ${EN.cell(placed[0])}, so ${EN.cell(placed[0])} is ${placed[1]}.`;
  return `${lead}: ${EN.removals(step.eliminations)}.`;
}

/** A subset's nudge: its unit. */
const area = (step) => ({ units: [step.units[0]] });

/** The subset role kind: a hidden subset (the table names it Hidden …) or a naked one, its sentence writer and the area its nudge points at. */
export const subsets = {
  subset: { write: (step, W) => (step.technique.startsWith('Hidden') ? hiddenSubset : nakedSubset)(step, W), area },
};
