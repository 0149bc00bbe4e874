// A forcing chain read branch by branch and link by link (CONTRACT.md, "The page: playing and
// learning"). A step's `branches` hold, for each premise, the links from it to the conclusion, each
// link after the links into its start (README, "Logical solving"); the step's `roles` name the
// premises, branch `i` the roles' `i`th (src/logic/roles/). Here each branch gets the state of
// every candidate it names (assumed true or false), and a walk is a position in the links of all
// branches, one after another. Pure: no DOM.

/** How many branch colours the board has (--sudoku-branch-1 .. -8); later branches reuse them, their numbers still apart. */
export const BRANCH_COLOURS = 8;

const key = ([cell, digit]) => cell * 10 + digit;

/**
 * The branches of `step`, each {premise: {candidate, on}, end: {candidate, on}, contradiction,
 * links: [{from, to, strong, fromOn, contradiction}]}: `fromOn` is whether the link's start is
 * true there (a strong link's start is false, a weak one's true, but a removal made by a simple
 * rule inside a dynamic chain rests on other removals). A contradiction's branch ends with a link
 * marked `contradiction`, from the candidate the two branches make true and false to the
 * conclusion; the branch's `contradiction` is that candidate's state here, {candidate, on} (null
 * for other branches). Empty for a step without branches.
 */
export function chainBranches(step) {
  const premises = branchPremises(step?.roles);
  return (step?.branches ?? [])
    .map((links, i) => (links.length ? readBranch(links, premises?.[i]) : null))
    .filter(Boolean);
}

/**
 * One branch's links read from its premise: each link with the state of its start; the branch's
 * end and, for a contradiction, the candidate found both on and off. A step without roles naming
 * its premises: the premise is the one candidate no link leads into, its state shown by its first link.
 */
function readBranch(links, premise = { candidate: links[0].from[0], on: !links[0].strong }) {
  const states = new Map([[key(premise.candidate), premise.on]]);
  const read = links.map((link) => {
    const fromOn = states.get(key(link.from[0])) ?? !link.strong;
    states.set(key(link.to[0]), link.strong);
    return { from: link.from, to: link.to, strong: link.strong, fromOn, contradiction: link.contradiction === true };
  });
  const last = read[read.length - 1];
  return {
    premise,
    end: { candidate: last.to[0], on: last.strong },
    contradiction: last.contradiction ? { candidate: last.from[0], on: last.fromOn } : null,
    links: read,
  };
}

/**
 * The premise of each branch, in the branches' order, from a forcing chain's `roles`: {candidate,
 * on} each; null for roles of another kind (or none). A forcing chain's one branch and a
 * contradiction's two start from the one premise; a double forcing chain assumes its candidate
 * true, then false; a cell forcing chain each digit of its cell, a region forcing chain each place
 * of its digit in the unit.
 */
export function branchPremises(roles) {
  switch (roles?.kind) {
    case 'forcing-chain':
      return [roles.premise];
    case 'contradiction':
      return [roles.premise, roles.premise];
    case 'double-forcing':
      return [true, false].map((on) => ({ candidate: roles.candidate, on }));
    case 'cell-forcing':
      return roles.digits.map((digit) => ({ candidate: [roles.cell, digit], on: true }));
    case 'region-forcing':
      return roles.cells.map((cell) => ({ candidate: [cell, roles.digit], on: true }));
    default:
      return null;
  }
}

/** Every link of `branches` in walking order: the first branch's, then the next one's; each {branch, index, link}. */
export function walkOrder(branches) {
  return branches.flatMap((b, branch) => b.links.map((link, index) => ({ branch, index, link })));
}

/**
 * The board marks of a walk: `marks` (step-highlight.js) with the single-colour `links` replaced
 * by `branchLinks` [{link, branch, current, numbered}], the links shown so far: all of them when
 * `position` is 0, else the first `position` links of the walk (the last one `current`). Each
 * branch's first link and the current one are `numbered` with their branch (not by colour alone).
 */
export function walkMarks(marks, branches, position) {
  const order = walkOrder(branches);
  if (!marks || !order.length) return marks;
  const shown = position > 0 ? order.slice(0, position) : order;
  const branchLinks = shown.map(({ branch, index, link }, i) => {
    const current = position > 0 && i === shown.length - 1;
    return { link, branch, current, numbered: index === 0 || current };
  });
  return { ...marks, links: [], branchLinks };
}
