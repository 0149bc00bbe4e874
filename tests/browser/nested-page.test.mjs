// The page on the hardest puzzles (issue 30): Steps lists each step as the worker finds it, with
// what it is doing and for how long, finishes, and every step can be chosen and drawn; Cancel
// stops it at once and keeps the steps found; a Hint whose step needs a long search says so and
// searches on in the worker; a nested forcing chain's inner chains open one at a time, each drawn
// alone with its sentence. On a phone with touch and a laptop, in English and 中文. Every step the
// page shows is the engine's (pkg/ loaded in Node) and is checked as a proof against the solution.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import { LAPTOP, PHONE, ROOT, appPages, artifact, tapCell } from './harness.mjs';
import { innerChainName, stepText, techniqueName } from '../../www/text/step-text.js';

const pkgDir = new URL('pkg/', `file://${ROOT}/`);
const engine = await import(new URL('sudoku_engine.js', pkgDir));
await engine.default({ module_or_path: readFileSync(new URL('sudoku_engine_bg.wasm', pkgDir)) });

// Easter Monster (SE 11.6): nested forcing chains for its first steps, seconds a step in wasm.
const EASTER_MONSTER = '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1';
// The forum's hardest list's first puzzle (the page's "Hardest known" example, SE 10.3): its
// second step is a nested forcing chain resting on two inner chains.
const NESTED = '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3';
// forum_hardest_1106, line 11: its very first step is a nested forcing chain.
const BEYOND = '........6..5..18...9...8.7....8.2.....3.1.2..4..5.3....6.....9...83..1..7.......4';

const solutionOf = (puzzle) => engine.solve(puzzle).solution;

/** A step is a proof: it places the solution's digits and never removes one. */
function assertProof(step, solution) {
  for (const [cell, digit] of step.placements) assert.equal(digit, Number(solution[cell]), `${step.technique} places the solution's digit in ${cell}`);
  for (const [cell, digit] of step.eliminations) assert.notEqual(digit, Number(solution[cell]), `${step.technique} keeps the solution's digit in ${cell}`);
  assert.ok(step.placements.length + step.eliminations.length > 0, `${step.technique} does something`);
}

/** The words the tests look for, in each language. */
const WORDS = {
  en: {
    steps: 'Steps',
    cancel: 'Cancel',
    hint: 'Hint',
    next: 'Next step',
    whole: 'Show the whole step',
    looking: /Looking for step (\d+)… (\d+) s/,
    rating: /steps? found; rating the puzzle… \d+ s/,
    done: /The steps are listed/,
    cancelled: /Search cancelled/,
    kept: /found before the search was cancelled/,
    stepShown: (i, n) => `Step ${i} of ${n}`,
    firstStep: /Step 1 of \d+/,
    puzzle: 'Puzzle',
    solve: 'Solve',
    language: 'Language',
    longSearch: /needs a long search \(nested forcing chains\)/,
    searching: /Searching… \d+ s/,
    hinted: /Hint: Nested Forcing Chain/,
    inner: (n) => `rests on ${n} inner chains`,
    innerShown: (i, n) => `Inner chain ${i} of ${n}, on the board the outer chain’s assumption leaves`,
  },
  zh: {
    steps: '步骤',
    cancel: '取消',
    hint: '提示',
    next: '下一步',
    whole: '显示整步',
    looking: /正在寻找第 (\d+) 步… (\d+) 秒/,
    rating: /已找到 \d+ 步，正在评定难度… \d+ 秒/,
    done: /步骤已列出/,
    cancelled: /搜索已取消/,
    kept: /搜索取消前已找到/,
    stepShown: (i, n) => `第 ${i} 步（共 ${n} 步）`,
    firstStep: /第 1 步（共 \d+ 步）/,
    puzzle: '题目',
    solve: '求解',
    language: '语言',
    longSearch: /下一步需要较长的搜索（嵌套强制链）/,
    searching: /正在搜索… \d+ 秒/,
    hinted: /提示：嵌套强制链/,
    inner: (n) => `这一步依靠 ${n} 条内层链`,
    innerShown: (i, n) => `内层链 ${i}（共 ${n} 条），在外层链的假设留下的盘面上`,
  },
};

const pages = appPages();

/** The page in `lang` on `size`, `puzzle` loaded through the Puzzle field. */
async function openWith(t, size, lang, puzzle, context) {
  const page = await pages.open(t, size, { context });
  if (lang === 'zh') await page.getByLabel('Language').selectOption('zh');
  await page.getByLabel(WORDS[lang].puzzle).fill(puzzle);
  await page.getByRole('status').filter({ hasText: lang === 'zh' ? /已知数/ : /givens/ }).waitFor();
  return page;
}

/** Presses (taps on a phone) the button named `name`. */
async function press(page, size, name) {
  const button = page.getByRole('button', { name, exact: true });
  if (size === PHONE) {
    await button.scrollIntoViewIfNeeded();
    await button.tap();
  } else {
    await button.click();
  }
}

const statusText = (page) => page.getByRole('status').textContent();
const progressText = (page) => page.locator('.ss-progress-text').textContent();
const items = (page) => page.locator('.ss-steps-list > li');

/** The accessible grid's cell names. */
const cellLabels = (page) => page.getByRole('gridcell').evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label')));

/** The candidates the accessible grid (in English) names as to be removed, as "cell:digit". */
function removals(labels) {
  const marked = new Set();
  labels.forEach((label, cell) => {
    const remove = / remove ([\d ]+)/.exec(label);
    if (remove) for (const digit of remove[1].trim().split(' ')) marked.add(`${cell}:${digit}`);
  });
  return marked;
}

let easterMonster = null;
/** Easter Monster's explain in Node, once (seconds in wasm). */
function easterMonsterSteps() {
  easterMonster ??= engine.explain(EASTER_MONSTER);
  return easterMonster;
}

const SIZES = [
  ['laptop', LAPTOP],
  ['phone', PHONE],
];

for (const [sizeName, size] of SIZES) {
  for (const lang of ['en', 'zh']) {
    const w = WORDS[lang];

    test(`Steps on Easter Monster lists each step as it is found, finishes, and every step is drawn (${sizeName}, ${lang})`, async (t) => {
      const explained = easterMonsterSteps();
      assert.ok(explained.solved && explained.status === 'unique', 'the engine explains it to the end');
      const solution = solutionOf(EASTER_MONSTER);
      const page = await openWith(t, size, lang, EASTER_MONSTER);
      await press(page, size, w.steps);
      // While it searches: the step looked for and the time, and a list that grows.
      await page.locator('.ss-progress-text').filter({ hasText: w.looking }).waitFor({ timeout: 30000 });
      await items(page).first().waitFor({ timeout: 60000 });
      const early = await items(page).count();
      const earlyProgress = await progressText(page);
      assert.match(await statusText(page), lang === 'zh' ? /正在推算步骤/ : /Working out the steps/);
      await page.waitForFunction((n) => document.querySelectorAll('.ss-steps-list > li').length > n, early, { timeout: 60000 });
      assert.ok(!(await page.locator('.ss-progress').isHidden()), 'still searching while the list grows');
      const found = Number(w.looking.exec(earlyProgress)?.[1]);
      assert.ok(found >= early + 1, `the progress names the next step (${earlyProgress}, ${early} listed)`);
      await page.screenshot({ path: artifact(`nested-steps-searching-${sizeName}-${lang}.png`) });
      // A step can be chosen while the search goes on.
      await items(page).first().getByRole('button').click();
      await page.getByRole('status').filter({ hasText: w.firstStep }).waitFor();
      // Then the rating, then the end.
      await page.locator('.ss-progress-text').filter({ hasText: w.rating }).waitFor({ timeout: 180000 });
      await page.locator('.ss-progress').waitFor({ state: 'hidden', timeout: 180000 });
      // The page's steps are the engine's explain, step for step, each a proof; its rating too.
      const listed = await items(page).allTextContents();
      assert.equal(listed.length, explained.steps.length, 'every step listed');
      for (const [i, step] of explained.steps.entries()) {
        assertProof(step, solution);
        assert.ok(listed[i].includes(techniqueName(step.technique, lang)) && listed[i].includes(stepText(step, lang)), `item ${i + 1} is the engine's step: ${listed[i]}`);
      }
      const rating = explained.rating.toFixed(1);
      assert.ok((await statusText(page)).includes(rating), `the rating ${rating} is shown`);
      // Every step can be chosen and is drawn: Next walks the list from the first.
      await page.getByLabel(w.language).selectOption('en'); // the grid's cell names are read in English
      await items(page).first().getByRole('button').click();
      const every = sizeName === 'laptop' && lang === 'en';
      const n = explained.steps.length;
      const checked = every ? explained.steps.map((_, i) => i) : [0, 1, n - 1];
      for (const index of checked) {
        if (index > 0) {
          if (every) await page.getByRole('button', { name: 'Next step', exact: true }).click();
          else await items(page).nth(index).getByRole('button').click();
        }
        await page.getByRole('status').filter({ hasText: `Step ${index + 1} of ${n}:` }).waitFor();
        const step = explained.steps[index];
        const labels = await cellLabels(page);
        for (const cell of step.cells ?? []) assert.match(labels[cell], /highlighted/, `step ${index + 1}: r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1} marked`);
        const marked = removals(labels);
        for (const [cell, digit] of step.eliminations) assert.ok(marked.has(`${cell}:${digit}`), `step ${index + 1} shows ${digit} removed from cell ${cell}`);
        for (const [cell, digit] of step.placements) assert.match(labels[cell], new RegExp(`place ${digit}`), `step ${index + 1} shows ${digit} placed`);
      }
      await page.screenshot({ path: artifact(`nested-steps-done-${sizeName}-${lang}.png`) });
    });

    test(`Cancel stops Steps on Easter Monster at once and keeps the steps found (${sizeName}, ${lang})`, async (t) => {
      const page = await openWith(t, size, lang, EASTER_MONSTER);
      await press(page, size, w.steps);
      await items(page).nth(1).waitFor({ timeout: 60000 });
      const before = await items(page).count();
      const started = Date.now();
      await press(page, size, w.cancel);
      await page.getByRole('status').filter({ hasText: w.cancelled }).waitFor({ timeout: 2000 });
      const ms = Date.now() - started;
      assert.ok(ms < 2000, `cancelled in ${ms} ms`);
      assert.ok(await page.locator('.ss-progress').isHidden(), 'no progress after Cancel');
      const kept = await items(page).count();
      assert.ok(kept >= before, `the ${kept} steps found stay listed`);
      assert.match(await page.locator('.ss-steps-summary').textContent(), w.kept);
      const solution = solutionOf(EASTER_MONSTER);
      const explained = easterMonsterSteps();
      // The steps kept are the engine's first ones, and can be chosen.
      await items(page).nth(kept - 1).getByRole('button').click();
      await page.getByRole('status').filter({ hasText: w.stepShown(kept, kept) }).waitFor();
      for (const step of explained.steps.slice(0, kept)) assertProof(step, solution);
      // The worker was stopped and a fresh one answers: Solve at once.
      await press(page, size, w.solve);
      await page.waitForFunction((s) => document.querySelector('sudoku-solver').solution === s, solution, { timeout: 10000 });
      await page.screenshot({ path: artifact(`nested-steps-cancelled-${sizeName}-${lang}.png`) });
    });

    test(`a nested forcing chain's inner chains open one at a time, each drawn alone with its sentence (${sizeName}, ${lang})`, async (t) => {
      const explained = engine.explain(NESTED);
      const index = explained.steps.findIndex((s) => s.nested?.length);
      assert.ok(index >= 0, 'a nested forcing chain among the steps');
      const step = explained.steps[index];
      const page = await openWith(t, size, lang, NESTED);
      await press(page, size, w.steps);
      await page.getByRole('status').filter({ hasText: w.done }).waitFor({ timeout: 60000 });
      await items(page).nth(index).getByRole('button').click();
      const disclosure = page.locator('.ss-nested summary');
      await disclosure.waitFor();
      assert.ok((await disclosure.textContent()).includes(w.inner(step.nested.length)));
      // The outer chain is drawn: its eliminations, none of the inner chains' own.
      // (The grid's cell names are read in English.)
      const outer = lang === 'en' ? removals(await cellLabels(page)) : null;
      for (const [cell, digit] of lang === 'en' ? step.eliminations : []) assert.ok(outer.has(`${cell}:${digit}`), `${digit} removed from cell ${cell}`);
      // By keyboard: the disclosure, then each inner chain's button.
      await disclosure.focus();
      await page.keyboard.press('Enter');
      const chains = page.locator('.ss-nested-chain');
      assert.equal(await chains.count(), step.nested.length, 'one button per inner chain');
      for (const [i, inner] of step.nested.entries()) {
        // An inner chain holds on the board the outer chain's assumption leaves, not on the
        // puzzle's: what it proves is the candidate it is listed by.
        assert.deepEqual(inner.step.eliminations, [inner.candidate]);
        const button = chains.nth(i);
        assert.ok((await button.textContent()).includes(innerChainName(inner, lang)), 'named by the candidate it rests on');
        assert.ok((await button.textContent()).includes(techniqueName(inner.step.technique, lang)));
        await button.focus();
        await page.keyboard.press('Enter');
        assert.equal(await button.getAttribute('aria-pressed'), 'true');
        const sentence = await page.locator('.ss-nested-text').textContent();
        assert.ok(sentence.includes(w.innerShown(i + 1, step.nested.length)), sentence);
        assert.ok(sentence.includes(stepText(inner.step, lang)), `its own sentence: ${sentence}`);
        // Drawn alone: the inner chain's eliminations, not the outer step's.
        if (lang === 'en') {
          const alone = removals(await cellLabels(page));
          assert.deepEqual([...alone].sort(), inner.step.eliminations.map(([c, d]) => `${c}:${d}`).sort(), 'only the inner chain is marked');
        }
        await page.screenshot({ path: artifact(`nested-inner-${i + 1}-${sizeName}-${lang}.png`) });
      }
      const { violations } = await new AxeBuilder({ page }).include('sudoku-solver').analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      assert.deepEqual(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), [], 'axe: an inner chain open');
      // Back to the whole step: the outer chain again, focus on the chain that was open.
      await press(page, size, w.whole);
      assert.equal(await chains.last().getAttribute('aria-pressed'), 'false');
      assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('ss-nested-chain')), true, 'focus stays among the chains');
      if (lang === 'en') assert.deepEqual(removals(await cellLabels(page)), outer, 'the outer chain again');
      // Next step: a step without inner chains hides the list.
      await press(page, size, w.next);
      if (!explained.steps[index + 1].nested) assert.ok(await page.locator('.ss-nested-chains').isHidden());
    });

    test(`a Hint whose step needs a long search says so, searches on in the worker and ends in the step (${sizeName}, ${lang})`, async (t) => {
      const first = engine.hint(BEYOND);
      assert.equal(first.technique, 'Nested Forcing Chain');
      const context = await pages.newContext(size);
      await beyondForNested(context);
      const page = await openWith(t, size, lang, BEYOND, context);
      await page.evaluate(() => {
        window.__steps = [];
        document.querySelector('sudoku-solver').addEventListener('sudoku-step', (e) => window.__steps.push(e.detail));
      });
      await press(page, size, w.hint);
      const searching = await whileLongSearch(page, w.longSearch, { cancel: false });
      assert.ok(searching.progress, 'the progress and its Cancel show');
      assert.match(searching.text, w.searching);
      await page.screenshot({ path: artifact(`nested-hint-searching-${sizeName}-${lang}.png`) });
      await page.getByRole('status').filter({ hasText: w.hinted }).waitFor({ timeout: 120000 });
      const shown = await page.evaluate(() => document.querySelector('sudoku-solver').hintGrade);
      assert.equal(shown, 1, 'a nudge first, as every hint');
      // The pattern shows the step and its inner chains.
      await press(page, size, w.hint);
      await page.locator('.ss-nested summary').waitFor();
      assert.ok((await page.locator('.ss-nested summary').textContent()).includes(w.inner(first.nested.length)));
      const steps = await page.evaluate(() => window.__steps);
      assert.equal(steps.length, 1);
      assert.deepEqual(steps[0], first, "the engine's step");
      assertProof(steps[0], solutionOf(BEYOND));
      // Cancel (pressed as soon as the long search shows) stops it at once.
      await page.evaluate(() => void document.querySelector('sudoku-solver').hint());
      const cancelled = await whileLongSearch(page, w.longSearch, { cancel: true });
      assert.ok(cancelled.progress);
      await page.getByRole('status').filter({ hasText: w.cancelled }).waitFor({ timeout: 1000 });
      assert.ok(await page.locator('.ss-progress').isHidden());
      await tapCell(page, 0); // the page answers
    });
  }
}

/**
 * Waits in the page (no round trip to the test in between) for the status to say `pattern`, then
 * at once presses Cancel if `cancel`; resolves whether the progress (with Cancel) showed then and
 * its text. Fails after 60 s.
 */
function whileLongSearch(page, pattern, { cancel }) {
  return page.evaluate(
    ([source, flags, cancel]) =>
      new Promise((resolve, reject) => {
        const element = document.querySelector('sudoku-solver');
        const wanted = new RegExp(source, flags);
        const timeout = setTimeout(() => reject(new Error(`the status never said ${wanted}`)), 60000);
        const poll = setInterval(() => {
          if (!wanted.test(element.querySelector('[role=status]').textContent)) return;
          clearInterval(poll);
          clearTimeout(timeout);
          const seen = { progress: !element.querySelector('.ss-progress').hidden, text: element.querySelector('.ss-progress-text').textContent };
          if (cancel) element.querySelector('.ss-cancel').click();
          resolve(seen);
        }, 5);
      }),
    [pattern.source, pattern.flags, cancel],
  );
}

/**
 * Makes the engine in `context` answer a hint the way an engine that bounds a hint's search does
 * when the next step needs nested forcing chains: `stuck: "beyond"` instead of the step (the
 * real engine's answer when it does so already). The worker itself is not changed: its URL is
 * answered with a module that wraps its replies, then imports it.
 */
async function beyondForNested(context) {
  const probe = engine.hintReport({ givens: BEYOND, entries: '.'.repeat(81) });
  if (probe.stuck === 'beyond') return;
  const hook = `
    const post = self.postMessage.bind(self);
    self.postMessage = (message, ...rest) => {
      const r = message?.type === 'result' ? message.result : null;
      if (r && 'stuck' in r && r.step && r.step.technique?.startsWith('Nested')) message = { ...message, result: { ...r, step: null, stuck: 'beyond' } };
      return post(message, ...rest);
    };`;
  await context.route(/\/dist\/engine\/beyond-hook\.js$/, (route) => route.fulfill({ contentType: 'text/javascript', body: hook }));
  await context.route(/\/dist\/engine\/worker\.js$/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: "import './beyond-hook.js';\nimport './worker.js?real';\n" }),
  );
}
