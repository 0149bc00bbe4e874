// The exclusions' sentences: Aligned Pair and Triple Exclusion (roles {cells, excluders}).
import { techniqueName } from '../techniques.js';
import { EN, rolesOf, ZH } from './words.js';

/** Aligned Pair and Triple Exclusion: roles {cells (the aligned cells), excluders}. */
function alignedExclusion(step, W) {
  const { cells: base, excluders } = rolesOf(step, 'exclusion');
  const name = techniqueName(step.technique, W === ZH ? 'zh' : 'en');
  if (W === ZH) {
    return `${name}：检查${ZH.cells(base)}所有可能的数字组合：同一单元中不能重复，也不能让${ZH.cells(excluders)}中看到它们的格失去所有候选数。有的数字在任何允许的组合中都用不到：${ZH.removals(step.eliminations)}。`;
  }
  return `${name}: of all the ways to fill ${EN.cells(base)}, those that repeat a digit in a unit or leave one of ${EN.cells(excluders, EN.orList)} without a candidate are impossible, and some digits fit none of the others: ${EN.removals(step.eliminations)}.`;
}

/** The exclusion role kind (Aligned Pair and Triple Exclusion): its sentence writer. */
export const exclusion = {
  exclusion: { write: alignedExclusion },
};
