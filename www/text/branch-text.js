// The words of a forcing chain's walk (model/chain-walk.js), in English and 中文: a sentence per
// branch, a sentence per link with the rule it follows, and the walk's labels. Cells and units are
// named as the step sentences name them (steps/words.js). Pure: no DOM.
import { unitsOf } from '../model/geometry.js';
import { isChinese as zh, placeNames } from './steps/words.js';

const LABELS = {
  en: {
    branches: 'Branches of the chain',
    previous: 'Previous link',
    next: 'Next link',
    whole: (links) => `The whole chain: ${links} links. Next link walks it from the start.`,
    at: (index, links, branch, link) => `Link ${index} of ${links} (branch ${branch}): ${link}.`,
  },
  zh: {
    branches: '强制链的各个分支',
    // 环: a link of the chain (上一步/下一步 are the Steps list's buttons).
    previous: '上一环',
    next: '下一环',
    whole: (links) => `整条链：共${links}环。按“下一环”从头逐环查看。`,
    at: (index, links, branch, link) => `第${index}环，共${links}环（分支${branch}）：${link}。`,
  },
};

/** The walk's labels in `language`. */
export const walkLabels = (language) => LABELS[zh(language) ? 'zh' : 'en'];

/** "r7c9 is 2" / "r7c9 is not 2"; "R7C9是2" / "R7C9不是2". */
function fact([cell, digit], on, language) {
  const { cell: name } = placeNames(language);
  if (zh(language)) return `${name(cell)}${on ? '是' : '不是'}${digit}`;
  return `${name(cell)} is ${on ? '' : 'not '}${digit}`;
}

/**
 * "Branch 2: if r7c9 is 4, then r8c4 is not 2 (5 links)."; a contradiction's branch "Branch 1: if
 * r1c1 is 5, then r3c3 is 7, a contradiction, so r1c1 is not 5 (6 links)."
 */
export function branchSentence(branch, number, language) {
  const premise = fact(branch.premise.candidate, branch.premise.on, language);
  const end = fact(branch.end.candidate, branch.end.on, language);
  const links = branch.links.length;
  const clash = branch.contradiction && fact(branch.contradiction.candidate, branch.contradiction.on, language);
  if (zh(language)) return clash ? `分支${number}：若${premise}，则${clash}，矛盾，所以${end}（${links}环）。` : `分支${number}：若${premise}，则${end}（${links}环）。`;
  const count = `${links} ${links === 1 ? 'link' : 'links'}`;
  if (clash) return `Branch ${number}: if ${premise}, then ${clash}, a contradiction, so ${end} (${count}).`;
  return `Branch ${number}: if ${premise}, then ${end} (${count}).`;
}

/**
 * One link and why it holds: "r7c9 is 2, so r7c8 is not 2 (one digit per cell)"; a strong link
 * "r8c4 is not 2, so r8c6 is 2 (the last place for 2 in row 8)". A link that is one of several
 * reasons (a dynamic chain's removals) says only what follows. A contradiction's last link: "r3c3
 * cannot be both 7 and not 7, so r1c1 is not 5 (the two branches contradict each other)".
 */
export function linkSentence(link, language) {
  const [[fromCell, fromDigit]] = link.from;
  const [[toCell, toDigit]] = link.to;
  const { cell: name, unit } = placeNames(language);
  if (link.contradiction) {
    const to = fact(link.to[0], link.strong, language);
    if (zh(language)) return `${name(fromCell)}不能既是${fromDigit}又不是${fromDigit}，所以${to}（两个分支互相矛盾）`;
    return `${name(fromCell)} cannot be both ${fromDigit} and not ${fromDigit}, so ${to} (the two branches contradict each other)`;
  }
  const shared = unitsOf(fromCell).find((u) => unitsOf(toCell).includes(u));
  const standard = link.fromOn !== link.strong;
  const sameCell = fromCell === toCell;
  let why = '';
  if (standard && sameCell) {
    why = zh(language) ? (link.strong ? '该格只剩这个候选数' : '一格只填一个数') : link.strong ? 'the last candidate of the cell' : 'one digit per cell';
  } else if (standard && fromDigit === toDigit && shared !== undefined) {
    if (zh(language)) why = link.strong ? `${unit(shared)}中${toDigit}只剩这个位置` : `同在${unit(shared)}`;
    else why = link.strong ? `the last place for ${toDigit} in ${unit(shared)}` : `both in ${unit(shared)}`;
  }
  const from = fact(link.from[0], link.fromOn, language);
  const to = fact(link.to[0], link.strong, language);
  if (zh(language)) return `${from}，所以${to}${why ? `（${why}）` : ''}`;
  return `${from}, so ${to}${why ? ` (${why})` : ''}`;
}
