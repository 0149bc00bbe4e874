// The committed screenshot set (tests/fixtures/screenshots) and the scorer (tools/screenshots):
// the set is what the render script's seed makes, its truth is sound, and the scorer counts
// exact grids, wrong cells and givens invented from entries and pencil marks correctly.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PUZZLE_FILES, loadPuzzlePools, makeScenes, sceneStyle } from '../../tools/screenshots/scene.mjs';
import { compare, runReader, scoreFolder } from '../../tools/screenshots/score.mjs';
import { solve } from '../../tools/screenshots/sudoku.mjs';
import { readCorners, readLayers, readStyles, readTruth, styleText } from '../../tools/screenshots/truth.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SET = path.join(ROOT, 'tests/fixtures/screenshots');
const PHOTOS = path.join(ROOT, '../shared/data/photos/v2-train');
const truth = readTruth(SET);
const layers = readLayers(SET);
const styles = readStyles(SET);

test('the committed set is exactly what render.mjs makes with its default seed', () => {
  const scenes = makeScenes(
    33,
    loadPuzzlePools(DEFAULT_PUZZLE_FILES.map((file) => path.join(ROOT, file))),
    40,
  );
  assert.deepEqual(
    truth,
    scenes.map((scene) => [scene.name, scene.puzzle]),
  );
  const stylesText = readFileSync(path.join(SET, 'styles.txt'), 'utf8');
  for (const scene of scenes) assert.ok(stylesText.includes(`${scene.name} ${styleText(sceneStyle(scene))}\n`), scene.name);
});

/** Width and height of a PNG (its IHDR) or a baseline or progressive JPEG (its SOF0/SOF2 segment). */
function pictureSize(data) {
  if (data[0] === 0x89) return [data.readUInt32BE(16), data.readUInt32BE(20)];
  for (let at = 2; at + 9 < data.length; at += 2 + data.readUInt16BE(at + 2)) {
    if (data[at] !== 0xff) throw new Error(`JPEG segment expected at ${at}`);
    if (data[at + 1] === 0xc0 || data[at + 1] === 0xc2) return [data.readUInt16BE(at + 7), data.readUInt16BE(at + 5)];
  }
  throw new Error('no JPEG frame header');
}

test("corners.txt gives each board's outer square inside its picture", () => {
  const corners = readCorners(SET);
  for (const [file] of truth) {
    const [x1, y1, x2, y2, x3, y3, x4, y4] = corners.get(file);
    const [width, height] = pictureSize(readFileSync(path.join(SET, file)));
    assert.ok(height <= 1080, `${file}: ${height} pixels tall`);
    assert.deepEqual([y1, x2, y3, x4], [y2, x3, y4, x1], `${file}: not an upright rectangle`);
    assert.ok(Math.abs(x2 - x1 - (y4 - y1)) <= 2 && x2 - x1 > 150, `${file}: board ${x2 - x1}x${y4 - y1}`);
    assert.ok(x1 >= 0 && y1 >= 0 && x3 <= width && y3 <= height, `${file}: board outside the ${width}x${height} picture`);
  }
});

test('every picture is a small PNG or JPEG, 3 MB in all', () => {
  let bytes = 0;
  for (const [file] of truth) {
    const data = readFileSync(path.join(SET, file));
    const png = data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const jpeg = data[0] === 0xff && data[1] === 0xd8 && data.at(-2) === 0xff && data.at(-1) === 0xd9;
    assert.ok(file.endsWith('.png') ? png : jpeg, `${file} is not what its name says`);
    bytes += data.length;
  }
  assert.ok(bytes <= 3 * 1024 * 1024, `${bytes} bytes`);
});

test('each truth is a puzzle with one solution; entries and pencil marks lie only in its empty cells and fit the solution', () => {
  assert.equal(truth.length, 40);
  for (const [file, givens] of truth) {
    const solutions = solve(givens, 2);
    assert.equal(solutions.length, 1, `${file}: ${solutions.length} solutions`);
    const [solution] = solutions;
    const { entries, pencil } = layers.get(file);
    const style = styles.get(file);
    let wrong = 0;
    for (let a = 0; a < 81; a++) {
      if (givens[a] !== '.') assert.ok(entries[a] === '.' && pencil[a] === '.', `${file}: cell ${a} is a given and more`);
      if (entries[a] !== '.' && entries[a] !== solution[a]) wrong++;
      if (entries[a] !== '.') assert.equal(pencil[a], '.', `${file}: cell ${a} holds an entry and pencil marks`);
    }
    assert.equal(wrong, Number(style.wrong), `${file}: wrong entries`);
    assert.equal(
      [...entries].filter((ch) => ch !== '.').length,
      Number(style.entries.split(':')[0]),
      `${file}: entries`,
    );
  }
});

test('the set holds what a reader must not take for givens', () => {
  const count = (predicate) => truth.filter(([file]) => predicate(layers.get(file), styles.get(file))).length;
  assert.ok(count((l) => /[1-9]/.test(l.entries)) >= 25, 'pictures with entries');
  assert.ok(count((l) => /[1-9]/.test(l.pencil)) >= 20, 'pictures with pencil marks');
  assert.ok(count((l) => l.pencil.includes('1')) >= 10, 'pictures with a lone pencil mark in a cell');
  assert.ok(count((_, s) => s.wrong !== '0') >= 5, 'pictures with wrong entries');
  for (const layout of ['phone-app', 'phone-web', 'tablet', 'laptop', 'newspaper-web', 'bare']) assert.ok(count((_, s) => s.layout === layout) >= 2, layout);
  assert.ok(new Set(truth.map(([file]) => styles.get(file).theme)).size >= 10, 'themes');
  assert.ok(new Set(truth.map(([file]) => styles.get(file).font)).size >= 12, 'fonts');
});

/** A reader in a temporary file that prints `answer(file name)` for each image. */
function fakeReader(dir, body) {
  const script = path.join(dir, 'reader.mjs');
  writeFileSync(script, `import path from 'node:path';\nconst answer = ${body};\nfor (const file of process.argv.slice(2)) console.log(answer(path.basename(file), file));\n`);
  return `${process.execPath} ${script}`;
}

test('the scorer counts exact grids, errors and givens invented from entries and pencil marks', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'score-'));
  try {
    const failing = truth.at(-1)[0];
    const withEntry = truth.find(([file]) => /[1-9]/.test(layers.get(file).entries))[0];
    const withPencil = truth.find(([file]) => file !== withEntry && /[1-9]/.test(layers.get(file).pencil))[0];
    const answers = new Map(truth);
    const entryCell = [...layers.get(withEntry).entries].findIndex((ch) => ch !== '.');
    answers.set(withEntry, answers.get(withEntry).slice(0, entryCell) + layers.get(withEntry).entries[entryCell] + answers.get(withEntry).slice(entryCell + 1));
    const pencilCell = [...layers.get(withPencil).pencil].findIndex((ch) => ch !== '.');
    answers.set(withPencil, answers.get(withPencil).slice(0, pencilCell) + '7' + answers.get(withPencil).slice(pencilCell + 1));
    const table = JSON.stringify(Object.fromEntries(answers));
    const reader = fakeReader(dir, `(name, file) => name === ${JSON.stringify(failing)} ? 'error: ' + file + ': no grid found' : ${table}[name]`);
    const { images, total } = scoreFolder(SET, reader, 7);
    assert.equal(total.images, 40);
    assert.equal(total.exact, 37);
    assert.equal(total.errors, 1);
    assert.deepEqual(total.invented, { entry: 1, pencil: 1, nothing: 0 });
    assert.equal(total.cellsRight, 39 * 81 - 2);
    assert.match(images.at(-1).error, /no grid found/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('compare splits wrong cells into missed, misread and invented', () => {
  const givens = `12${'.'.repeat(79)}`;
  const layer = { entries: `..3${'.'.repeat(78)}`, pencil: `...4${'.'.repeat(77)}` };
  const result = compare(givens, `.93456${'.'.repeat(75)}`, layer);
  assert.deepEqual(result, { wrong: 6, missed: 1, misread: 1, invented: { entry: 1, pencil: 1, nothing: 2 } });
});

test('a reader that cannot run, or prints the wrong number of lines, is reported per image', () => {
  assert.throws(() => runReader('/nonexistent/sudoku read', ['a.png']), /could not run: \/nonexistent\/sudoku not found/);
  const dir = mkdtempSync(path.join(tmpdir(), 'score-'));
  try {
    const reader = fakeReader(dir, `(name) => name === 'c.png' ? '' : '${'.'.repeat(81)}\\n${'.'.repeat(81)}'`);
    const results = runReader(reader, ['a.png', 'b.png', 'c.png']);
    assert.match(results[0].error, /printed 2 lines/);
    assert.match(results[1].error, /printed 2 lines/);
    assert.match(results[2].error, /printed 0 lines/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the scorer reads the newspaper photos truth too', { skip: !existsSync(path.join(PHOTOS, 'truth.txt')) && 'no ../shared/data' }, () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'score-'));
  try {
    const photos = readTruth(PHOTOS);
    assert.equal(photos.length, 160);
    const reader = fakeReader(dir, `(name) => (${JSON.stringify(Object.fromEntries(photos))})[name]`);
    const { total } = scoreFolder(PHOTOS, reader, 80);
    assert.equal(total.exact, 160);
    assert.ok(statSync(path.join(PHOTOS, photos[0][0])).size > 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
