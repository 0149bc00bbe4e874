// The single-digit patterns' sentences: one digit's strong links (Skyscraper, 2-String Kite,
// Turbot Fish, Empty Rectangle, the three-link forms) and Simple Colouring. Their nudge points at
// the boxes of the pattern (the default).
import { colOf, rowOf } from '../../model/geometry.js';
import { techniqueName } from '../techniques.js';
import { eliminationCells, EN, kindOf, rolesOf, ZH } from './words.js';

/** Skyscraper, 2-String Kite, Turbot Fish: roles {digit, start, bridges, end, links (the two strong links' units), shared}. */
function twoStrongLinks(step, W) {
  const { digit, start, bridges: [bridge1, bridge2], end, links: [base, cover], shared } = rolesOf(step, 'two-strong-links');
  const name = techniqueName(step.technique, W === ZH ? 'zh' : 'en');
  const removed = eliminationCells(step);
  if (W === ZH) {
    return `${name}（数字${digit}）：${ZH.unit(base)}的${digit}在${ZH.cell(start)}或${ZH.cell(bridge1)}，${ZH.unit(cover)}的${digit}在${ZH.cell(bridge2)}或${ZH.cell(end)}；${ZH.cell(bridge1)}与${ZH.cell(bridge2)}同在${ZH.unit(shared)}，不能都是${digit}，所以${ZH.cell(start)}和${ZH.cell(end)}至少有一个是${digit}，同时看到两者的格删去${digit}：${ZH.cells(removed)}。`;
  }
  return `${name} on ${digit}: ${EN.unit(base)} has ${digit} only in ${EN.cell(start)} or ${EN.cell(bridge1)}, and ${EN.unit(cover)} only in ${EN.cell(bridge2)} or ${EN.cell(end)}. ${EN.cell(bridge1)} and ${EN.cell(bridge2)} share ${EN.unit(shared)}, so they are not both ${digit}: ${EN.cell(start)} or ${EN.cell(end)} is, and cells that see both lose ${digit}: ${EN.cells(removed)}.`;
}

/** Empty Rectangle: roles {digit, line, start, bridge, box, heart, shared}. */
function emptyRectangle(step, W) {
  const { digit, line, start, bridge, box, heart, shared } = rolesOf(step, 'empty-rectangle');
  const removed = eliminationCells(step);
  // The box's other line: the heart's column when the link meets the box along a row, else its row.
  const other = kindOf(shared) === 0 ? 9 + colOf(heart) : rowOf(heart);
  if (W === ZH) {
    const rect = `（${ZH.unit(rowOf(heart))}与${ZH.unit(9 + colOf(heart))}）`;
    const otherLine = ZH.unit(other);
    return `空矩形（数字${digit}）：${ZH.unit(box)}中的${digit}都在一行一列上${rect}。${ZH.unit(line)}的${digit}在${ZH.cell(start)}或${ZH.cell(bridge)}；若${ZH.cell(bridge)}是${digit}，${ZH.unit(shared)}在该宫内就没有${digit}，宫内的${digit}只能在${otherLine}上。所以${ZH.cell(start)}是${digit}，或者${otherLine}在该宫内有${digit}，同时看到两者的格删去${digit}：${ZH.cells(removed)}。`;
  }
  const rect = ` (${EN.unit(rowOf(heart))} and ${EN.unit(9 + colOf(heart))})`;
  const otherLine = EN.unit(other);
  return `Empty Rectangle on ${digit}: in ${EN.unit(box)}, ${digit} lies only in one row and one column${rect}. In ${EN.unit(line)}, ${digit} is in ${EN.cell(start)} or ${EN.cell(bridge)}; if ${EN.cell(bridge)} is ${digit}, ${EN.unit(shared)} has no ${digit} in the box, so the box’s ${digit} is in ${otherLine}. So ${EN.cell(start)} is ${digit} or ${otherLine} holds it in the box, and a cell that sees both loses ${digit}: ${EN.cells(removed)}.`;
}

/** Three strong links (3 Skyscrapers, 3-String Kite, 3-Turbot Fish, with an empty rectangle): roles {digit, chain (six cells), links (three units), joins}. */
function threeStrongLinks(step, W) {
  const { digit, chain, links } = rolesOf(step, 'three-strong-links');
  const [start, end] = [chain[0], chain[5]];
  const name = techniqueName(step.technique, W === ZH ? 'zh' : 'en');
  const removed = eliminationCells(step);
  if (W === ZH) {
    return `${name}（数字${digit}）：${ZH.units(links)}中${digit}的三条强链首尾相连（相邻两端互相看到），所以链的两端${ZH.cell(start)}和${ZH.cell(end)}至少有一个是${digit}，同时看到两者的格删去${digit}：${ZH.cells(removed)}。`;
  }
  return `${name} on ${digit}: the strong links of ${digit} in ${EN.units(links)} join end to end (each join between cells that see each other), so ${digit} is in one of the chain’s ends, ${EN.cell(start)} or ${EN.cell(end)}, and cells that see both lose it: ${EN.cells(removed)}.`;
}

/** Simple Colouring: roles {digit, path (the coloured cells, each a conjugate pair with the next), wrap}. */
function simpleColouring(step, W) {
  const { digit, path, wrap } = rolesOf(step, 'colouring');
  const [first, last] = [path[0], path[path.length - 1]];
  const removed = eliminationCells(step);
  if (W === ZH) {
    if (wrap) {
      return `简单染色（数字${digit}）：沿${digit}的共轭对交替染色，${ZH.cell(first)}和${ZH.cell(last)}同色却互相看到，所以这种颜色不能是${digit}：${ZH.cells(removed)}删去${digit}。`;
    }
    return `简单染色（数字${digit}）：沿${digit}的共轭对交替染色，${ZH.cell(first)}和${ZH.cell(last)}颜色相反，其中必有一个是${digit}；${ZH.cells(removed)}同时看到两者，删去${digit}。`;
  }
  if (wrap) {
    return `Simple Colouring on ${digit}: colouring ${digit}’s conjugate pairs gives ${EN.cell(first)} and ${EN.cell(last)} the same colour, yet they see each other, so that colour is not ${digit}: remove it from ${EN.cells(removed)}.`;
  }
  return `Simple Colouring on ${digit}: along ${digit}’s conjugate pairs, ${EN.cell(first)} and ${EN.cell(last)} get opposite colours, so one of them is ${digit}; ${EN.cells(removed)} sees both and loses ${digit}.`;
}

/** The single-digit patterns' role kinds: each kind's sentence writer. */
export const singleDigit = {
  'two-strong-links': { write: twoStrongLinks },
  'empty-rectangle': { write: emptyRectangle },
  'three-strong-links': { write: threeStrongLinks },
  colouring: { write: simpleColouring },
};
