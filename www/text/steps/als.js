// The almost locked sets' sentences: ALS-XZ, ALS-XY-Wing and Sue de Coq (roles naming each set's
// cells and digits and the digits that link them).
import { techniqueName } from '../techniques.js';
import { eliminationDigits, EN, rolesOf, ZH } from './words.js';

/** ALS-XZ: roles {sets: [{unit, cells, digits}, ...], restricted}. */
function alsXz(step, W) {
  const { sets: [a, b], restricted } = rolesOf(step, 'als-xz');
  const zs = eliminationDigits(step);
  const set = (s) => W.set(s.cells, s.digits);
  if (W === ZH) {
    const why = restricted.length > 1
      ? `${ZH.digits(restricted)}都把两组相连（两组中的该数字互相看到），所以每组缺一个都会被锁定，两组的数字都锁在组内，看到某数字在两组中所有位置的格删去该数字`
      : `两组中的${restricted[0]}互相看到，只有一组能含${restricted[0]}，另一组被锁定，所以${ZH.digits(zs)}必在其中一组，看到这些位置的格删去它`;
    return `${techniqueName(step.technique, 'zh')}：${set(a)}与${set(b)}都是待定数组（n格含n+1个数）。${why}：${ZH.removals(step.eliminations)}。`;
  }
  const why = restricted.length > 1
    ? `Both ${EN.digits(restricted)} link them (each sees its copies in the other set), so each set is locked without one of them and all their digits stay inside the two sets: a cell that sees every place of a digit there loses it`
    : `Their ${restricted[0]}s all see each other, so only one set can hold ${restricted[0]} and the other is locked: ${EN.digits(zs)} is in one of them, so cells that see all those places lose it`;
  return `ALS-XZ: ${set(a)} and ${set(b)} are almost locked sets (n cells holding n+1 digits). ${why}: ${EN.removals(step.eliminations)}.`;
}

/** ALS-XY-Wing: roles {pivot, wings: [a, b], restricted: [x (pivot to a), y (pivot to b)]}. */
function alsXyWing(step, W) {
  const { pivot, wings: [a, b], restricted: [x, y] } = rolesOf(step, 'als-xy-wing');
  const zs = eliminationDigits(step);
  const set = (s) => W.set(s.cells, s.digits);
  if (W === ZH) {
    return `${techniqueName(step.technique, 'zh')}：枢纽${set(pivot)}与${set(a)}以${x}相连，与${set(b)}以${y}相连。枢纽不能同时放弃${x}和${y}，所以两翼之一被锁定，两翼共有的${ZH.digits(zs)}必在其中，看到这些位置的格删去它：${ZH.removals(step.eliminations)}。`;
  }
  return `ALS-XY-Wing: the pivot set ${set(pivot)} is linked to ${set(a)} by ${x} and to ${set(b)} by ${y}. It cannot give up both, so one wing is locked and ${EN.digits(zs)}, common to both wings, is in one of them: cells that see all those places lose it: ${EN.removals(step.eliminations)}.`;
}

/** Sue de Coq: roles {box, line, core, line_part, box_part}, each part {cells, digits}. */
function sueDeCoq(step, W) {
  const { box, line, core, line_part: lineSet, box_part: boxSet } = rolesOf(step, 'sue-de-coq');
  const set = (s) => W.set(s.cells, s.digits);
  if (W === ZH) {
    return `${techniqueName(step.technique, 'zh')}：${ZH.unit(box)}与${ZH.unit(line)}交叉处的${set(core)}，连同${ZH.unit(line)}中的${set(lineSet)}和${ZH.unit(box)}中的${set(boxSet)}，数字个数与格数相等，全部被锁定：${ZH.removals(step.eliminations)}。`;
  }
  return `Sue de Coq: where ${EN.unit(box)} meets ${EN.unit(line)}, ${set(core)} together with ${set(lineSet)} in the line and ${set(boxSet)} in the box hold as many digits as cells, so every digit is locked in them: ${EN.removals(step.eliminations)}.`;
}

/** The almost-locked-set role kinds (ALS-XZ, ALS-XY-Wing, Sue de Coq): each kind's sentence writer. */
export const als = {
  'als-xz': { write: alsXz },
  'als-xy-wing': { write: alsXyWing },
  'sue-de-coq': { write: sueDeCoq },
};
