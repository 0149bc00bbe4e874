// The page in Chromium, as a person uses it. Run after `make build`.
// 1. The page must be ready to solve within 300 ms of navigation (issue 5). Serves the built app
//    on 127.0.0.1 and loads it with a share link. Timed inside the page, from navigation start to
//    the element's `ready` event (the engine loaded; the board and its buttons are built before
//    it), with the page left alone until then: the page says it is ready on its console, because
//    Playwright's polling and locators inject a 330 KB script whose compiling took the page's main
//    thread for 25-45 ms just as the page started (traced).
//    First visits: one running Chromium, a new incognito context for each visit (nothing cached,
//    no service worker), after one page not counted. Coming back: full loads in one profile once its service worker is
//    active. Also printed, not the goal: cold starts, a just-launched Chromium with a new profile
//    each time, where the browser's own start-up (profile databases, its first renderer) competes
//    for the two cores: the engine worker then takes ~100 ms to start instead of 12-15 ms.
//    Each visit then clicks Solve and checks the verdict; that time, Playwright's polling and
//    clicking included, is printed too.
// 2. Time from asking the page for the max target score to the answer drawn (the search runs in
//    the page's worker) for the slowest target fixtures, each answer checked against its
//    fixture: every input must be answered within 100 ms (issue 3).
import { readFileSync } from 'node:fs';
import { startServer, launch, launchBrowser } from '../tests/browser/harness.mjs';

const TARGET_FIXTURES = ['empty', 'g10_3', ...Array.from({ length: 10 }, (_, i) => `hard_${String(i + 1).padStart(2, '0')}`)];

const READY_MESSAGE = 'bench: sudoku-solver ready';
const PUZZLE = '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3';

/**
 * Loads `url` with the puzzle in `page` and appends to `times.ready` when the page was ready and
 * to `times.solved` when Solve had answered. A new page first starts its renderer on
 * about:blank, so that the visit times the app.
 */
async function timeVisit(page, url, times) {
  if (page.url() === 'about:blank') {
    await page.goto('about:blank');
    await page.addInitScript((message) => {
      const onReady = () => {
        window.readyAt = performance.now();
        console.log(message);
      };
      document.addEventListener('sudoku-ready', onReady, { capture: true, once: true });
    }, READY_MESSAGE);
  }
  const started = Date.now();
  const ready = page.waitForEvent('console', (message) => message.text() === READY_MESSAGE);
  await page.goto(`${url}#p=${PUZZLE}`, { waitUntil: 'commit' });
  await ready;
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await page.getByRole('status').filter({ hasText: 'Unique solution' }).waitFor();
  times.solved.push(Date.now() - started);
  times.ready.push(Math.round(await page.evaluate(() => window.readyAt)));
}

/** Times `count` visits, each in a fresh page from `open()` ({page, close}). */
async function timeFreshVisits(count, url, open) {
  const times = { ready: [], solved: [] };
  for (let visit = 0; visit < count; visit++) {
    const { page, close } = await open();
    try {
      await timeVisit(page, url, times);
    } finally {
      await close();
    }
  }
  return times;
}

const server = await startServer();
const running = await launchBrowser();
const incognitoPage = async () => {
  const context = await running.newContext();
  return { page: await context.newPage(), close: () => context.close() };
};
// Not counted: the browser's first page comes while it is still starting up (the cold starts
// below measure that).
await timeFreshVisits(1, server.url, incognitoPage);
const firstVisits = await timeFreshVisits(9, server.url, incognitoPage).finally(() => running.browser.close());
const coldStarts = await timeFreshVisits(5, server.url, launch);
const browser = await launch();
try {
  const returns = { ready: [], solved: [] };
  await timeVisit(browser.page, server.url, { ready: [], solved: [] });
  await browser.page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  for (let visit = 1; visit <= 5; visit++) {
    await timeVisit(browser.page, `${server.url}?visit=${visit}`, returns); // a new URL: a full load
  }
  const summary = (times) => {
    const sorted = [...times].sort((a, b) => a - b);
    return `median ${sorted[sorted.length >> 1]} ms (${times.join(', ')})`;
  };
  console.log(`navigation to ready to solve: first visit ${summary(firstVisits.ready)}; ` +
    `coming back ${summary(returns.ready)} (goal: within 300 ms); ` +
    `cold start of Chromium ${summary(coldStarts.ready)}`);
  console.log(`navigation to solved through Playwright's click: first visit ${summary(firstVisits.solved)}; ` +
    `coming back ${summary(returns.solved)}; cold start ${summary(coldStarts.solved)}`);

  const { page } = browser;
  const targetTimes = [];
  for (const name of TARGET_FIXTURES) {
    const fixture = new URL(`../tests/fixtures/target/${name}`, import.meta.url);
    const expected = readFileSync(new URL(`${fixture}.ans`), 'utf8').trim();
    await page.getByLabel('Puzzle', { exact: false }).first().fill(readFileSync(new URL(`${fixture}.in`), 'utf8'));
    // Timed inside the page (Playwright's own click and polling add tens of ms): from the
    // element's maxTargetScore() to its `solved` event, worker round trip and drawing included.
    const { ms, score } = await page.evaluate(async () => {
      const element = document.querySelector('sudoku-solver');
      const solved = new Promise((resolve) => element.addEventListener('sudoku-solved', resolve, { once: true }));
      const started = performance.now();
      element.maxTargetScore();
      const { detail } = await solved;
      await new Promise(requestAnimationFrame); // the board and status drawn
      return { ms: performance.now() - started, score: detail.score };
    });
    if (String(score) !== expected) throw new Error(`${name}: page says ${score}, fixture ${expected}`);
    await page.getByRole('status').filter({ hasText: `Max target score: ${expected}` }).waitFor();
    targetTimes.push([name, Math.round(ms)]);
  }
  const worst = targetTimes.reduce((a, b) => (b[1] > a[1] ? b : a));
  console.log(`max target score in the page: ${targetTimes.map(([name, ms]) => `${name} ${ms} ms`).join(', ')}; ` +
    `worst ${worst[0]} ${worst[1]} ms (goal: under 100 ms)`);

  // New puzzle: from the element's generate(level) to its resolved result (the worker's
  // generate and rate, the round trip and loading the board), ten puzzles per level.
  for (const level of ['easy', 'medium', 'hard', 'expert', 'extreme']) {
    const times = await page.evaluate(async (level) => {
      const element = document.querySelector('sudoku-solver');
      const times = [];
      for (let i = 0; i < 10; i++) {
        const started = performance.now();
        const made = await element.generate(level);
        if (made.level !== level) throw new Error(`asked for ${level}, got ${made.level}`);
        times.push(Math.round(performance.now() - started));
      }
      return times;
    }, level);
    console.log(`New puzzle (${level}) in the page: ${summary(times)}, worst ${Math.max(...times)} ms ` +
      `(goal: median under ${level === 'extreme' ? '2000' : '300'} ms)`);
  }
} finally {
  await browser.close();
  await server.stop();
}
