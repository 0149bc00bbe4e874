// The singles' sentences and nudges: Full House, Hidden Single, Naked Single (roles
// {cell, digit, unit}).
import { boxOf, rowOf } from '../../model/geometry.js';
import { EN, kindOf, rolesOf, UNIT_KINDS_EN, ZH } from './words.js';

/** Full House: roles {cell, digit, unit}. */
function fullHouse(step, W) {
  const { cell, digit, unit } = rolesOf(step, 'single');
  if (W === ZH) return `唯一空格：${ZH.cell(cell)}是${ZH.unit(unit)}中唯一的空格，填入该单元缺少的数字${digit}。`;
  return `Full House: ${EN.cell(cell)} is the last empty cell of ${EN.unit(unit)}, so it takes the one digit missing there, ${digit}.`;
}

/** Hidden Single: roles {cell, digit, unit}. */
function hiddenSingle(step, W) {
  const { cell, digit, unit } = rolesOf(step, 'single');
  if (W === ZH) {
    return `隐性唯一：${ZH.unit(unit)}中数字${digit}只能填在${ZH.cell(cell)}（其余的格已填数或不能是${digit}），所以${ZH.cell(cell)}填${digit}。`;
  }
  return `Hidden Single: in ${EN.unit(unit)}, ${digit} can only go in ${EN.cell(cell)} (the ${UNIT_KINDS_EN[kindOf(unit)][0]}’s other cells are filled or cannot hold it), so ${EN.cell(cell)} is ${digit}.`;
}

/** Naked Single: roles {cell, digit}. */
function nakedSingle(step, W) {
  const { cell, digit } = rolesOf(step, 'single');
  if (W === ZH) return `唯一余数：${ZH.cell(cell)}的其他数字都已排除，只剩候选数${digit}，所以${ZH.cell(cell)}填${digit}。`;
  return `Naked Single: every other digit is ruled out of ${EN.cell(cell)}, leaving only ${digit}, so ${EN.cell(cell)} is ${digit}.`;
}

/** Where a single-cell step's house is: the unit it names, else the cell's box. */
const singleArea = (step) => ({ units: [step.units[0] ?? 18 + boxOf(step.placements[0][0])] });

/** The single role kind: a naked single (no unit in its roles), a full house or a hidden single, its sentence writer and the area its nudge points at. */
export const singles = {
  single: {
    write: (step, W) => (rolesOf(step, 'single').unit === undefined ? nakedSingle : step.technique === 'Full House' ? fullHouse : hiddenSingle)(step, W),
    area: (step) => (rolesOf(step, 'single').unit === undefined ? { units: [rowOf(step.placements[0][0])] } : singleArea(step)),
  },
};
