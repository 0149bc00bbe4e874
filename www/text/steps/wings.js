// The wings' sentences: XY- and XYZ-Wing (a pivot and two pincers), WXYZ- and VWXYZ-Wing (an
// almost locked set and a bivalue cell), W-Wing. Their nudge points at the boxes of the pattern.
import { techniqueName } from '../techniques.js';
import { candidateDigits, eliminationCells, EN, rolesOf, ZH } from './words.js';

/** XY-Wing and XYZ-Wing: roles {pivot, pivot_digits, pincers, digit}. */
function xyWing(step, W) {
  const { pivot, pivot_digits: pivotDigits, pincers, digit: z } = rolesOf(step, 'xy-wing');
  const name = techniqueName(step.technique, W === ZH ? 'zh' : 'en');
  const removed = eliminationCells(step);
  const xyz = step.technique === 'XYZ-Wing';
  if (W === ZH) {
    const pincerText = pincers.map((p) => `${ZH.cell(p)}（${ZH.digits(candidateDigits(step, p))}）`).join('、');
    const where = xyz ? `枢纽或钳子格中` : `某个钳子格中`;
    const seeing = xyz ? '三格' : '两个钳子';
    return `${name}：枢纽${ZH.cell(pivot)}的候选数是${ZH.digits(pivotDigits)}，钳子为${pincerText}。无论枢纽填哪个数，${z}都会出现在${where}，所以同时看到${seeing}的格删去${z}：${ZH.cells(removed)}。`;
  }
  const pincerText = pincers.map((p) => EN.set([p], candidateDigits(step, p))).join(' and ');
  const where = xyz ? 'the pivot or a pincer' : 'one of the pincers';
  const seeing = xyz ? 'all three' : 'both pincers';
  return `${name}: the pivot ${EN.set([pivot], pivotDigits)} sees the pincers ${pincerText}. Whichever digit the pivot takes, ${z} ends up in ${where}, so cells that see ${seeing} lose ${z}: ${EN.cells(removed)}.`;
}

/** WXYZ- and VWXYZ-Wing: roles {als, als_digits, bivalue, bivalue_digits, restricted, digit, both}. */
function alsWing(step, W) {
  const { als: set, als_digits: setDigits, bivalue, bivalue_digits: pair, restricted: x, digit: z, both } = rolesOf(step, 'als-wing');
  const name = techniqueName(step.technique, W === ZH ? 'zh' : 'en');
  if (W === ZH) {
    const lead = `${name}：${ZH.set(set, setDigits)}是${set.length}格${set.length + 1}数的待定数组，${ZH.cell(bivalue)}是${ZH.digits(pair)}。`;
    if (!both) {
      return `${lead}数组中的${x}都看到${ZH.cell(bivalue)}：若它是${x}，数组被锁定而含${z}；否则它就是${z}。所以${z}必在这些格中，看到所有${z}的格删去它：${ZH.cells(eliminationCells(step))}。`;
    }
    return `${lead}两者由两个数字相连，所有数字都被锁定：${ZH.removals(step.eliminations)}。`;
  }
  const lead = `${name}: ${EN.set(set, setDigits)} is an almost locked set (${set.length} cells, ${set.length + 1} digits) and ${EN.cell(bivalue)} holds ${EN.digits(pair)}.`;
  if (!both) {
    return `${lead} Every ${x} of the set sees ${EN.cell(bivalue)}: if it is ${x}, the set is locked and holds ${z}; if not, it is ${z} itself. So ${z} is in one of these cells, and cells that see all of them lose it: ${EN.cells(eliminationCells(step))}.`;
  }
  return `${lead} Linked by two digits, every digit there is locked: ${EN.removals(step.eliminations)}.`;
}

/** W-Wing: roles {cells, digits, unit, link (the strong link's ends, each seeing one cell), linked, digit}. */
function wWing(step, W) {
  const { cells: [first, second], unit, link: [nearFirst, nearSecond], linked, digit: removedDigit } = rolesOf(step, 'w-wing');
  const removed = eliminationCells(step);
  if (W === ZH) {
    return `W翼：${ZH.cell(first)}和${ZH.cell(second)}都只含${ZH.digits([linked, removedDigit])}；${ZH.unit(unit)}中${linked}只在${ZH.cell(nearFirst)}或${ZH.cell(nearSecond)}，它们分别看到这两格，所以两格不能都是${linked}，其中之一是${removedDigit}，同时看到两格的格删去${removedDigit}：${ZH.cells(removed)}。`;
  }
  return `W-Wing: ${EN.cell(first)} and ${EN.cell(second)} both hold only ${EN.digits([linked, removedDigit])}. In ${EN.unit(unit)}, ${linked} is only in ${EN.cell(nearFirst)} or ${EN.cell(nearSecond)}, which see one each, so they are not both ${linked}: one of them is ${removedDigit}, and cells that see both lose it: ${EN.cells(removed)}.`;
}

/** The wings' role kinds (XY/XYZ, WXYZ/VWXYZ, W-Wing): each kind's sentence writer. */
export const wings = {
  'xy-wing': { write: xyWing },
  'als-wing': { write: alsWing },
  'w-wing': { write: wWing },
};
