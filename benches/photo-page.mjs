// The Photo flow in Chromium at phone size (390x844, touch), as a person on a first visit uses it.
// Run after `make build`.
// 1. The first load's bytes: every request of the page and its worker from navigation until the
//    page is ready and the logical solver's part (pkg/logic/) has loaded in the background, with
//    no service worker: the bytes served (the server sends them uncompressed) and the same files
//    gzipped. The photo reader (pkg/vision/) must not be among them.
// 2. From choosing a photo (the Photo input's `change` event) to its givens on the board (the
//    status asking to check them), timed inside the page: the first photo of a visit (the photo
//    reader's wasm fetched and compiled first) and the next ones; the goal is 2 s. Each reading is
//    checked against the fixture's givens (tests/fixtures/vision/truth.txt).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { PHONE, ROOT, launchBrowser, startServer } from '../tests/browser/harness.mjs';
import { strings } from '../www/text/i18n.js';

const EN = strings('en');
const FIXTURES = `${ROOT}/tests/fixtures/vision/`;
const TRUTH = new Map(
  readFileSync(`${FIXTURES}truth.txt`, 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(' ').slice(0, 2)),
);
const PHOTOS = ['image100.jpg', 'image1.jpg', 'image1000-600x800.jpg', 'screenshot.png'];
const VISITS = 5;

/** In the page: the time of each Photo `change` and of each status that asks to check the givens. */
function recordPhotoTimes(checkText) {
  window.__photoTimes = [];
  document.addEventListener(
    'change',
    (e) => {
      if (e.target instanceof HTMLInputElement && e.target.type === 'file') window.__photoTimes.push({ chosen: performance.now() });
    },
    true,
  );
  new MutationObserver(() => {
    const last = window.__photoTimes.at(-1);
    const status = document.querySelector('sudoku-solver [role=status]');
    if (last && last.onBoard === undefined && status?.textContent.includes(checkText)) last.onBoard = performance.now();
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

const server = await startServer();
const { browser, newContext } = await launchBrowser();
const gzippedSize = (urlPath) => gzipSync(readFileSync(`${ROOT}${urlPath}`), { level: 9 }).length;

try {
  const loads = [];
  const firstPhoto = [];
  const nextPhotos = [];
  let visionBytes = null;
  for (let visit = 0; visit < VISITS; visit++) {
    const context = await newContext({ ...PHONE, serviceWorkers: 'block' });
    const files = new Map(); // path -> bytes served
    const finished = (request) =>
      request.response().then(async (response) => {
        if (!response) return;
        const path = new URL(request.url()).pathname;
        files.set(path, (await response.body().catch(() => Buffer.alloc(0))).length);
      });
    const pending = [];
    context.on('requestfinished', (request) => pending.push(finished(request)));
    await context.addInitScript(recordPhotoTimes, EN.photoCheck);
    const page = await context.newPage();
    const logicLoaded = page.waitForResponse((r) => r.url().endsWith('/pkg/logic/sudoku_engine_bg.wasm'));
    await page.goto(server.url);
    await page.getByRole('button', { name: EN.solve }).waitFor();
    await logicLoaded;
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    const firstLoad = new Map(files);
    const vision = [...firstLoad.keys()].filter((path) => path.includes('/pkg/vision/'));
    if (vision.length) throw new Error(`the first load fetched the photo reader: ${vision.join(' ')}`);
    loads.push({
      files: firstLoad.size,
      bytes: [...firstLoad.values()].reduce((a, b) => a + b, 0),
      gzipped: [...firstLoad.keys()].filter((p) => p !== '/').reduce((a, p) => a + gzippedSize(p), gzippedSize('/index.html')),
    });

    for (const [k, photo] of PHOTOS.entries()) {
      await page.getByLabel(EN.photo).setInputFiles(FIXTURES + photo);
      await page.getByRole('status').filter({ hasText: EN.photoCheck }).waitFor({ timeout: 30000 });
      const board = await page.evaluate(() => document.querySelector('sudoku-solver').puzzle.replace(/\s/g, ''));
      if (board.replace(/0/g, '.') !== TRUTH.get(photo)) throw new Error(`${photo}: read ${board}`);
      const { chosen, onBoard } = (await page.evaluate(() => window.__photoTimes)).at(-1);
      (k === 0 ? firstPhoto : nextPhotos).push(Math.round(onBoard - chosen));
      if (k === 0) {
        await Promise.all(pending);
        const fetched = [...files.keys()].filter((path) => !firstLoad.has(path));
        visionBytes ??= { fetched, bytes: fetched.reduce((a, p) => a + files.get(p), 0), gzipped: fetched.reduce((a, p) => a + gzippedSize(p), 0) };
      }
    }
    await context.close();
  }
  const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
  const summary = (times) => {
    const sorted = [...times].sort((a, b) => a - b);
    return `median ${sorted[sorted.length >> 1]} ms, worst ${sorted.at(-1)} ms (${times.length})`;
  };
  const load = loads[0];
  console.log(`first load at phone size, until the logical solver's part is in: ${load.files} files, ${kb(load.bytes)} served, ${kb(load.gzipped)} gzipped; no photo reader`);
  console.log(`the first photo fetches ${visionBytes.fetched.join(', ')}: ${kb(visionBytes.bytes)} served, ${kb(visionBytes.gzipped)} gzipped`);
  console.log(`Photo chosen to givens on the board (goal 2000 ms): first photo of a visit ${summary(firstPhoto)}; next photos ${summary(nextPhotos)}`);
} finally {
  await browser.close();
  await server.stop();
}
