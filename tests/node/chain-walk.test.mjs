// A forcing chain read branch by branch (www/model/chain-walk.js) and its words
// (www/text/branch-text.js), on the real forcing chain steps of the committed rated sample from
// pkg/ (run `make build` first): branch i starts at the roles' ith premise and ends at the step's
// conclusion (a contradiction's through one candidate on and off, then its closing link), the state of every link's start follows from the links before
// it, the walk visits every link once, the board marks of a walk hold the links so far, and every
// branch and link has a sentence in English and 中文 naming its cells.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { branchPremises, chainBranches, walkMarks, walkOrder } from '../../www/model/chain-walk.js';
import { TECHNIQUE_EXAMPLES } from '../../www/model/technique-examples.js';
import { stepHighlight } from '../../www/model/step-highlight.js';
import { branchSentence, linkSentence, walkLabels } from '../../www/text/branch-text.js';

const pkgDir = new URL('../../pkg/', import.meta.url);
const meta = JSON.parse(readFileSync(new URL('package.json', pkgDir), 'utf8'));
const api = await import(new URL(meta.module ?? meta.main, pkgDir));
await api.default({ module_or_path: readFileSync(new URL('sudoku_engine_bg.wasm', pkgDir)) });

const sample = readFileSync(new URL('../fixtures/rated/se_rated_sample.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => line.split(' '))
  .filter(([, rating]) => Number(rating) >= 8.2)
  .map(([puzzle]) => puzzle);

/** Every step with branches of the sample's solutions, with its puzzle. */
const STEPS = sample.flatMap((puzzle) => api.explain(puzzle).steps.filter((s) => s.branches).map((step) => ({ puzzle, step })));

const name = ([cell, digit]) => [`r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`, `R${Math.floor(cell / 9) + 1}C${(cell % 9) + 1}`, digit];

test('each branch runs from its premise to the conclusion, every link from a known state', () => {
  const kinds = new Set();
  let contradictions = 0;
  assert.ok(STEPS.length > 20, `${STEPS.length} forcing chain steps`);
  for (const { puzzle, step } of STEPS) {
    kinds.add(step.technique);
    const branches = chainBranches(step);
    assert.equal(branches.length, step.branches.length, puzzle);
    const conclusion = step.placements.length ? { candidate: step.placements[0], on: true } : { candidate: step.eliminations[0], on: false };
    const premises = new Set(branches.map((b) => b.premise.candidate.join()));
    for (const branch of branches) {
      // The premise is no link's end; every later start is an earlier link's end, in that state.
      const states = new Map([[branch.premise.candidate.join(), branch.premise.on]]);
      for (const link of branch.links) {
        const from = link.from[0].join();
        assert.ok(states.has(from), `${puzzle}: ${step.technique}: a link from ${from} before any link into it`);
        assert.equal(link.fromOn, states.get(from));
        states.set(link.to[0].join(), link.strong);
      }
      assert.ok(!branch.links.some((l) => l.to[0].join() === branch.premise.candidate.join() && l !== branch.links.at(-1)));
    }
    if (premises.size === branches.length && branches.length > 1) {
      // Cell or region forcing chains: every branch assumes its candidate and ends at the conclusion.
      for (const b of branches) {
        assert.equal(b.premise.on, true);
        assert.deepEqual(b.end, conclusion, `${puzzle}: ${step.text}`);
      }
    } else if (branches.some((b) => b.contradiction)) {
      // A contradiction: the conclusion's negation makes one candidate both true and false; each
      // branch's last link, and only that one, leads from that candidate to the conclusion.
      contradictions += 1;
      assert.equal(branches.length, 2);
      const [a, b] = branches.map((branch) => branch.contradiction);
      assert.deepEqual([a.candidate, b.candidate], [b.candidate, a.candidate]);
      assert.deepEqual([a.on, b.on], [true, false]);
      for (const branch of branches) {
        assert.deepEqual(branch.premise, { candidate: conclusion.candidate, on: !conclusion.on });
        assert.deepEqual(branch.end, conclusion, `${puzzle}: ${step.text}`);
        assert.deepEqual(branch.links.map((l) => l.contradiction), branch.links.map((_, i) => i === branch.links.length - 1));
        assert.deepEqual(branch.links.at(-1).from, [branch.contradiction.candidate]);
      }
    } else {
      for (const b of branches) assert.deepEqual(b.end, conclusion, `${puzzle}: ${step.text}`);
    }
  }
  for (const technique of ['Cell Forcing Chain', 'Region Forcing Chain', 'Dynamic Forcing Chain']) assert.ok(kinds.has(technique), `no ${technique} in ${[...kinds]}`);
  assert.ok(contradictions > 0, 'no contradiction met');
});

/** A step and the steps nested in it (a nested forcing chain's inner chains), each with branches. */
const withInner = (step) => [step, ...(step.nested ?? []).flatMap((inner) => withInner(inner.step))].filter((s) => s.branches);

test("branch i is the roles' ith premise: the one candidate no link leads into", () => {
  // The sample's steps, and the help's examples with their inner chains (a Forcing Chain and a
  // nested level's Forcing X-Chain, which the sample lacks).
  const examples = Object.values(TECHNIQUE_EXAMPLES).flatMap(({ step }) => withInner(step));
  const steps = [...STEPS.flatMap(({ step }) => withInner(step)), ...examples];
  const kinds = new Set();
  for (const step of steps) {
    const premises = branchPremises(step.roles);
    assert.ok(premises, `${step.technique}: roles ${step.roles?.kind} name no premises`);
    kinds.add(step.roles.kind);
    assert.equal(premises.length, step.branches.length, `${step.technique} (${step.roles.kind}): one premise per branch`);
    const branches = chainBranches(step);
    step.branches.forEach((links, i) => {
      const where = `${step.technique} (${step.roles.kind}), branch ${i + 1}: ${JSON.stringify(premises[i])}`;
      assert.deepEqual(links[0].from[0], premises[i].candidate, `${where} starts at ${links[0].from[0]}`);
      // A true premise removes first (a weak link). A false one need not show in its first link: a
      // nested or (+) double forcing chain's false side may start "r2c1 is not 2, so r1c8 is not 2"
      // by an inner chain, a weak link from a false candidate (the ER list has 63 such steps).
      if (premises[i].on) assert.equal(links[0].strong, false, `${where}: a true premise's first link`);
      // No link leads into the premise but a contradiction's closing one or a forcing chain's last.
      const into = links.filter((l, k) => l.to[0].join() === premises[i].candidate.join() && !l.contradiction && !(step.roles.kind === 'forcing-chain' && k === links.length - 1));
      assert.deepEqual(into, [], where);
      assert.deepEqual(branches[i].premise, premises[i], where);
    });
  }
  for (const kind of ['forcing-chain', 'contradiction', 'double-forcing', 'cell-forcing', 'region-forcing']) assert.ok(kinds.has(kind), `no ${kind} step in ${[...kinds]}`);
  // The premise is the roles': a cell forcing chain's digits listed in another order name other premises.
  const { step } = STEPS.find(({ step }) => step.roles.kind === 'cell-forcing');
  const swapped = { ...step, roles: { ...step.roles, digits: [...step.roles.digits].reverse() } };
  assert.deepEqual(chainBranches(swapped).map((b) => b.premise.candidate[1]), swapped.roles.digits);
  assert.equal(branchPremises({ kind: 'chain' }), null);
  // The ER list's puzzle 6, step 12 (a Nested Forcing Chain): "Whether r2c1 is 2 or not, r1c8 is
  // not 2", its false side one weak link from r2c1's 2 (an inner chain); its true side shortened here.
  const nested = {
    technique: 'Nested Forcing Chain',
    roles: { kind: 'double-forcing', candidate: [9, 2], conclusion: { candidate: [7, 2], on: false } },
    branches: [
      [{ from: [[9, 2]], to: [[9, 4]], strong: false }, { from: [[9, 4]], to: [[7, 2]], strong: false }],
      [{ from: [[9, 2]], to: [[7, 2]], strong: false }],
    ],
  };
  const [on, off] = chainBranches(nested);
  assert.deepEqual([on.premise, off.premise], [{ candidate: [9, 2], on: true }, { candidate: [9, 2], on: false }]);
  assert.equal(branchSentence(off, 2, 'en'), 'Branch 2: if r2c1 is not 2, then r1c8 is not 2 (1 link).');
  assert.equal(linkSentence(off.links[0], 'en'), 'r2c1 is not 2, so r1c8 is not 2');
});

test('a walk shows the links so far, each branch numbered at its first link and the current one marked', () => {
  const { step } = STEPS.find(({ step }) => step.technique === 'Cell Forcing Chain');
  const branches = chainBranches(step);
  const order = walkOrder(branches);
  assert.equal(order.length, step.branches.flat().length);
  const marks = stepHighlight(step);
  const whole = walkMarks(marks, branches, 0);
  assert.deepEqual(whole.links, [], 'no single-colour links under the branches');
  assert.equal(whole.branchLinks.length, order.length);
  assert.ok(whole.branchLinks.every((l) => !l.current));
  assert.deepEqual(whole.branchLinks.filter((l) => l.numbered).map((l) => l.branch), branches.map((_, i) => i));
  for (let k = 1; k <= order.length; k++) {
    const part = walkMarks(marks, branches, k);
    assert.equal(part.branchLinks.length, k);
    assert.deepEqual(part.branchLinks.at(-1), { link: order[k - 1].link, branch: order[k - 1].branch, current: true, numbered: true });
  }
  assert.equal(walkMarks(null, branches, 1), null);
});

test('every branch and link has its sentence in English and 中文, naming its cells', () => {
  // The first 60 steps and every contradiction.
  const steps = STEPS.filter(({ step }, i) => i < 60 || chainBranches(step).some((b) => b.contradiction));
  assert.ok(steps.some(({ step }) => chainBranches(step).some((b) => b.contradiction)), 'no contradiction met');
  for (const { step } of steps) {
    chainBranches(step).forEach((branch, i) => {
      const [en, zh] = [branchSentence(branch, i + 1, 'en'), branchSentence(branch, i + 1, 'zh')];
      const [premiseEn, premiseZh] = name(branch.premise.candidate);
      assert.match(en, new RegExp(`^Branch ${i + 1}: if ${premiseEn} is ${branch.premise.on ? '' : 'not '}\\d, then r\\dc\\d is `));
      assert.match(zh, new RegExp(`^分支${i + 1}：若${premiseZh}${branch.premise.on ? '是' : '不是'}\\d，则R\\dC\\d`));
      if (branch.contradiction) {
        const [clashEn, clashZh, digit] = name(branch.contradiction.candidate);
        const not = branch.contradiction.on ? '' : 'not ';
        assert.match(en, new RegExp(`, then ${clashEn} is ${not}${digit}, a contradiction, so ${name(branch.end.candidate)[0]} is `));
        assert.match(zh, new RegExp(`，则${clashZh}${branch.contradiction.on ? '是' : '不是'}${digit}，矛盾，所以${name(branch.end.candidate)[1]}`));
      }
      for (const link of branch.links) {
        const [fromEn, fromZh] = name(link.from[0]);
        const [toEn, toZh] = name(link.to[0]);
        if (link.contradiction) {
          const d = link.from[0][1];
          assert.ok(linkSentence(link, 'en').startsWith(`${fromEn} cannot be both ${d} and not ${d}, so ${toEn} is ${link.strong ? '' : 'not '}${link.to[0][1]}`));
          assert.ok(linkSentence(link, 'zh').startsWith(`${fromZh}不能既是${d}又不是${d}，所以${toZh}${link.strong ? '是' : '不是'}${link.to[0][1]}`));
          continue;
        }
        assert.ok(linkSentence(link, 'en').startsWith(`${fromEn} is ${link.fromOn ? '' : 'not '}${link.from[0][1]}, so ${toEn} is ${link.strong ? '' : 'not '}${link.to[0][1]}`));
        assert.ok(linkSentence(link, 'zh').startsWith(`${fromZh}${link.fromOn ? '是' : '不是'}${link.from[0][1]}，所以${toZh}${link.strong ? '是' : '不是'}${link.to[0][1]}`));
      }
    });
  }
  assert.equal(walkLabels('zh-CN').next, '下一环');
  assert.equal(walkLabels('en').previous, 'Previous link');
});

test('a link says the rule it follows', () => {
  const weakCell = { from: [[0, 1]], to: [[0, 2]], strong: false, fromOn: true };
  const weakUnit = { from: [[0, 1]], to: [[8, 1]], strong: false, fromOn: true };
  const strongUnit = { from: [[0, 1]], to: [[72, 1]], strong: true, fromOn: false };
  const strongCell = { from: [[0, 1]], to: [[0, 5]], strong: true, fromOn: false };
  assert.equal(linkSentence(weakCell, 'en'), 'r1c1 is 1, so r1c1 is not 2 (one digit per cell)');
  assert.equal(linkSentence(weakUnit, 'en'), 'r1c1 is 1, so r1c9 is not 1 (both in row 1)');
  assert.equal(linkSentence(strongUnit, 'en'), 'r1c1 is not 1, so r9c1 is 1 (the last place for 1 in column 1)');
  assert.equal(linkSentence(strongCell, 'en'), 'r1c1 is not 1, so r1c1 is 5 (the last candidate of the cell)');
  assert.equal(linkSentence(weakUnit, 'zh'), 'R1C1是1，所以R1C9不是1（同在第1行）');
  const closing = { from: [[20, 7]], to: [[0, 5]], strong: false, fromOn: true, contradiction: true };
  assert.equal(linkSentence(closing, 'en'), 'r3c3 cannot be both 7 and not 7, so r1c1 is not 5 (the two branches contradict each other)');
  assert.equal(linkSentence(closing, 'zh'), 'R3C3不能既是7又不是7，所以R1C1不是5（两个分支互相矛盾）');
});
