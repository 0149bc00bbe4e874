// The fish's sentences and nudges: basic, finned and sashimi X-Wing, Swordfish and Jellyfish
// (roles {digit, base, cover, fins}).
import { techniqueName } from '../techniques.js';
import { eliminationCells, EN, kindOf, patternDigit, rolesOf, ZH } from './words.js';

/** Basic, finned and sashimi fish: roles {digit, base, cover, fins}. */
function fish(step, W) {
  const { digit, base, cover, fins } = rolesOf(step, 'fish');
  const name = techniqueName(step.technique, W === ZH ? 'zh' : 'en');
  const removed = eliminationCells(step);
  if (W === ZH) {
    if (!fins.length) {
      return `${name}（数字${digit}）：${ZH.units(base)}中${digit}只能在${ZH.units(cover)}，因此删去${ZH.units(cover)}其他格中的${digit}：${ZH.cells(removed)}。`;
    }
    return `${name}（数字${digit}）：${ZH.units(base)}中${digit}除鱼鳍${ZH.cells(fins)}外只能在${ZH.units(cover)}。若鱼鳍不是${digit}，鱼成立；若鱼鳍是${digit}，它所在宫的其他格不能是${digit}。两种情况下，${ZH.units(cover)}中与鱼鳍同宫的格都不能是${digit}：${ZH.cells(removed)}。`;
  }
  if (!fins.length) {
    return `${name} on ${digit}: in ${EN.units(base)}, ${digit} can only go in ${EN.units(cover)}, so ${digit} is removed from the other cells of ${EN.units(cover)}: ${EN.cells(removed)}.`;
  }
  const finWord = fins.length === 1 ? 'the fin' : 'the fins';
  return `${name} on ${digit}: in ${EN.units(base)}, ${digit} can only go in ${EN.units(cover)}, apart from ${finWord} ${EN.cells(fins)}. If no fin is ${digit}, the fish holds; if one is, its box loses ${digit}. Either way the cells of ${EN.units(cover)} in the fin’s box lose ${digit}: ${EN.cells(removed)}.`;
}

/** A fish's nudge: its digit along its base lines' kind (the rows or the columns). */
const area = (step) => ({ lines: kindOf(step.units[0]), digit: patternDigit(step) });

/** The fish role kind (every size, basic, finned or sashimi): its sentence writer and the area its nudge points at. */
export const fishes = {
  fish: { write: fish, area },
};
