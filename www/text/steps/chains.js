// The chains' sentences, in English and 中文, written from their roles (src/logic/roles/): the
// named chains (X-, XY-Chain, AICs: `chain`), loops (X-Cycle, Continuous Nice Loop, Sudoku
// Explainer's cycles: `loop`), SE's forcing chains (`forcing-chain`) and its nets (Nishio,
// cell, region, dynamic and nested forcing chains: `contradiction`, `double-forcing`,
// `cell-forcing`, `region-forcing`). Exports `{ [kind]: { write(step, W) } }`; W is the
// page's words in one language (EN or ZH). Their nudge looks at the boxes of the pattern.
// Pure: no DOM.
import { techniqueName } from '../techniques.js';
import { eliminationCells, EN, rolesOf, sortNumbers, ZH } from './words.js';

/** Chains longer than this many nodes keep their first and last few and say how many links they have. */
const MAX_CHAIN_NODES = 12;
const HEAD_NODES = 5;
const TAIL_NODES = 4;
/** Loops removing more candidates than this say only what they remove, not what each conflicts with. */
const MAX_EXPLAINED_REMOVALS = 4;

const nameOf = (step, W) => techniqueName(step.technique, W === ZH ? 'zh' : 'en');

/** Nodes joined by their links' symbols (`separators[i]` between node i and i+1), long ones cut. */
function joinChain(nodes, separators, W) {
  const join = (from, to) => nodes.slice(from, to).map((node, i) => (i ? separators[from + i - 1] : '') + node).join('');
  if (nodes.length <= MAX_CHAIN_NODES) return join(0, nodes.length);
  const count = W === ZH ? `（共${separators.length}步）` : ` (${separators.length} links)`;
  return `${join(0, HEAD_NODES)} … ${join(nodes.length - TAIL_NODES, nodes.length)}${count}`;
}

/** Nodes in the usual notation, "=" a strong link and "-" a weak one, alternating from `strongFirst`. */
function notation(nodes, oneDigit, strongFirst, W) {
  const links = nodes.slice(1).map((_, i) => ((i % 2 === 0) === strongFirst ? '=' : '-'));
  return joinChain(nodes.map((node) => W.node(node, oneDigit)), links, W);
}

/** A candidate's state as a fact: "r2c4 is 5" / "r2c4 is not 5"; "R2C4是5" / "R2C4不是5". */
function fact({ candidate: [cell, digit], on }, W) {
  if (W === ZH) return `${ZH.cell(cell)}${on ? '是' : '不是'}${digit}`;
  return `${EN.cell(cell)} is ${on ? '' : 'not '}${digit}`;
}

/** A candidate's state in short: "r2c4=5" / "r2c4≠5". */
const short = ({ candidate, on }, W) => W.potential(candidate, on);

/** X-Chain, XY-Chain, AIC, grouped AIC: roles {digit?, start, inner, end, cells? (an XY-chain's bivalue cells)}. */
function chain(step, W) {
  const { digit, start, inner, end, cells = [] } = rolesOf(step, 'chain');
  const name = nameOf(step, W);
  const oneDigit = digit !== undefined;
  const written = notation([start, ...inner, end], oneDigit, true, W);
  const [first, last] = [W.node(start, oneDigit), W.node(end, oneDigit)];
  if (W === ZH) {
    const through = cells.length ? `经过双值格${ZH.cells(cells)}：` : '';
    if (oneDigit) {
      return `${name}（数字${digit}）：${written}（=为强链，-为弱链）。链的两端${first}与${last}至少有一个是${digit}，同时看到两端的格删去${digit}：${ZH.cells(eliminationCells(step))}。`;
    }
    return `${name}：${through}${written}（=为强链，-为弱链）。链的两端${first}与${last}至少有一个为真，与两端都冲突的候选数不成立，因此${ZH.outcome(step)}。`;
  }
  if (oneDigit) {
    return `${name} on ${digit}: ${written} (= strong link, - weak link). One of its ends, ${first} or ${last}, is ${digit}, so cells that see both lose ${digit}: ${EN.cells(eliminationCells(step))}.`;
  }
  const through = cells.length ? `through the bivalue cells ${EN.cells(cells)}, ` : '';
  return `${name}: ${through}${written} (= strong link, - weak link). At least one end, ${first} or ${last}, is true, so a candidate that conflicts with both is false: ${EN.outcome(step)}.`;
}

/** X-Cycle, Continuous Nice Loop, Bidirectional Cycle: roles {digit?, nodes, links?, removals [{candidate, conflicts: [a, b]}]}. */
function loop(step, W) {
  const { digit, nodes, removals } = rolesOf(step, 'loop');
  const name = nameOf(step, W);
  const oneDigit = digit !== undefined;
  const written = notation([...nodes, nodes[0]], oneDigit, false, W);
  const explained = removals.length <= MAX_EXPLAINED_REMOVALS;
  const each = (separator, words) => removals.map(({ candidate, conflicts: [a, b] }) =>
    `${W.potential(candidate, false)}${words(W.node(a, oneDigit), W.node(b, oneDigit))}`).join(separator);
  if (W === ZH) {
    const on = oneDigit ? `（数字${digit}）` : '';
    const result = explained ? each('；', (a, b) => `（与${a}、${b}冲突）`) : ZH.outcome(step);
    return `${name}${on}：${written}是强弱交替的闭环，环上的节点真假相间（两种情况必居其一），所以与一真一假两个节点都冲突的候选数不成立：${result}。`;
  }
  const on = oneDigit ? ` on ${digit}` : '';
  const result = explained ? each('; ', (a, b) => ` (it conflicts with ${a} and ${b})`) : EN.outcome(step);
  return `${name}${on}: ${written} is a closed loop of alternating links, so its nodes are alternately true and false (one way or the other), and a candidate that conflicts with one of each is false: ${result}.`;
}

/** Forcing X-Chain and Forcing Chain: roles {premise, conclusion}; the chain itself is the step's links. */
function forcingChain(step, W) {
  const { premise, conclusion } = rolesOf(step, 'forcing-chain');
  const name = nameOf(step, W);
  const nodes = [short(premise, W), ...step.links.map((l) => W.potential(l.to[0], l.strong))];
  const written = joinChain(nodes, step.links.map(() => ' → '), W);
  if (W === ZH) return `${name}：假设${fact(premise, W)}：${written}，与假设矛盾，所以${fact(conclusion, W)}。`;
  return `${name}: suppose ${fact(premise, W)}: ${written}, a contradiction, so ${fact(conclusion, W)}.`;
}

/** A contradiction (Nishio, dynamic and nested): roles {premise, clash, conclusion}. */
function contradiction(step, W) {
  const { premise, clash, conclusion } = rolesOf(step, 'contradiction');
  const name = nameOf(step, W);
  const [on, off] = [W.potential(clash, true), W.potential(clash, false)];
  if (W === ZH) return `${name}：假设${short(premise, W)}，会同时推出${on}和${off}，矛盾，所以${fact(conclusion, W)}。`;
  return `${name}: assuming ${short(premise, W)} forces both ${on} and ${off}, a contradiction, so ${fact(conclusion, W)}.`;
}

/** A double forcing chain (dynamic and nested): roles {candidate, conclusion}. */
function doubleForcing(step, W) {
  const { candidate, conclusion } = rolesOf(step, 'double-forcing');
  const name = nameOf(step, W);
  const [on, off] = [W.potential(candidate, true), W.potential(candidate, false)];
  if (W === ZH) return `${name}：${on}和${off}都推出${short(conclusion, W)}，所以${fact(conclusion, W)}。`;
  return `${name}: both ${on} and ${off} force ${short(conclusion, W)}, so ${fact(conclusion, W)}.`;
}

/** A cell forcing chain (static, dynamic, nested): roles {cell, digits, conclusion}. */
function cellForcing(step, W) {
  const { cell, digits, conclusion } = rolesOf(step, 'cell-forcing');
  const name = nameOf(step, W);
  if (W === ZH) return `${name}：${ZH.cell(cell)}只能是${ZH.digits(digits)}之一，每一种都推出${short(conclusion, W)}，所以${fact(conclusion, W)}。`;
  return `${name}: ${EN.cell(cell)} is ${EN.orList(sortNumbers(digits).map(String))}, and each choice forces ${short(conclusion, W)}, so ${fact(conclusion, W)}.`;
}

/** A region forcing chain (static, dynamic, nested): roles {unit, digit, cells, conclusion}. */
function regionForcing(step, W) {
  const { unit, digit, cells, conclusion } = rolesOf(step, 'region-forcing');
  const name = nameOf(step, W);
  if (W === ZH) return `${name}：${ZH.unit(unit)}中的${digit}只能在${ZH.cells(cells)}之一，每一种情况都推出${short(conclusion, W)}，所以${fact(conclusion, W)}。`;
  return `${name}: ${digit} must go in ${EN.cells(cells, EN.orList)} in ${EN.unit(unit)}, and each place forces ${short(conclusion, W)}, so ${fact(conclusion, W)}.`;
}

/** The nets' techniques: each shape of net by its roles' kind. */
const NET_WRITERS = {
  contradiction,
  'double-forcing': doubleForcing,
  'cell-forcing': cellForcing,
  'region-forcing': regionForcing,
};

/** Nishio, cell, region, dynamic and nested forcing chains: the writer of the net's shape. */
function net(step, W) {
  const write = NET_WRITERS[step.roles?.kind];
  if (!write) throw new Error(`${step.technique}: no net roles`);
  return write(step, W);
}

/** The chains' role kinds: named chains, loops, forcing chains and the nets (every kind with premises), each kind's writer. */
export const chains = {
  chain: { write: chain },
  loop: { write: loop },
  'forcing-chain': { write: forcingChain },
  ...Object.fromEntries(['contradiction', 'double-forcing', 'cell-forcing', 'region-forcing'].map((kind) => [kind, { write: net }])),
};
