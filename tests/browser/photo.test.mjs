// A puzzle from a photo or screenshot (issue 33, "Page"): the Photo input on the first screen, the
// reading in the worker, the givens on the board in set-up with the unsure cells marked (canvas
// and accessible grid), Start, an error for a file that is not an image (the board keeps what it
// had), paste and drop on the board, Cancel. On a phone with touch and a laptop, in English and
// 中文, with committed fixture photos whose givens are known (tests/fixtures/vision/truth.txt).
import AxeBuilder from '@axe-core/playwright';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { LAPTOP, PHONE, ROOT, appPages, artifact, slowEngine, statusText, waitForStatus } from './harness.mjs';
import { strings } from '../../www/text/i18n.js';

const pkgDir = new URL('pkg/', `file://${ROOT}/`);
const engine = await import(new URL('sudoku_engine.js', pkgDir));
await engine.default({ module_or_path: readFileSync(new URL('sudoku_engine_bg.wasm', pkgDir)) });

const FIXTURES = `${ROOT}/tests/fixtures/vision/`;
const TRUTH = new Map(
  readFileSync(`${FIXTURES}truth.txt`, 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(' ').slice(0, 2)),
);
const EN = strings('en');
const ZH = strings('zh');

const pages = appPages();

/** Keeps each readPhoto result the worker sends the page in window.__readings. */
const recordReadings = (context) =>
  context.addInitScript(() => {
    window.__readings = [];
    const handler = Object.getOwnPropertyDescriptor(Worker.prototype, 'onmessage');
    Object.defineProperty(Worker.prototype, 'onmessage', {
      get() {
        return handler.get.call(this);
      },
      set(fn) {
        handler.set.call(this, (event) => {
          if (Array.isArray(event.data?.result?.confidence)) window.__readings.push(event.data.result);
          return fn(event);
        });
      },
    });
  });

/** The board's cells as the accessible grid names them. */
const cellLabels = (page) => page.getByRole('gridcell').evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label')));

/** The givens the accessible grid shows (81 characters, '.' for a cell that is not a given). */
function givensOf(labels, t) {
  return labels.map((label) => label.split(', ').find((part, k, parts) => /^[1-9]$/.test(part) && parts[k + 1] === t.cellGiven) ?? '.').join('');
}

/** The cells the accessible grid names unsure. */
const unsureOf = (labels, t) => labels.flatMap((label, i) => (label.split(', ').includes(t.cellUnsure) ? [i] : []));

/**
 * Reads fixture `file` through the Photo input of a fresh page (`options`, language `t`), checks
 * the board against the truth and the worker's reading, then Start; returns the page.
 */
async function readFixture(testContext, options, t, file, screenshot) {
  const context = await pages.newContext(options);
  await recordReadings(context);
  const page = await pages.open(testContext, options, { context, ready: t.solve });
  const photo = page.getByLabel(t.photo);
  assert.equal(await photo.getAttribute('type'), 'file');
  assert.equal(await photo.getAttribute('accept'), 'image/*');
  assert.equal(await photo.getAttribute('capture'), 'environment');
  // The control shows on the first screen, beside Enter puzzle.
  const label = page.locator('sudoku-solver .ss-photo');
  const box = await label.boundingBox();
  assert.ok(box && box.width > 0 && box.y + box.height <= options.viewport.height, `${t.photo} on the first screen`);
  const enter = await page.getByRole('button', { name: t.enterPuzzle }).boundingBox();
  assert.ok(Math.abs(enter.y - box.y) < enter.height, `${t.photo} beside ${t.enterPuzzle}`);
  const myPuzzles = await page.getByRole('button', { name: t.myPuzzles }).boundingBox();
  assert.ok(myPuzzles.x >= 0 && myPuzzles.x + myPuzzles.width <= options.viewport.width, `${t.myPuzzles} within the screen's width`);
  if (screenshot) await page.screenshot({ path: artifact(screenshot.replace('read', 'first')) });

  await photo.setInputFiles(FIXTURES + file);
  const truth = TRUTH.get(file);
  const count = [...truth].filter((ch) => ch !== '.').length;
  await page.getByRole('status').filter({ hasText: t.photoCheck }).waitFor({ timeout: 15000 });
  const [reading] = await page.evaluate(() => window.__readings);
  assert.ok(reading, 'the worker answered a reading');
  const labels = await cellLabels(page);
  assert.equal(givensOf(labels, t), truth, 'the givens on the board are the photo’s');
  assert.equal(reading.puzzle, truth);
  assert.equal(await page.evaluate(() => document.querySelector('sudoku-solver').setup), true, 'set-up');
  const unsure = reading.confidence.flatMap((c, i) => (c < 0.8 ? [i] : []));
  assert.deepEqual(unsureOf(labels, t), unsure, 'the cells read with confidence < 0.8 are named unsure');
  const status = await statusText(page);
  assert.ok(status.includes(t.photoRead(count, unsure.length)), status);
  await checkPreview(page, t, reading, options);
  if (screenshot) {
    await page.screenshot({ path: artifact(screenshot) });
    await page.getByRole('img', { name: t.photoOutlined }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: artifact(screenshot.replace('read', 'preview')) });
  }

  await page.getByRole('button', { name: t.start, exact: true }).click();
  const rated = engine.rate(truth);
  assert.equal(rated.status, 'unique');
  const started = await waitForStatus(page, t.started);
  assert.ok(started.includes(t.levels[rated.level]), started);
  assert.equal(await page.evaluate(() => document.querySelector('sudoku-solver').setup), false, 'play');
  assert.deepEqual(unsureOf(await cellLabels(page), t), [], 'no unsure marks in play');
  assert.equal(await page.getByRole('img', { name: t.photoOutlined }).count(), 0, 'the picture goes once the givens are locked');
  return page;
}

/**
 * The picture read shows beside the board: within the screen's width, the grid's outline drawn
 * over it at the reading's corners (in the picture's pixels, as the engine gave them), and its
 * caption and buttons named.
 */
async function checkPreview(page, t, reading, options) {
  const frame = page.getByRole('img', { name: t.photoOutlined });
  await frame.waitFor();
  const box = await frame.boundingBox();
  assert.ok(box.width > 100 && box.x >= 0 && box.x + box.width <= options.viewport.width, `the picture within the screen: ${JSON.stringify(box)}`);
  const drawn = await frame.evaluate((el) => {
    const image = el.querySelector('canvas');
    const overlay = el.querySelector('svg');
    const outline = overlay.querySelector('polygon');
    const frameBox = el.getBoundingClientRect();
    const imageBox = image.getBoundingClientRect();
    return {
      loaded: image.width > 0 && image.getContext('2d').getImageData(image.width >> 1, image.height >> 1, 1, 1).data[3] === 255,
      imageAspect: image.width / image.height,
      shownAspect: imageBox.width / imageBox.height,
      covers: Math.abs(imageBox.width - frameBox.width) < 3 && Math.abs(imageBox.height - frameBox.height) < 3,
      viewBox: overlay.getAttribute('viewBox').split(' ').map(Number),
      points: outline.getAttribute('points').split(' ').map((p) => p.split(',').map(Number)),
      visible: getComputedStyle(outline).display !== 'none' && outline.getBBox().width > 0,
    };
  });
  assert.ok(drawn.loaded, 'the picture is drawn');
  assert.ok(Math.abs(drawn.shownAspect - drawn.imageAspect) < 0.02, `the picture keeps its shape: ${drawn.shownAspect} vs ${drawn.imageAspect}`);
  assert.ok(drawn.covers, 'the picture fills its frame, under the outline');
  assert.ok(Math.abs(drawn.viewBox[2] / drawn.viewBox[3] - drawn.imageAspect) < 0.02, 'the outline is drawn in the picture’s pixels');
  assert.deepEqual(drawn.points, reading.corners, 'the outline is the grid found');
  assert.ok(drawn.visible, 'the outline shows');
  assert.equal(await page.locator('sudoku-solver .ss-photo-caption').textContent(), t.photoCompare);
  await page.getByRole('button', { name: t.photoAgain }).waitFor();
  await page.getByRole('button', { name: t.photoHide }).waitFor();
}

test('phone: a newspaper photo through the Photo input: its givens in set-up, unsure cells named, Start shows the level', async (t) => {
  await readFixture(t, PHONE, EN, 'image100.jpg', 'photo-phone-read.png');
});

test('中文 on a phone: a screenshot through 拍照', async (t) => {
  await readFixture(t, { ...PHONE, locale: 'zh-CN' }, ZH, 'screenshot.png', 'photo-phone-zh-read.png');
});

test('laptop: a dark screenshot through the Photo input', async (t) => {
  await readFixture(t, LAPTOP, EN, 'screenshot-dark.png');
});

const EASY = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

test('a file that is not an image, and a picture with no grid: the error beside the board, which keeps its puzzle', async (t) => {
  for (const [options, tt] of [
    [PHONE, EN],
    [{ ...LAPTOP, locale: 'zh-CN' }, ZH],
  ]) {
    const page = await pages.open(t, options, { hash: `#p=${EASY}`, ready: tt.solve });
    await page.getByRole('gridcell').first().waitFor();
    const before = await cellLabels(page);
    await page.getByLabel(tt.photo).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await waitForStatus(page, tt.photoErrors.notAnImage);
    assert.deepEqual(await cellLabels(page), before, 'the board is as it was');
    await page.getByLabel(tt.photo).setInputFiles(FIXTURES + 'no-grid.png');
    await waitForStatus(page, tt.photoErrors.noGrid);
    assert.deepEqual(await cellLabels(page), before, 'the board is as it was');
    assert.equal(await page.evaluate(() => document.querySelector('sudoku-solver').puzzle.replace(/\s/g, '')), EASY);
  }
});

/** Sends `file`'s bytes to the page as a `type` event (paste or drop) carrying an image file. */
async function sendImage(page, file, type) {
  const bytes = [...readFileSync(FIXTURES + file)];
  await page.evaluate(
    ({ bytes, type }) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], 'puzzle.png', { type: 'image/png' }));
      const cell = document.querySelector('sudoku-solver [role=gridcell]');
      const event = type === 'paste' ? new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }) : new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true });
      cell.dispatchEvent(event);
    },
    { bytes, type },
  );
}

test('an image pasted on the board, and one dropped on it, are read the same way', async (t) => {
  const page = await pages.open(t, LAPTOP);
  await sendImage(page, 'screenshot.png', 'paste');
  await waitForStatus(page, EN.photoCheck);
  assert.equal(givensOf(await cellLabels(page), EN), TRUTH.get('screenshot.png'));
  await page.getByRole('button', { name: EN.enterPuzzle }).click();
  assert.equal(givensOf(await cellLabels(page), EN), '.'.repeat(81));
  await sendImage(page, 'screenshot-dark.png', 'drop');
  await waitForStatus(page, EN.photoCheck);
  assert.equal(givensOf(await cellLabels(page), EN), TRUTH.get('screenshot-dark.png'));
  // Undo brings back the board before the photo.
  await page.keyboard.press('Control+z');
  assert.equal(givensOf(await cellLabels(page), EN), '.'.repeat(81));
});

test('phone: a blotted cell is read unsure: marked on the board and named unsure until the person fills it', async (t) => {
  const context = await pages.newContext(PHONE);
  await recordReadings(context);
  const page = await pages.open(t, PHONE, { context });
  // The screenshot with a blot in the givens' black ink over row 1, column 1 (its 5), pasted as
  // a PNG. (A grey blot is not the givens' ink, so the reader is sure it is no given.)
  await page.evaluate(async () => {
    const image = await createImageBitmap(await (await fetch('tests/fixtures/vision/screenshot.png')).blob());
    const canvas = new OffscreenCanvas(image.width, image.height);
    const ctx = canvas.getContext('2d');
    ctx.drawImage(image, 0, 0);
    ctx.fillStyle = '#000';
    ctx.beginPath();
    ctx.arc(22 + 27.5, 160 + 27.5, 12, 0, 2 * Math.PI); // the grid's corner and cell size from truth.txt
    ctx.fill();
    const data = new DataTransfer();
    data.items.add(new File([await canvas.convertToBlob({ type: 'image/png' })], 'blot.png', { type: 'image/png' }));
    document.querySelector('sudoku-solver [role=gridcell]').dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await waitForStatus(page, EN.photoCheck);
  const [reading] = await page.evaluate(() => window.__readings);
  const unsure = reading.confidence.flatMap((c, i) => (c < 0.8 ? [i] : []));
  assert.ok(unsure.includes(0), `row 1, column 1 is unsure (${reading.confidence[0]})`);
  const labels = await cellLabels(page);
  assert.deepEqual(unsureOf(labels, EN), unsure);
  assert.match(labels[0], /^row 1, column 1, (empty|[1-9], given), unsure$/);
  assert.ok((await statusText(page)).includes(EN.photoRead([...reading.puzzle].filter((ch) => ch !== '.').length, unsure.length)));
  // The mark is drawn: the cell's pixels differ from a plain empty cell's.
  const box = await page.locator('sudoku-solver .ss-canvas').boundingBox();
  const cellShot = (cell) => page.screenshot({ clip: { x: box.x + (cell % 9) * (box.width / 9), y: box.y + Math.floor(cell / 9) * (box.height / 9), width: box.width / 9, height: box.height / 9 } });
  const plainEmpty = [...reading.puzzle].findIndex((ch, i) => ch === '.' && !unsure.includes(i) && i % 9 !== 0 && i % 9 !== 8 && i > 9);
  assert.notDeepEqual(await cellShot(0), await cellShot(plainEmpty), 'the unsure cell is marked on the canvas');
  await page.screenshot({ path: artifact('photo-phone-unsure.png') });
  // The person fills in the 5: the cell is checked, no longer unsure; Start plays.
  await page.touchscreen.tap(box.x + box.width / 18, box.y + box.height / 18);
  await page.getByRole('button', { name: '5', exact: true }).tap();
  const after = await cellLabels(page);
  assert.equal(after[0], 'row 1, column 1, 5, given');
  assert.equal(givensOf(after, EN), TRUTH.get('screenshot.png'));
  await page.getByRole('button', { name: EN.start, exact: true }).tap();
  await waitForStatus(page, EN.started);
});

test('Cancel stops a reading: the board keeps its puzzle, and the next photo is read', async (t) => {
  const context = await pages.newContext(LAPTOP);
  await slowEngine(context, { readPhotoMs: 60000, slowWorkers: 1 });
  const page = await pages.open(t, LAPTOP, { context, hash: `#p=${EASY}` });
  await page.getByRole('gridcell').first().waitFor();
  const before = await cellLabels(page);
  await page.getByLabel(EN.photo).setInputFiles(FIXTURES + 'image100.jpg');
  await waitForStatus(page, EN.readingPhoto);
  // The picture shows while it is read, not yet outlined.
  await page.getByRole('img', { name: EN.photoShown, exact: true }).waitFor();
  assert.equal(await page.locator('sudoku-solver .ss-photo-outline').evaluate((el) => getComputedStyle(el).display), 'none');
  await page.getByRole('button', { name: EN.cancel }).click();
  await waitForStatus(page, EN.cancelled);
  assert.deepEqual(await cellLabels(page), before, 'the board is as it was');
  await page.locator('sudoku-solver .ss-photo-preview').waitFor({ state: 'hidden' });
  await page.getByLabel(EN.photo).setInputFiles(FIXTURES + 'image100.jpg');
  await waitForStatus(page, EN.photoCheck);
  assert.equal(givensOf(await cellLabels(page), EN), TRUTH.get('image100.jpg'));
});

test('the first load fetches no part of the photo reader; the first photo fetches it once, the next reuse it', async (t) => {
  const context = await pages.newContext(PHONE);
  const requested = [];
  context.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const logicLoaded = context.waitForEvent('requestfinished', (request) => request.url().endsWith('/pkg/logic/sudoku_engine_bg.wasm'));
  const page = await pages.open(t, PHONE, { context });
  await logicLoaded; // the logical solver's part, fetched once the page is ready
  await page.waitForLoadState('networkidle');
  assert.ok(requested.includes('/pkg/core/sudoku_engine_bg.wasm'), requested.join(' '));
  assert.deepEqual(requested.filter((path) => path.includes('vision')), [], 'no photo reader on the first load');
  assert.ok(!requested.includes('/pkg/sudoku_engine_bg.wasm'), 'nor the JS API’s full wasm');
  for (const file of ['image100.jpg', 'screenshot.png']) {
    await page.getByLabel(EN.photo).setInputFiles(FIXTURES + file);
    await waitForStatus(page, EN.photoCheck);
    assert.equal(givensOf(await cellLabels(page), EN), TRUTH.get(file));
  }
  assert.equal(requested.filter((path) => path === '/pkg/vision/sudoku_engine_bg.wasm').length, 1, 'the photo reader fetched once');
});

test('the picture read: no accessibility violations; Hide picture puts it away, Another photo opens the Photo input and reads the next', async (t) => {
  const page = await pages.open(t, LAPTOP);
  await page.getByLabel(EN.photo).setInputFiles(FIXTURES + 'screenshot.png');
  await waitForStatus(page, EN.photoCheck);
  await page.getByRole('img', { name: EN.photoOutlined }).waitFor();
  const { violations } = await new AxeBuilder({ page }).include('sudoku-solver').analyze();
  assert.deepEqual(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`), []);
  await page.getByRole('button', { name: EN.photoHide }).click();
  await page.locator('sudoku-solver .ss-photo-preview').waitFor({ state: 'hidden' });
  assert.equal(givensOf(await cellLabels(page), EN), TRUTH.get('screenshot.png'), 'the givens stay');

  await page.getByLabel(EN.photo).setInputFiles(FIXTURES + 'screenshot.png');
  await waitForStatus(page, EN.photoCheck);
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: EN.photoAgain }).click()]);
  await chooser.setFiles(FIXTURES + 'image100.jpg');
  await page.waitForFunction((truth) => document.querySelector('sudoku-solver').puzzle.replace(/\s/g, '') === truth, TRUTH.get('image100.jpg'));
  await waitForStatus(page, EN.photoCheck);
  assert.equal(givensOf(await cellLabels(page), EN), TRUTH.get('image100.jpg'));
  await page.getByRole('img', { name: EN.photoOutlined }).waitFor();
});
