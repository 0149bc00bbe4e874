// A forcing chain a learner can follow (issue 32): a Cell Forcing Chain hint on a real puzzle of
// the rated sample (SE 8.4) shows its N branches in N distinct colours, numbered, each with its
// own sentence; Next link / Previous link (and the arrow keys) walk the chain one link at a time,
// the board drawing the links so far. On a phone with touch and a laptop, in English and 中文,
// light and dark. Screenshots go to test-artifacts/.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import { LAPTOP, PHONE, ROOT, appPages, artifact, waitForStatus } from './harness.mjs';
import { pencilPosition } from './chain-position.mjs';
import { strings } from '../../www/text/i18n.js';
import { chainBranches, walkOrder } from '../../www/model/chain-walk.js';
import { branchSentence, linkSentence, walkLabels } from '../../www/text/branch-text.js';

const pkgDir = new URL('pkg/', `file://${ROOT}/`);
const engine = await import(new URL('sudoku_engine.js', pkgDir));
await engine.default({ module_or_path: readFileSync(new URL('sudoku_engine_bg.wasm', pkgDir)) });

/** The first puzzle of the committed rated sample rated 8.2 to 8.5 whose solution takes a Cell Forcing Chain. */
function cellForcingPuzzle() {
  const lines = readFileSync(`${ROOT}/tests/fixtures/rated/se_rated_sample.txt`, 'utf8').split('\n');
  for (const line of lines) {
    const [puzzle, rating] = line.split(' ');
    if (line.startsWith('#') || !(Number(rating) >= 8.2 && Number(rating) <= 8.5)) continue;
    if (engine.explain(puzzle).steps.some((s) => s.technique === 'Cell Forcing Chain')) return puzzle;
  }
  throw new Error('no Cell Forcing Chain in the rated sample at 8.2-8.5');
}

const PUZZLE = cellForcingPuzzle();
const { text: POSITION, step: STEP } = pencilPosition(engine, PUZZLE, 'Cell Forcing Chain');
const BRANCHES = chainBranches(STEP);
const ORDER = walkOrder(BRANCHES);

const pages = appPages();
const press = (page, device, locator) => (device === PHONE ? locator.tap() : locator.click());

/** How many canvas pixels have each branch's colour exactly (its colours resolved from the canvas's CSS). */
const branchPixels = (page, count) =>
  page.locator('sudoku-solver canvas').evaluate((canvas, n) => {
    const style = getComputedStyle(canvas);
    const probe = document.createElement('canvas').getContext('2d');
    const rgb = Array.from({ length: n }, (_, i) => {
      probe.fillStyle = style.getPropertyValue(`--sudoku-branch-${i + 1}`).trim();
      probe.fillRect(0, 0, 1, 1);
      return [...probe.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    });
    const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    const counts = new Array(n).fill(0);
    for (let i = 0; i < data.length; i += 4) {
      const at = rgb.findIndex(([r, g, b]) => data[i] === r && data[i + 1] === g && data[i + 2] === b);
      if (at >= 0) counts[at] += 1;
    }
    return { counts, rgb: rgb.map((c) => c.join(',')) };
  }, count);

/** The board's pixels after its next drawn frame. */
const drawn = async (page, count) => {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return branchPixels(page, count);
};

test('the position before the step asks the engine for that very Cell Forcing Chain', () => {
  const hint = engine.hint(POSITION);
  assert.equal(hint.technique, 'Cell Forcing Chain');
  assert.deepEqual(hint.branches, STEP.branches);
  assert.ok(BRANCHES.length >= 2, 'two branches or more');
  assert.ok(ORDER.length > BRANCHES.length, 'a branch of several links to walk');
  // Each branch starts at a candidate of the step's cell and ends at its conclusion.
  const [cell] = BRANCHES[0].premise.candidate;
  const [[end, digit]] = STEP.eliminations;
  for (const b of BRANCHES) {
    assert.equal(b.premise.candidate[0], cell);
    assert.deepEqual([b.end.candidate, b.end.on], [[end, digit], false]);
  }
});

for (const [deviceName, device] of [['laptop', LAPTOP], ['phone', PHONE]]) {
  for (const lang of ['en', 'zh']) {
    test(`${deviceName}, ${lang}: the branches in their own colours and sentences; Next link / Previous link walk the chain`, async (t) => {
      const s = strings(lang);
      const labels = walkLabels(lang);
      for (const colorScheme of ['light', 'dark']) {
        const page = await pages.open(t, { ...device, colorScheme });
        if (lang === 'zh') await page.getByLabel('Language').selectOption('zh');
        await page.getByLabel(s.puzzleLabel, { exact: true }).fill(POSITION);
        const hint = page.getByRole('button', { name: s.hint, exact: true });
        const panel = page.getByRole('region', { name: labels.branches });
        // The nudge says where to look: no branches yet.
        await press(page, device, hint);
        await waitForStatus(page, s.hintNudgeMore);
        assert.equal(await panel.isVisible(), false, 'no branches at the nudge');
        // The pattern: one item per branch, its sentence, its numbered swatch in its own colour.
        await press(page, device, hint);
        await waitForStatus(page, s.hintPatternMore);
        await panel.waitFor();
        const items = panel.getByRole('listitem');
        assert.equal(await items.count(), BRANCHES.length);
        const expected = BRANCHES.map((b, i) => branchSentence(b, i + 1, lang));
        assert.deepEqual(await items.evaluateAll((els) => els.map((el) => el.lastChild.textContent)), expected);
        const swatches = await items.evaluateAll((els) => els.map((el) => [el.firstChild.textContent, getComputedStyle(el.firstChild).backgroundColor]));
        assert.deepEqual(swatches.map(([n]) => n), BRANCHES.map((_, i) => String(i + 1)), 'numbered, not by colour alone');
        assert.equal(new Set(swatches.map(([, c]) => c)).size, BRANCHES.length, `distinct swatch colours: ${swatches}`);
        // The board draws every branch, each in its colour.
        let board = await drawn(page, BRANCHES.length);
        assert.equal(new Set(board.rgb).size, BRANCHES.length, 'distinct board colours');
        assert.ok(board.counts.every((n) => n > 0), `every branch drawn: ${board.counts}`);
        const where = panel.locator('.ss-chain-where');
        assert.equal(await where.textContent(), labels.whole(ORDER.length));
        const { violations } = await new AxeBuilder({ page }).include('sudoku-solver').analyze();
        const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' '))}`);
        assert.deepEqual(serious, [], `${colorScheme}: axe`);
        await page.screenshot({ path: artifact(`chain-walk-${deviceName}-${lang}-${colorScheme}-branches.png`) });
        // Next link: the first link alone, then one more per press, into the next branches.
        const next = panel.getByRole('button', { name: labels.next });
        const previous = panel.getByRole('button', { name: labels.previous });
        const at = (k) => labels.at(k, ORDER.length, ORDER[k - 1].branch + 1, linkSentence(ORDER[k - 1].link, lang));
        await press(page, device, next);
        assert.equal(await where.textContent(), at(1));
        board = await drawn(page, BRANCHES.length);
        assert.ok(board.counts[0] > 0 && board.counts.slice(1).every((n) => n === 0), `the first link only: ${board.counts}`);
        const firstOfLast = ORDER.findIndex((o) => o.branch === BRANCHES.length - 1) + 1;
        for (let k = 2; k <= firstOfLast; k++) await press(page, device, next);
        assert.equal(await where.textContent(), at(firstOfLast));
        assert.equal(await panel.locator('[aria-current]').getAttribute('data-branch'), String(BRANCHES.length));
        board = await drawn(page, BRANCHES.length);
        assert.ok(board.counts.every((n) => n > 0), `every branch reached: ${board.counts}`);
        await page.screenshot({ path: artifact(`chain-walk-${deviceName}-${lang}-${colorScheme}-link-${firstOfLast}.png`) });
        // Previous link goes back: the last branch leaves the board.
        await press(page, device, previous);
        assert.equal(await where.textContent(), at(firstOfLast - 1));
        board = await drawn(page, BRANCHES.length);
        assert.equal(board.counts[BRANCHES.length - 1], 0, `the last branch gone again: ${board.counts}`);
        // The keyboard: → and ← on the panel's buttons.
        await next.focus();
        await page.keyboard.press('ArrowRight');
        assert.equal(await where.textContent(), at(firstOfLast));
        await page.keyboard.press('ArrowLeft');
        await page.keyboard.press('ArrowLeft');
        assert.equal(await where.textContent(), at(firstOfLast - 2));
        // The move keeps the walk; Apply applies the step and the branches go.
        await press(page, device, hint);
        await waitForStatus(page, s.hintAgain);
        assert.equal(await where.textContent(), at(firstOfLast - 2));
        await press(page, device, hint);
        await waitForStatus(page, /Applied|已应用/);
        assert.equal(await panel.isVisible(), false, 'no branches once applied');
      }
    });
  }
}

/** Keeps the board canvas's pixels, for `addedPixels`. */
const stash = (page) =>
  page.locator('sudoku-solver canvas').evaluate((canvas) => {
    window.stashedBoard = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
  });

/** How many canvas pixels have the first branch's colour now and did not at `stash`, and the area of a link number's disc (step-drawing.js). */
const addedPixels = (page) =>
  page.locator('sudoku-solver canvas').evaluate((canvas) => {
    const probe = document.createElement('canvas').getContext('2d');
    probe.fillStyle = getComputedStyle(canvas).getPropertyValue('--sudoku-branch-1').trim();
    probe.fillRect(0, 0, 1, 1);
    const [r, g, b] = probe.getImageData(0, 0, 1, 1).data;
    const is = (data, i) => data[i] === r && data[i + 1] === g && data[i + 2] === b;
    const now = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    let added = 0;
    for (let i = 0; i < now.length; i += 4) if (is(now, i) && !is(window.stashedBoard, i)) added += 1;
    const cell = canvas.width / 9;
    return { added, disc: Math.PI * Math.max(7, cell * 0.16) ** 2 };
  });

/** The first puzzle of the committed rated sample whose solution takes a Nishio Forcing Chain (a contradiction). */
function nishioPuzzle() {
  const lines = readFileSync(`${ROOT}/tests/fixtures/rated/se_rated_sample.txt`, 'utf8').split('\n');
  for (const line of lines) {
    const [puzzle] = line.split(' ');
    if (line.startsWith('#') || !puzzle) continue;
    if (engine.explain(puzzle).steps.some((s) => s.technique === 'Nishio Forcing Chain')) return puzzle;
  }
  throw new Error('no Nishio Forcing Chain in the rated sample');
}

test('laptop: a contradiction walks to its closing link, said and drawn (en, 中文)', async (t) => {
  const { text, step } = pencilPosition(engine, nishioPuzzle(), 'Nishio Forcing Chain');
  assert.deepEqual(engine.hint(text).branches, step.branches);
  const branches = chainBranches(step);
  const order = walkOrder(branches);
  assert.ok(branches.every((b) => b.contradiction && b.links.at(-1).contradiction), 'both branches close the contradiction');
  // The first branch's closing link: from the candidate both branches reach, in another cell (X-links).
  const closing = branches[0].links.length;
  assert.notEqual(order[closing - 1].link.from[0][0], order[closing - 1].link.to[0][0]);
  for (const lang of ['en', 'zh']) {
    const s = strings(lang);
    const labels = walkLabels(lang);
    const page = await pages.open(t, { ...LAPTOP, colorScheme: 'light' });
    if (lang === 'zh') await page.getByLabel('Language').selectOption('zh');
    await page.getByLabel(s.puzzleLabel, { exact: true }).fill(text);
    const hint = page.getByRole('button', { name: s.hint, exact: true });
    await hint.click();
    await waitForStatus(page, s.hintNudgeMore);
    await hint.click();
    await waitForStatus(page, s.hintPatternMore);
    const panel = page.getByRole('region', { name: labels.branches });
    await panel.waitFor();
    const items = panel.getByRole('listitem');
    assert.deepEqual(
      await items.evaluateAll((els) => els.map((el) => el.lastChild.textContent)),
      branches.map((b, i) => branchSentence(b, i + 1, lang)),
    );
    assert.match(await items.first().textContent(), lang === 'zh' ? /矛盾/ : /a contradiction/);
    const next = panel.getByRole('button', { name: labels.next });
    const where = panel.locator('.ss-chain-where');
    for (let k = 1; k < closing; k++) await next.click();
    await drawn(page, 1);
    await stash(page);
    await next.click();
    const said = labels.at(closing, order.length, 1, linkSentence(order[closing - 1].link, lang));
    assert.equal(await where.textContent(), said);
    assert.match(said, lang === 'zh' ? /不能既是\d又不是\d/ : /cannot be both \d and not \d/);
    await drawn(page, 1);
    await page.screenshot({ path: artifact(`chain-walk-laptop-${lang}-contradiction-link-${closing}.png`) });
    await page.locator('sudoku-solver canvas').screenshot({ path: artifact(`chain-walk-laptop-${lang}-contradiction-link-${closing}-board.png`) });
    // The closing link adds its dotted arrow in the first branch's colour: more new pixels of
    // that colour than its number's disc, which moves there from the link before, alone has.
    const { added, disc } = await addedPixels(page);
    assert.ok(added > 2 * disc, `the closing link drawn: ${added} new pixels, the number's disc ${disc}`);
  }
});
