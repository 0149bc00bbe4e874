// Embedding (<sudoku-solver> on a plain page), accessibility (axe-core, keyboard only),
// English + 中文, and share links.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import { artifact, isValidCompletion, launch, startServer, targetScore } from './harness.mjs';

const EASY = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SAMPLE_LINE = '7..9....11....59.....2...8...5.2...3......648413........7..2.9.2.1.6.8.4.8.5.4.12';

let server;
before(async () => {
  server = await startServer();
});
after(() => server?.stop());

/** A fresh browser (own profile, given options) with CSP violations recorded. */
async function browserFor(t, options = {}) {
  const b = await launch({ serviceWorkers: 'block', ...options });
  await b.context.addInitScript(() => {
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  t.after(async () => {
    for (const page of b.context.pages()) {
      const csp = await page.evaluate(() => window.__csp).catch(() => []);
      assert.deepEqual(csp, [], `no CSP violations on ${page.url()}`);
    }
    await b.close();
    assert.deepEqual(b.errors, [], 'no uncaught page errors');
  });
  return b;
}

async function axeProblems(page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the embed example: two elements each solve their own puzzle', async (t) => {
  const { context, page } = await browserFor(t);
  await context.addInitScript(() => {
    window.__ready = [];
    document.addEventListener('sudoku-ready', (e) => window.__ready.push(e.target.id));
  });
  await page.goto(`${server.url}examples/embed.html`);
  // Each element says when its engine has loaded.
  await page.waitForFunction(() => ['first', 'second'].every((id) => window.__ready.includes(id)));
  const first = page.locator('#first');
  const second = page.locator('#second');
  await first.getByRole('button', { name: 'Solve' }).click();
  await second.getByRole('button', { name: /target score/i }).click();
  await first.getByRole('status').filter({ hasText: 'Unique solution' }).waitFor();
  await second.getByRole('status').filter({ hasText: 'Max target score: 2829' }).waitFor();
  const a = await first.getByLabel('Solution', { exact: true }).inputValue();
  const b = await second.getByLabel('Solution', { exact: true }).inputValue();
  assert.ok(isValidCompletion(EASY, a));
  assert.ok(isValidCompletion(SAMPLE_LINE, b));
  assert.equal(targetScore(b), 2829);
  // Events reach the host page.
  const events = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const el = document.querySelector('#first');
        el.addEventListener('sudoku-solved', (e) => resolve({ mode: e.detail.mode, status: e.detail.status }), { once: true });
        el.puzzle = '.'.repeat(80) + '1';
        el.solve();
      }),
  );
  assert.deepEqual(events, { mode: 'solve', status: 'multiple' });
  assert.deepEqual(await axeProblems(page), []);
  await page.screenshot({ path: artifact('embed.png'), fullPage: true });
});

test('axe: no serious or critical violations, light and dark, keyboard-only use', async (t) => {
  for (const colorScheme of ['light', 'dark']) {
    const { page } = await browserFor(t, { colorScheme });
    await page.goto(server.url);
    await page.getByRole('button', { name: 'Solve' }).waitFor();
    assert.deepEqual(await axeProblems(page), [], `${colorScheme}: empty page`);
    // Keyboard only: Tab to the puzzle field, type, Tab to Solve, Enter.
    await page.getByLabel('Puzzle').focus();
    await page.keyboard.type(EASY);
    await page.keyboard.press('Tab'); // hint text is not focusable: next is Solve
    assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Solve');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Unique solution' }).waitFor();
    await page.getByRole('gridcell').first().focus();
    await page.keyboard.press('ArrowRight');
    assert.equal(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), 'row 1, column 2, 3, given');
    assert.deepEqual(await axeProblems(page), [], `${colorScheme}: solved`);
    await page.screenshot({ path: artifact(`solved-${colorScheme}.png`) });
    await page.getByLabel('Puzzle').fill('1x');
    await page.getByRole('status').filter({ hasText: 'Invalid character' }).waitFor();
    assert.deepEqual(await axeProblems(page), [], `${colorScheme}: error`);
  }
});

test('中文: follows navigator.language, translated errors, the switch is remembered', async (t) => {
  const { page } = await browserFor(t, { locale: 'zh-CN' });
  await page.goto(server.url);
  await page.getByRole('button', { name: '求解' }).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-Hans');
  await page.getByLabel('题目').fill(EASY.slice(0, 5) + 'x' + EASY.slice(6));
  await page.getByRole('status').filter({ hasText: '第 1 行第 6 列处有无效字符“x”' }).waitFor();
  await page.getByLabel('题目').fill(EASY);
  await page.getByRole('button', { name: '求解' }).click();
  await page.getByRole('status').filter({ hasText: '唯一解' }).waitFor();
  await page.screenshot({ path: artifact('solved-zh.png') });
  await page.getByRole('combobox', { name: '语言' }).selectOption('en');
  await page.getByRole('button', { name: 'Solve' }).waitFor();
  assert.match(await page.getByRole('status').textContent(), /Unique solution/);
  await page.reload();
  await page.getByRole('button', { name: 'Solve' }).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
});

test('share links: the URL holds the puzzle and mode; malformed links show the error', async (t) => {
  const { page } = await browserFor(t);
  await page.goto(`${server.url}#p=${SAMPLE_LINE}&m=target`);
  assert.equal(await page.getByLabel('Puzzle').inputValue(), SAMPLE_LINE);
  assert.match(await page.getByRole('gridcell').nth(40).getAttribute('aria-label'), /weight 10/);
  await page.getByRole('button', { name: /target score/i }).click();
  await page.getByRole('status').filter({ hasText: 'Max target score: 2829' }).waitFor();
  // Editing updates the link.
  await page.getByLabel('Puzzle').fill(EASY);
  assert.equal(await page.evaluate(() => location.hash), `#p=${EASY}&m=target`);
  const link = await page.evaluate(() => location.href);
  const other = await page.context().newPage();
  await other.goto(link);
  assert.equal(await other.getByLabel('Puzzle').inputValue(), EASY);
  await other.goto(`${server.url}#p=12%3C3`);
  await other.getByRole('status').filter({ hasText: 'Invalid character “<” at row 1, column 3' }).waitFor();
  assert.equal(await other.locator('sudoku-solver img, sudoku-solver script').count(), 0, 'link text is never markup');
  // A link that arrives while the board changes (an answer comes before the hashchange) is opened.
  await other.goto(link);
  await other.getByRole('status').filter({ hasText: 'Max target score' }).waitFor();
  await other.evaluate(() => {
    location.hash = '#p=12%3C3';
    document.querySelector('sudoku-solver').mode = 'solve';
  });
  await other.getByRole('status').filter({ hasText: 'Invalid character “<” at row 1, column 3' }).waitFor({ timeout: 5000 });
});
