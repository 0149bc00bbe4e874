// The page teaches (issue 15): Hint, Apply, Steps, the difficulty line, the techniques help, the
// element's hint() and sudoku-step event, in English and 中文, on a laptop and a phone. Every step
// the page shows is checked as a proof against the puzzle's solution, every board it shows
// against the engine (pkg/ loaded in Node) or the rules.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import { LAPTOP, PHONE, ROOT, appPages, isValidCompletion, ruleCandidates, statusText, waitForStatus } from './harness.mjs';
import { techniqueAnchor } from '../../www/text/step-text.js';

const pkgDir = new URL('pkg/', `file://${ROOT}/`);
const engine = await import(new URL('sudoku_engine.js', pkgDir));
await engine.default({ module_or_path: readFileSync(new URL('sudoku_engine_bg.wasm', pkgDir)) });

const EASY = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
// SE 5.5, 66 steps (from the SE-rated development sample).
const HARD = '000000000305904601040010030200000007007163400000207000020801070806000302009000100';
// Its 16th step is an X-Wing (same sample).
const FISH = '970306042805000109000050000207000304010020080400738001000905000000000000100847003';

// From the forum's hardest (../shared/data, forum_hardest_1106, line 11): one solution, and not
// even a single at the start: its first step is a nested forcing chain.
const BEYOND = '........6..5..18...9...8.7....8.2.....3.1.2..4..5.3....6.....9...83..1..7.......4';

// The forum's hardest list's first puzzle (the page's "Hardest known" example): a few singles,
// then nested forcing chains (SE 10.3).
const NESTED = '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3';

// SE 9.3, the highest rating of the development sample: its logical solution takes the longest.
const EXTREME = '050908600800006007006020000009000070203000809010000400000030700900800004005604030';

const pages = appPages();
const open = (t, options = LAPTOP) => pages.open(t, options);

const solutionOf = (puzzle) => engine.solve(puzzle).solution;

/** A step is a proof: it places the solution's digits and never removes one. */
function assertProof(step, solution) {
  for (const [cell, digit] of step.placements) assert.equal(digit, Number(solution[cell]), `${step.technique} places the solution's digit in ${cell}`);
  for (const [cell, digit] of step.eliminations) assert.notEqual(digit, Number(solution[cell]), `${step.technique} keeps the solution's digit in ${cell}`);
  assert.ok(step.placements.length + step.eliminations.length > 0, `${step.technique} does something`);
}

/**
 * EASY's solution with a deadly rectangle emptied (a b / b a in two rows of a band, two columns
 * of different stacks) and a row of another band: two solutions, and singles before the guess.
 * Returns the puzzle and its two solutions.
 */
function twoSolutionsAfterSingles() {
  const s = solutionOf(EASY);
  const band = (i) => Math.floor(i / 3);
  for (let r1 = 0; r1 < 9; r1++) {
    for (let r2 = r1 + 1; band(r2) === band(r1); r2++) {
      for (let c1 = 0; c1 < 9; c1++) {
        for (let c2 = c1 + 1; c2 < 9; c2++) {
          const [a, b, c, d] = [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2];
          if (band(c1) === band(c2) || s[a] !== s[d] || s[b] !== s[c]) continue;
          const row = ((band(r1) + 1) % 3) * 3;
          const cells = [...s];
          for (const i of [a, b, c, d]) cells[i] = '.';
          for (let col = 0; col < 9; col++) cells[row * 9 + col] = '.';
          const swapped = [...s];
          [swapped[a], swapped[b], swapped[c], swapped[d]] = [s[b], s[a], s[d], s[c]];
          return { puzzle: cells.join(''), solutions: [s, swapped.join('')] };
        }
      }
    }
  }
  throw new Error("EASY's solution has no deadly rectangle");
}

/**
 * Every cell read from the accessible grid: {digit, kind, candidates: number[] | null, label},
 * once every empty cell lists its candidates (they come from the engine) when any does, or, with
 * `candidatesOn` (the Candidates switch is on), always: after a change of the board the cells
 * list none until the engine's candidates for the new grid arrive.
 */
async function readBoard(page, { candidatesOn = false } = {}) {
  await page.waitForFunction((all) => {
    const labels = [...document.querySelectorAll('[role=gridcell]')].map((c) => c.getAttribute('aria-label'));
    const empty = labels.filter((l) => l.includes(', empty'));
    const listed = empty.filter((l) => l.includes('candidates')).length;
    return listed === empty.length || (!all && listed === 0);
  }, candidatesOn);
  const labels = await page.getByRole('gridcell').evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label')));
  return labels.map((label) => {
    const filled = /^row \d, column \d, (\d), (given|entry|solved)/.exec(label);
    const candidates = /candidates ([\d ]+)/.exec(label);
    return {
      digit: filled ? Number(filled[1]) : 0,
      kind: filled ? filled[2] : '',
      candidates: candidates ? candidates[1].split(' ').map(Number) : null,
      label,
    };
  });
}

const gridLine = (board) => board.map((c) => c.digit || '.').join('');

/** Records every sudoku-step event's detail in window.__steps. */
async function recordSteps(page) {
  await page.evaluate(() => {
    window.__steps = [];
    document.querySelector('sudoku-solver').addEventListener('sudoku-step', (e) => window.__steps.push(e.detail));
  });
}
const lastStep = (page) => page.evaluate(() => window.__steps.at(-1));

/** What the Steps panel says of the steps listed: how many, and how they end. */
const stepsSummary = (page) => page.locator('.ss-steps-summary').textContent();
/** The status once Steps has listed them (the panel says how many: the status does not repeat it). */
const LISTED = /The steps are listed/;

/** Loads `puzzle` through the Puzzle field and waits for its givens line. */
async function load(page, puzzle) {
  await page.getByLabel('Puzzle').fill(puzzle);
  await waitForStatus(page, /givens/);
}

test('Hint names the technique, marks its cells, and the step is the engine\'s, a proof', async (t) => {
  const page = await open(t);
  await load(page, FISH);
  await recordSteps(page);
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  const status = await waitForStatus(page, /Hint: /);
  const step = await lastStep(page);
  assert.ok(status.includes(step.technique), `the status names ${step.technique}: ${status}`);
  assert.deepEqual(step, engine.hint(FISH), 'the page shows the engine\'s first step');
  assertProof(step, solutionOf(FISH));
  // The first press is a nudge: Show move shows the step's cells and what it does.
  await page.getByRole('button', { name: 'Show move', exact: true }).click();
  await waitForStatus(page, /Press Hint again or Apply/);
  const board = await readBoard(page);
  for (const cell of step.cells) assert.match(board[cell].label, /highlighted/, `cell ${cell} is named highlighted`);
  for (const [cell, digit] of step.placements) assert.match(board[cell].label, new RegExp(`place ${digit}`));
  for (const [cell, digit] of step.eliminations) assert.match(board[cell].label, new RegExp(`remove [\\d ]*${digit}`));
  // The difficulty is known once a hint has been asked for.
  const { rating, level, technique } = engine.rate(FISH);
  const levelName = level[0].toUpperCase() + level.slice(1);
  await page.getByRole('status').filter({ hasText: `${levelName} · ${rating.toFixed(1)} (${technique})` }).waitFor();
  // The element's method gives the same step and fires the event again.
  const again = await page.evaluate(() => document.querySelector('sudoku-solver').hint());
  assert.deepEqual(again, step);
  assert.equal(await page.evaluate(() => window.__steps.length), 2);
});

test('Apply changes exactly what the step says; Undo restores the board', async (t) => {
  const page = await open(t);
  await load(page, FISH);
  await page.getByRole('switch', { name: 'Candidates' }).check();
  await recordSteps(page);
  const solution = solutionOf(FISH);
  let sawElimination = false;
  let sawPlacement = false;
  // Hint and Apply until both kinds of step have been checked (the X-Wing is the 16th).
  for (let i = 0; i < 40 && !(sawElimination && sawPlacement); i++) {
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await waitForStatus(page, /Hint: /);
    const step = await lastStep(page);
    assertProof(step, solution);
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await waitForStatus(page, /Applied: /);
    const before = await readBoardBefore(page);
    const after = await readBoard(page, { candidatesOn: true });
    const placed = new Map(step.placements.map(([cell, digit]) => [cell, digit]));
    const removed = new Set(step.eliminations.map(([cell, digit]) => `${cell}:${digit}`));
    for (let cell = 0; cell < 81; cell++) {
      if (placed.has(cell)) {
        assert.equal(after[cell].digit, placed.get(cell));
        assert.equal(after[cell].kind, 'entry');
        continue;
      }
      assert.equal(after[cell].digit, before[cell].digit, `cell ${cell} keeps its digit`);
      if (before[cell].digit) continue;
      // Candidates: less the step's eliminations and, by the rules, the digits it placed in a peer.
      const expected = before[cell].candidates.filter((d) => !removed.has(`${cell}:${d}`));
      const rules = ruleCandidates(gridLine(after))[cell];
      assert.deepEqual(after[cell].candidates, expected.filter((d) => rules.includes(d)), `cell ${cell}'s candidates`);
    }
    sawElimination ||= step.eliminations.length > 0;
    sawPlacement ||= step.placements.length > 0;
    // Undo brings back the board as it was before Apply, Redo the step.
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    assert.deepEqual((await readBoard(page, { candidatesOn: true })).map((c) => [c.digit, c.candidates]), before.map((c) => [c.digit, c.candidates]));
    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    assert.deepEqual((await readBoard(page, { candidatesOn: true })).map((c) => [c.digit, c.candidates]), after.map((c) => [c.digit, c.candidates]));
  }
  assert.ok(sawElimination && sawPlacement, 'both a placement and an elimination were applied');
});

/** The board with the hint shown (its candidates are those it starts from), read before Apply. */
async function readBoardBefore(page) {
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  const board = await readBoard(page, { candidatesOn: true });
  await page.getByRole('button', { name: 'Redo', exact: true }).click();
  return board;
}

for (const [name, puzzle] of [['an easy', EASY], ['a hard', HARD]]) {
  test(`pressing Hint again and again solves ${name} puzzle, every step a proof`, async (t) => {
    const page = await open(t);
    await load(page, puzzle);
    await recordSteps(page);
    const solution = solutionOf(puzzle);
    const hint = page.getByRole('button', { name: 'Hint', exact: true });
    for (let i = 0; i < 200; i++) {
      await hint.click();
      await waitForStatus(page, /Hint: /);
      assertProof(await lastStep(page), solution);
      // The pattern, the move, then the press that applies it.
      await hint.click();
      await waitForStatus(page, /The pattern is marked/);
      await hint.click();
      await waitForStatus(page, /Press Hint again or Apply/);
      await hint.click();
      const status = await waitForStatus(page, /Applied: |Solved/);
      // The last step fills the board: the status says so, with the time played and the rating.
      if (status.includes('Solved')) {
        assert.match(status, /Solved in \d+:\d\d\s+(Easy|Medium|Hard|Expert|Extreme) · \d\.\d/);
        break;
      }
    }
    const grid = gridLine(await readBoard(page));
    assert.ok(isValidCompletion(puzzle, grid), `the board is solved by the rules: ${grid}`);
    assert.equal(grid, solution);
  });
}

test('the hardest puzzles are explained with nested forcing chains; with several solutions the hint says why', async (t) => {
  const page = await open(t);
  const first = engine.hint(BEYOND);
  assert.equal(first.technique, 'Nested Forcing Chain', 'the engine answers with a nested chain');
  assert.ok(first.nested.length > 0, 'it carries its inner chains');
  await load(page, BEYOND);
  await recordSteps(page);
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await waitForStatus(page, /Nested Forcing Chain/);
  assert.deepEqual(await lastStep(page), first, "the page shows the engine's step");
  assertProof(first, solutionOf(BEYOND));
  const explained = engine.explain(NESTED);
  assert.ok(explained.status === 'unique' && explained.solved, 'the whole logical solution');
  assert.equal(explained.technique, 'Nested Forcing Chain');
  await load(page, NESTED);
  await page.getByRole('button', { name: 'Steps', exact: true }).click();
  await waitForStatus(page, LISTED);
  assert.doesNotMatch(await stepsSummary(page), /no technique/);
  assert.equal(await page.locator('.ss-steps-list li').count(), explained.steps.length);
  const nestedSolution = solutionOf(NESTED);
  for (const step of explained.steps) assertProof(step, nestedSolution);
  assert.match(await page.locator('.ss-hardest').first().textContent(), /Nested Forcing Chain/, 'the hardest step is marked');
  const several = '1' + '.'.repeat(80);
  assert.equal(engine.hint(several), null);
  await load(page, several);
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  assert.match(await waitForStatus(page, /No technique/), /several solutions/);
  const guess = twoSolutionsAfterSingles();
  const partial = engine.explain(guess.puzzle);
  assert.ok(partial.status === 'multiple' && !partial.solved && partial.steps.length > 0, 'singles, then a guess');
  for (const solution of guess.solutions) {
    assert.ok(isValidCompletion(guess.puzzle, solution));
    for (const step of partial.steps) assertProof(step, solution);
  }
  await load(page, guess.puzzle);
  await page.getByRole('button', { name: 'Steps', exact: true }).click();
  await waitForStatus(page, LISTED);
  assert.match(await stepsSummary(page), /then no technique applies: the puzzle has several solutions/);
  assert.equal(await page.locator('.ss-steps-list li').count(), partial.steps.length);
  assert.equal(await page.locator('.ss-hardest').count(), 0);
  assert.equal(await page.getByRole('button', { name: 'Apply' }).isVisible(), false, 'nothing to apply');
});

test('a wrong entry is reported as a mistake, its cell marked', async (t) => {
  const page = await open(t);
  await load(page, EASY);
  const solution = solutionOf(EASY);
  const wrongDigit = (Number(solution[2]) % 9) + 1;
  await page.getByRole('gridcell').nth(2).click();
  await page.keyboard.press(String(wrongDigit));
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  const status = await waitForStatus(page, /Mistake/);
  assert.match(status, /row 1, column 3/);
  assert.match((await readBoard(page))[2].label, /contradicts the solution/);
  // Notes without the cell's digit are a mistake too (the engine's verdict on the candidates).
  await page.getByRole('gridcell').nth(2).click();
  await page.keyboard.press('Backspace');
  const cell = 3;
  const notWanted = (Number(solution[cell]) % 9) + 1;
  await page.getByRole('gridcell').nth(cell).click();
  await page.keyboard.press(`Shift+Digit${notWanted}`);
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  assert.match(await waitForStatus(page, /Mistake/), /row 1, column 4/);
});

test('Steps lists the solution; choosing a step shows the board before it; back keeps the entries', async (t) => {
  const page = await open(t);
  await load(page, FISH);
  // An entry the person typed, which must survive looking at the steps.
  const solution = solutionOf(FISH);
  const empty = FISH.indexOf('0');
  await page.getByRole('gridcell').nth(empty).click();
  await page.keyboard.press(solution[empty]);
  await page.getByRole('button', { name: 'Steps', exact: true }).click();
  const listed = await waitForStatus(page, LISTED);
  const explained = engine.explain(FISH);
  const items = page.getByRole('list').getByRole('listitem');
  assert.equal(await items.count(), explained.steps.length, 'one item per step');
  // The panel says it once: its heading and how many steps; the status only that they are listed.
  assert.equal(await page.locator('.ss-steps-title').textContent(), 'Logical solution');
  assert.equal(await stepsSummary(page), `${explained.steps.length} steps.`);
  assert.ok(!listed.includes('Logical solution') && !listed.includes(`${explained.steps.length} steps`), `the status does not repeat the panel: ${listed}`);
  for (const [i, step] of explained.steps.entries()) {
    assertProof(step, solution);
    assert.ok((await items.nth(i).textContent()).includes(step.technique), `item ${i} names ${step.technique}`);
  }
  const hardest = Math.max(...explained.steps.map((s) => s.rating));
  assert.equal(await page.locator('.ss-hardest').count(), explained.steps.filter((s) => s.rating === hardest).length);
  // Click the X-Wing (16th); then the keyboard: ArrowDown and Enter choose the next one.
  const line = FISH.replace(/0/g, '.');
  for (const [index, choose] of [
    [15, () => items.nth(15).getByRole('button').click()],
    [16, async () => {
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
    }],
  ]) {
    await choose();
    await waitForStatus(page, new RegExp(`Step ${index + 1} of ${explained.steps.length}: ${explained.steps[index].technique}`));
    const board = await readBoard(page);
    // Replayed here: the placements fill cells, the rules and the eliminations rule candidates out.
    const digits = [...line];
    const gone = new Set();
    for (const step of explained.steps.slice(0, index)) {
      for (const [cell, digit] of step.placements) digits[cell] = String(digit);
      for (const [cell, digit] of step.eliminations) gone.add(`${cell}:${digit}`);
    }
    assert.equal(gridLine(board), digits.join(''), `the board before step ${index + 1}`);
    const rules = ruleCandidates(digits.join(''));
    for (let cell = 0; cell < 81; cell++) {
      if (digits[cell] !== '.') continue;
      assert.deepEqual(board[cell].candidates, rules[cell].filter((d) => !gone.has(`${cell}:${d}`)), `cell ${cell}'s candidates`);
    }
    // The engine, asked from that board, finds that same step.
    const masks = board.map((c) => (c.candidates ?? []).reduce((m, d) => m | (1 << (d - 1)), 0));
    assert.deepEqual(engine.hint(gridLine(board), Uint16Array.from(masks)), explained.steps[index]);
    for (const cell of explained.steps[index].cells) assert.match(board[cell].label, /highlighted/);
  }
  // Previous and Next step through the list from the board.
  await page.getByRole('button', { name: 'Previous step' }).click();
  await waitForStatus(page, new RegExp(`Step 16 of ${explained.steps.length}: ${explained.steps[15].technique}`));
  await page.getByRole('button', { name: 'Next step' }).click();
  await waitForStatus(page, new RegExp(`Step 17 of ${explained.steps.length}`));
  await page.getByRole('button', { name: 'Back to my board' }).click();
  const back = await readBoard(page);
  assert.equal(back[empty].digit, Number(solution[empty]));
  assert.equal(back[empty].kind, 'entry', 'the entry is still there');
});

test('once Steps has listed the solution, a hint shown before leaves the board; a mistake\'s mark goes with it, instant marks stay', async (t) => {
  const page = await open(t);
  await load(page, FISH);
  const hint = page.getByRole('button', { name: 'Hint', exact: true });
  const grade = () => page.evaluate(() => document.querySelector('sudoku-solver').hintGrade);
  const highlighted = async () => (await readBoard(page)).flatMap((c, i) => (/highlighted/.test(c.label) ? [i] : []));
  await hint.click();
  await hint.click();
  await waitForStatus(page, /The pattern is marked/);
  const step = engine.hint(FISH.replace(/0/g, '.'));
  assert.deepEqual(await highlighted().then((cells) => step.cells.filter((c) => !cells.includes(c))), [], 'the pattern marked');
  assert.equal(await page.getByRole('button', { name: 'Apply' }).isVisible(), true);
  await page.getByRole('button', { name: 'Steps', exact: true }).click();
  await waitForStatus(page, LISTED);
  assert.deepEqual(await highlighted(), [], 'no hint left on the board');
  assert.equal(await grade(), 0);
  assert.equal(await page.getByRole('button', { name: 'Apply' }).isVisible(), false, 'no Apply for a hint gone');
  // The next press of Hint is a new hint, its nudge.
  await hint.click();
  await waitForStatus(page, /Press Hint again to see the pattern/);
  assert.equal(await grade(), 1);

  // A mistake's mark goes with its hint; with instant marking on, the mark stays (it is the setting's).
  const solution = solutionOf(FISH);
  const cell = FISH.indexOf('0');
  const wrong = String((Number(solution[cell]) % 9) + 1);
  await page.getByRole('gridcell').nth(cell).click();
  await page.keyboard.press(wrong);
  const marked = async () => /contradicts the solution/.test((await readBoard(page))[cell].label);
  for (const instant of [false, true]) {
    if (instant) {
      await page.locator('sudoku-solver .ss-settings summary').click();
      await page.getByLabel('Mark wrong entries at once').check();
    }
    await hint.click();
    await waitForStatus(page, /Mistake/);
    assert.equal(await marked(), true, 'the mistake marked');
    await page.getByRole('button', { name: 'Steps', exact: true }).click();
    await waitForStatus(page, LISTED);
    if (instant) await page.getByRole('gridcell', { name: /contradicts the solution/ }).waitFor({ timeout: 5000 });
    assert.equal(await marked(), instant, instant ? 'the instant mark stays' : 'the mistake\'s mark gone with its hint');
  }
});

test('Steps runs in the worker: Cancel stops it and lists nothing', async (t) => {
  const page = await open(t);
  await load(page, EXTREME);
  // Both buttons pressed in one task, so that the search cannot finish in between.
  const busy = await page.evaluate(() => {
    const element = document.querySelector('sudoku-solver');
    const button = (name) => [...element.querySelectorAll('button')].find((b) => b.textContent === name);
    button('Steps').click();
    const shown = !element.querySelector('.ss-progress').hidden;
    button('Cancel').click();
    return shown;
  });
  assert.ok(busy, 'the progress and its Cancel show while Steps runs');
  await waitForStatus(page, /cancelled/);
  assert.equal(await page.getByRole('list').count(), 0, 'no list of steps');
  // The page still answers.
  await page.getByRole('button', { name: 'Steps', exact: true }).click();
  await waitForStatus(page, LISTED, 30000);
  assert.equal(await page.getByRole('list').getByRole('listitem').count(), engine.explain(EXTREME).steps.length);
});

test('中文: the hint, the steps and the help in Chinese; the help links from the hint', async (t) => {
  const page = await open(t);
  await load(page, FISH);
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  const english = await waitForStatus(page, /Hint: /);
  await page.getByLabel('Language').selectOption('zh');
  await page.getByRole('status').filter({ hasText: '提示' }).waitFor();
  const chinese = await statusText(page);
  assert.notEqual(chinese, english);
  assert.match(chinese, /[\u4e00-\u9fff]/);
  // About <technique> opens the help at its entry.
  await page.getByRole('button', { name: /^关于/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  assert.match(await dialog.textContent(), /[\u4e00-\u9fff]/);
  const focused = await page.evaluate(() => document.activeElement.closest('section')?.id ?? '');
  assert.ok(focused.endsWith(`technique-${techniqueAnchor(engine.hint(FISH).technique)}`), `the hint's entry has focus: ${focused}`);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: '步骤', exact: true }).click();
  await page.getByRole('status').filter({ hasText: '步骤已列出' }).waitFor();
  assert.equal(await page.locator('.ss-steps-title').textContent(), '逻辑解法');
  assert.match(await stepsSummary(page), new RegExp(`^共 ${engine.explain(FISH).steps.length} 步。$`));
});

test('axe: no serious violations with a hint, the steps and the help shown, light and dark', async (t) => {
  for (const colorScheme of ['light', 'dark']) {
    const page = await open(t, { ...LAPTOP, colorScheme });
    await load(page, FISH);
    await page.getByRole('button', { name: 'Steps', exact: true }).click();
    await waitForStatus(page, LISTED);
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await waitForStatus(page, /Hint: /);
    const problems = async () => {
      const { violations } = await new AxeBuilder({ page }).analyze();
      return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    };
    assert.deepEqual(await problems(), [], colorScheme);
    await page.getByRole('button', { name: 'Techniques', exact: true }).click();
    await page.getByRole('dialog').waitFor();
    assert.deepEqual(await problems(), [], `${colorScheme}, help open`);
  }
});

test('phone: Hint, Apply and Steps are reachable and clear of the board', async (t) => {
  const page = await open(t, PHONE);
  await load(page, EASY);
  const board = await page.locator('sudoku-solver canvas').boundingBox();
  const hint = page.getByRole('button', { name: 'Hint', exact: true });
  await hint.tap();
  await waitForStatus(page, /Hint: /);
  for (const name of ['Hint', 'Apply', 'Steps', 'Techniques']) {
    const button = page.getByRole('button', { name, exact: true });
    await button.scrollIntoViewIfNeeded();
    const box = await button.boundingBox();
    const boardNow = await page.locator('sudoku-solver canvas').boundingBox();
    assert.ok(box && box.width >= 40 && box.height >= 32, `${name} is big enough to tap: ${JSON.stringify(box)}`);
    const overlaps = box.x < boardNow.x + boardNow.width && boardNow.x < box.x + box.width && box.y < boardNow.y + boardNow.height && boardNow.y < box.y + box.height;
    assert.ok(!overlaps, `${name} does not overlap the board`);
    assert.ok(box.x >= 0 && box.x + box.width <= 390, `${name} fits the width`);
  }
  assert.ok(board.width > 300, 'the board keeps its size');
  await page.getByRole('button', { name: 'Apply', exact: true }).tap();
  await waitForStatus(page, /Applied: /);
  // A step tapped in the list, below the board: the board, the step's sentence and Next step
  // come into view together.
  await page.getByRole('button', { name: 'Steps', exact: true }).tap();
  await waitForStatus(page, LISTED);
  const item = page.getByRole('list').getByRole('listitem').nth(3).getByRole('button');
  await item.scrollIntoViewIfNeeded();
  await item.tap();
  await waitForStatus(page, /Step 4 of/);
  for (const [what, locator] of [
    ['board', page.locator('sudoku-solver .ss-board')],
    ['status', page.locator('.ss-status-main')],
    ['Next step', page.getByRole('button', { name: 'Next step' })],
  ]) {
    const box = await locator.boundingBox();
    assert.ok(box.y >= 0 && box.y + box.height <= PHONE.viewport.height, `${what} in view: ${JSON.stringify(box)}`);
  }
});

test('events are prefixed: sudoku-error for bad text, no bare error event', async (t) => {
  const page = await open(t);
  const events = await page.evaluate(async () => {
    const seen = [];
    for (const name of ['error', 'sudoku-error']) window.addEventListener(name, (e) => seen.push(e.type));
    const element = document.querySelector('sudoku-solver');
    element.puzzle = '12x';
    await element.solve();
    return seen;
  });
  assert.deepEqual(events, ['sudoku-error']);
});
