#!/usr/bin/env node
// Scores a puzzle reader on a folder of images with a truth.txt: runs the reader on every image
// and compares the givens it printed with the truth, cell by cell.
//
//   node tools/screenshots/score.mjs [--reader "COMMAND ARGS"] [--batch N] DIR
//
// The reader is called as `COMMAND ARGS IMAGE...` and must print one line per image, in order
// (CONTRACT.md, "Reading a puzzle from a photo or screenshot"): 81 characters (1-9, '.') or
// `error: <file>: <reason>`. Works on tests/fixtures/screenshots and on
// ../shared/data/photos/v2-train alike; with a layers.txt beside the truth, a digit read where
// the truth is empty is put down to the entry or pencil marks that cell held.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { readLayers, readStyles, readTruth } from './truth.mjs';

const USAGE = `usage: node tools/screenshots/score.mjs [--reader "COMMAND ARGS"] [--batch N] DIR
  --reader  the reader command, split on spaces (default "target/release/sudoku read")
  --batch   images per reader call (default 50)
  DIR       a folder with truth.txt (<file name> <81 givens>), and optionally styles.txt, layers.txt`;

/** What the reader made of one image: {reading} (81 characters) or {error}. */
function parseLine(line) {
  if (line === undefined) return { error: 'the reader printed no line for this image' };
  const text = line.trim();
  if (/^[1-9.]{81}$/.test(text)) return { reading: text };
  if (text.startsWith('error:')) return { error: text };
  return { error: `unexpected output '${text.slice(0, 100)}'` };
}

/**
 * Runs the reader on `files` (paths) in batches; one result per file. Throws when the command
 * cannot be started at all. A batch whose output has the wrong number of lines is run again
 * one image at a time, so that each image gets its own answer.
 */
export function runReader(command, files, batchSize = 50) {
  const [program, ...args] = command.trim().split(/\s+/);
  const call = (batch) => {
    const run = spawnSync(program, [...args, ...batch], { encoding: 'utf8', maxBuffer: 64 << 20, timeout: 60_000 + 10_000 * batch.length });
    if (run.error) throw new Error(`the reader '${command}' could not run: ${run.error.code === 'ENOENT' ? `${program} not found` : run.error.message}`);
    const lines = run.stdout.split('\n').filter((line) => line.trim() !== '');
    return { lines, stderr: run.stderr.trim(), status: run.status, signal: run.signal };
  };
  const results = [];
  for (let i = 0; i < files.length; i += batchSize) {
    const batch = files.slice(i, i + batchSize);
    const run = call(batch);
    if (run.lines.length === batch.length) {
      results.push(...run.lines.map(parseLine));
      continue;
    }
    for (const file of batch) {
      const single = call([file]);
      const why = single.signal ? `killed by ${single.signal}` : `exit status ${single.status}`;
      const stderr = single.stderr ? `: ${single.stderr.split('\n')[0].slice(0, 200)}` : '';
      results.push(single.lines.length === 1 ? parseLine(single.lines[0]) : { error: `the reader printed ${single.lines.length} lines (${why})${stderr}` });
    }
  }
  return results;
}

/** Compares one reading with the truth: wrong cells by kind, and digits invented in empty cells by what the cell held. */
export function compare(truth, reading, layer) {
  const result = { wrong: 0, missed: 0, misread: 0, invented: { entry: 0, pencil: 0, nothing: 0 } };
  for (let a = 0; a < 81; a++) {
    if (reading[a] === truth[a]) continue;
    result.wrong++;
    if (truth[a] === '.') {
      const held = layer?.entries[a] !== undefined && layer.entries[a] !== '.' ? 'entry' : layer?.pencil[a] !== undefined && layer.pencil[a] !== '.' ? 'pencil' : 'nothing';
      result.invented[held]++;
    } else if (reading[a] === '.') result.missed++;
    else result.misread++;
  }
  return result;
}

/** Scores a folder: per-image results and the totals. */
export function scoreFolder(dir, command, batchSize) {
  const truth = readTruth(dir);
  const layers = readLayers(dir);
  const started = performance.now();
  const results = runReader(
    command,
    truth.map(([file]) => path.join(dir, file)),
    batchSize,
  );
  const seconds = (performance.now() - started) / 1000;
  const images = truth.map(([file, givens], i) => ({ file, givens, ...results[i], ...(results[i].reading ? compare(givens, results[i].reading, layers.get(file)) : {}) }));
  const read = images.filter((image) => image.reading);
  const total = {
    images: images.length,
    exact: read.filter((image) => image.wrong === 0).length,
    errors: images.length - read.length,
    cellsRight: read.reduce((sum, image) => sum + 81 - image.wrong, 0),
    invented: { entry: 0, pencil: 0, nothing: 0 },
    seconds,
  };
  for (const image of read) for (const key of Object.keys(total.invented)) total.invented[key] += image.invented[key];
  return { images, total };
}

function describe(image) {
  if (image.error) return image.error;
  if (image.wrong === 0) return 'exact';
  const invented = Object.entries(image.invented)
    .filter(([, n]) => n)
    .map(([held, n]) => `${n} from ${held === 'nothing' ? 'empty cells' : held === 'entry' ? 'entries' : 'pencil marks'}`);
  const kinds = [image.missed && `${image.missed} missed`, image.misread && `${image.misread} misread`, invented.length && `invented ${invented.join(', ')}`].filter(Boolean);
  return `${image.wrong} wrong cells (${kinds.join('; ')})`;
}

/** A style value with the counts and settings that would make every image its own group left out. */
function coarse(key, value) {
  const parts = value.split(':');
  if (key === 'entries') return parts[0] === '0' ? 'none' : parts[1];
  if (key === 'pencil') return [parts[0], parts[2]].filter(Boolean).join(':');
  if (key === 'wrong') return value === '0' ? 'none' : 'some';
  if (key === 'output') return parts[0];
  return value;
}

/**
 * For each style key, its values among the images not read exactly, as "value failed/all", the
 * worst share first: which fonts, themes or layouts the failures share.
 */
function failuresByStyle(images, styles) {
  const byKey = new Map();
  for (const image of images) {
    for (const [key, raw] of Object.entries(styles.get(image.file) ?? {})) {
      const value = coarse(key, raw);
      if (!byKey.has(key)) byKey.set(key, new Map());
      const count = byKey.get(key).get(value) ?? { all: 0, failed: 0 };
      count.all++;
      if (image.error || image.wrong) count.failed++;
      byKey.get(key).set(value, count);
    }
  }
  return [...byKey]
    .map(([key, values]) => {
      const failing = [...values].filter(([, c]) => c.failed).sort((a, b) => b[1].failed / b[1].all - a[1].failed / a[1].all);
      return [key, failing.map(([value, c]) => `${value} ${c.failed}/${c.all}`).join(', ')];
    })
    .filter(([, text]) => text);
}

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { reader: { type: 'string', default: 'target/release/sudoku read' }, batch: { type: 'string', default: '50' }, help: { type: 'boolean', default: false } },
  });
  if (values.help || positionals.length !== 1) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const batch = Number(values.batch);
  if (!Number.isInteger(batch) || batch < 1) throw new Error(`--batch wants a whole number above 0\n${USAGE}`);
  const dir = positionals[0];
  const { images, total } = scoreFolder(dir, values.reader, batch);
  const width = Math.max(...images.map((image) => image.file.length));
  for (const image of images) console.log(`${image.file.padEnd(width)}  ${describe(image)}`);
  const pct = (n, of) => `${((100 * n) / of).toFixed(1)}%`;
  const cells = total.images * 81;
  console.log('');
  console.log(`reader: ${values.reader}   folder: ${dir}`);
  console.log(`grids exactly right: ${total.exact} of ${total.images} (${pct(total.exact, total.images)})`);
  console.log(`cells right: ${total.cellsRight} of ${cells} (${pct(total.cellsRight, cells)}; an image the reader failed on counts 81 wrong)`);
  console.log(`givens invented where the truth is empty: ${total.invented.entry} from entries, ${total.invented.pencil} from pencil marks, ${total.invented.nothing} from empty cells`);
  console.log(`reader errors: ${total.errors} of ${total.images}`);
  console.log(`time: ${total.seconds.toFixed(1)} s, ${((1000 * total.seconds) / total.images).toFixed(0)} ms an image (the whole command, all batches)`);
  const groups = failuresByStyle(images, readStyles(dir));
  if (groups.length && total.exact > 0) {
    console.log('styles of the images not read exactly (failed/all with that style):');
    for (const [key, text] of groups) console.log(`  ${key}: ${text}`);
  }
  if (total.errors === total.images) {
    const first = images[0].error;
    console.error(`\nerror: the reader read none of the ${total.images} images; the first: ${first}`);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    main();
  } catch (error) {
    const hint = /could not run: target\/release\/sudoku not found/.test(error.message) ? ' (build it: cargo build --release --bin sudoku)' : '';
    console.error(`error: ${error.message}${hint}`);
    process.exit(1);
  }
}
