#!/usr/bin/env node
// Renders sudoku screenshots of many app and site styles in headless Chromium, each with its
// truth (the givens), its style and what else its cells show, for measuring and training the
// photo/screenshot reader. Deterministic: the same seed gives the same scenes.
//
//   node tools/screenshots/render.mjs [--seed N] [--count N] [--out DIR] [--max-height PX]
//                                     [--puzzles FILE,FILE...] [--chromium PATH]
//
// Every page reports what it drew (html.mjs, inspectPage) and the render stops with an error if
// that is not exactly the scene's givens, entries and pencil marks.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { inspectPage, pageHtml } from './html.mjs';
import { DEFAULT_PUZZLE_FILES, loadPuzzlePools, makeScenes, sceneStyle } from './scene.mjs';
import { styleText } from './truth.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SHOT_FILE = /^shot\d+\.(png|jpg)$/;
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const USAGE = `usage: node tools/screenshots/render.mjs [--seed N] [--count N] [--out DIR] [--max-height PX] [--puzzles FILE,...] [--chromium PATH]
  --seed N        PRNG seed (default 33)
  --count N       number of screenshots (default 40)
  --out DIR       where to write shotNNN.png|jpg (replacing those there), truth.txt, styles.txt, layers.txt, corners.txt
                  (default tests/fixtures/screenshots)
  --max-height PX downscale taller pictures to this height, 0 for none (default 1080)
  --puzzles LIST  comma-separated puzzle files to draw from (default: the repository's samples of ../shared/data)
  --chromium PATH the browser (default $CHROMIUM or /usr/bin/chromium)`;

function options() {
  const { values } = parseArgs({
    options: {
      seed: { type: 'string', default: '33' },
      count: { type: 'string', default: '40' },
      out: { type: 'string', default: path.join(ROOT, 'tests/fixtures/screenshots') },
      'max-height': { type: 'string', default: '1080' },
      puzzles: { type: 'string' },
      chromium: { type: 'string', default: process.env.CHROMIUM || '/usr/bin/chromium' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const number = (name) => {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} wants a whole number, not '${values[name]}'\n${USAGE}`);
    return value;
  };
  const puzzles = values.puzzles ? values.puzzles.split(',') : DEFAULT_PUZZLE_FILES.map((file) => path.join(ROOT, file));
  return { seed: number('seed'), count: number('count'), maxHeight: number('max-height'), out: path.resolve(values.out), puzzles, chromium: values.chromium };
}

/** Throws unless the page drew exactly the scene's givens, entries and pencil marks, and nothing got in their way. */
function checkDrawn(scene, drawn) {
  const mismatch = [];
  if (drawn.givens !== scene.puzzle) mismatch.push(`givens drawn ${drawn.givens}, truth ${scene.puzzle}`);
  if (drawn.entries !== scene.entries) mismatch.push(`entries drawn ${drawn.entries}, scene ${scene.entries}`);
  const pencilWrong = drawn.pencil.findIndex((mask, a) => mask !== scene.pencil[a]);
  if (pencilWrong >= 0) mismatch.push(`pencil marks of cell ${pencilWrong} drawn ${drawn.pencil[pencilWrong]}, scene ${scene.pencil[pencilWrong]}`);
  const all = [...mismatch, ...drawn.problems];
  if (all.length > 0) throw new Error(`${scene.name}: the page is not the scene:\n  ${all.join('\n  ')}`);
}

/** The picture's pixel size after the scene's scaling and the height limit. */
function outputSize(scene) {
  const { width, height, scale } = scene.viewport;
  const [w, h] = [Math.round(width * scale), Math.round(height * scale)];
  let factor = scene.output.scale;
  if (scene.output.maxHeight && h * factor > scene.output.maxHeight) factor = scene.output.maxHeight / h;
  return { width: Math.round(w * factor), height: Math.round(h * factor), native: factor === 1 };
}

/** The board's outer corners in the picture's pixels, top-left, top-right, bottom-right, bottom-left (as in ../shared/data/photos/v2-train/corners.txt). */
function boardCorners(board, viewport, size) {
  const [fx, fy] = [size.width / viewport.width, size.height / viewport.height];
  const [left, top, right, bottom] = [board.left * fx, board.top * fy, board.right * fx, board.bottom * fy].map((v) => Math.round(v));
  return `${left} ${top} ${right} ${top} ${right} ${bottom} ${left} ${bottom}`;
}

/** Re-encodes a PNG screenshot at a size, as PNG or JPEG, with the browser's own scaler and encoders. */
async function encode(page, png, { width, height, type, quality }) {
  const dataUrl = await page.evaluate(
    async ({ source, width, height, type, quality }) => {
      const image = new Image();
      image.src = source;
      await image.decode();
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [width, height];
      const context = canvas.getContext('2d');
      context.imageSmoothingQuality = 'high';
      context.drawImage(image, 0, 0, width, height);
      return canvas.toDataURL(type, quality);
    },
    { source: `data:image/png;base64,${png.toString('base64')}`, width, height, type, quality },
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

async function main() {
  const opts = options();
  const scenes = makeScenes(opts.seed, loadPuzzlePools(opts.puzzles), opts.count, { maxHeight: opts.maxHeight });
  mkdirSync(opts.out, { recursive: true });
  for (const file of readdirSync(opts.out)) if (SHOT_FILE.test(file)) rmSync(path.join(opts.out, file));

  const browser = await chromium.launch({ executablePath: opts.chromium, headless: true, args: CHROMIUM_FLAGS });
  const encoder = await browser.newPage();
  const truth = [];
  const styles = [];
  const layers = [];
  const corners = [];
  let bytes = 0;
  try {
    for (const scene of scenes) {
      const { width, height, scale } = scene.viewport;
      const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: scale });
      const page = await context.newPage();
      await page.setContent(pageHtml(scene));
      await page.evaluate(() => document.fonts.ready);
      const drawn = await page.evaluate(inspectPage, [scene.look.font, scene.look.entryFont]);
      checkDrawn(scene, drawn);
      const png = await page.screenshot({ type: 'png' });
      await context.close();
      const size = outputSize(scene);
      const picture =
        scene.output.kind === 'png' && size.native
          ? png
          : await encode(encoder, png, { ...size, type: scene.output.kind === 'png' ? 'image/png' : 'image/jpeg', quality: (scene.output.quality ?? 90) / 100 });
      writeFileSync(path.join(opts.out, scene.name), picture);
      bytes += picture.length;
      truth.push(`${scene.name} ${scene.puzzle}`);
      styles.push(`${scene.name} ${styleText(sceneStyle(scene))}`);
      const pencilCounts = scene.pencil.map((mask) => (mask ? String(mask.toString(2).replace(/0/g, '').length) : '.')).join('');
      layers.push(`${scene.name} ${scene.entries} ${pencilCounts}`);
      corners.push(`${scene.name} ${boardCorners(drawn.board, scene.viewport, size)}`);
      console.log(`${scene.name} ${size.width}x${size.height} ${(picture.length / 1024).toFixed(0)} KB ${styles.at(-1).slice(scene.name.length + 1)}`);
    }
  } finally {
    await browser.close();
  }
  const header = `# rendered by tools/screenshots/render.mjs --seed ${opts.seed} --count ${opts.count} --max-height ${opts.maxHeight}`;
  writeFileSync(path.join(opts.out, 'truth.txt'), `${truth.join('\n')}\n`);
  writeFileSync(path.join(opts.out, 'styles.txt'), `${header}\n${styles.join('\n')}\n`);
  writeFileSync(path.join(opts.out, 'corners.txt'), `${corners.join('\n')}\n`);
  writeFileSync(path.join(opts.out, 'layers.txt'), `${header}\n# <file> <entries: 1-9 or .> <pencil marks per cell: count or .>\n${layers.join('\n')}\n`);
  console.log(`${scenes.length} screenshots, ${(bytes / 1024 / 1024).toFixed(2)} MB, in ${opts.out}; every page drew exactly its truth`);
}

main().catch((error) => {
  console.error(`error: ${error.message}`);
  process.exit(1);
});
