// Builds the drop-in package for site owners into dist/package/ (`make package` then packs it
// with `npm pack`): the <sudoku-solver> element bundled by esbuild (its module, its worker and
// the chunks they load on first need), its stylesheet, the wasm of the element's three engine
// parts (pkg/core/, pkg/logic/, pkg/vision/) and of the JS API (pkg/), the API's glue,
// TypeScript declarations, the README and the licence files.
//
// The package keeps the repository's layout, dist/ beside pkg/, so the element finds its worker
// and stylesheet beside its module and the worker finds the wasm in ../../pkg/, all from their
// own URLs (www/sudoku-solver.js, www/engine/worker.js): it works under any path.
import { build } from 'esbuild';
import { copyFileSync, cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'dist/package');
const CRATE = 'sudoku_engine';

/** The crate's version (Cargo.toml's [package] version): the package's version too. */
function crateVersion() {
  const manifest = readFileSync(path.join(ROOT, 'Cargo.toml'), 'utf8');
  const version = /^\[package\][^[]*?^version\s*=\s*"([^"]+)"/m.exec(manifest)?.[1];
  if (!version) throw new Error('Cargo.toml: no [package] version');
  return version;
}

/** Copies `from` (relative to the repository) to `to` (relative to the package). */
function copy(from, to = from) {
  mkdirSync(path.dirname(path.join(OUT, to)), { recursive: true });
  copyFileSync(path.join(ROOT, from), path.join(OUT, to));
}

/** The element's engine, in the parts its worker loads each on first need (Makefile's PARTS). */
const ENGINE_PARTS = ['core', 'logic', 'vision'];

/** Every file of the package, relative to its root: package.json's `files`, and what tests expect. */
const PACKAGE_FILES = [
  'LICENSE-APACHE',
  'LICENSE-MIT',
  'README.md',
  'dist/sudoku-solver.css',
  'dist/sudoku-solver.d.ts',
  'dist/sudoku-solver.js',
  'dist/engine/worker.js',
  'dist/chunks/',
  `pkg/${CRATE}.d.ts`,
  `pkg/${CRATE}.js`,
  'pkg/snippets/',
  `pkg/${CRATE}_bg.wasm`,
  ...ENGINE_PARTS.map((part) => `pkg/${part}/${CRATE}_bg.wasm`),
];

async function main() {
  rmSync(OUT, { recursive: true, force: true });
  // The same bundling as the page's (Makefile's BUNDLE), for the element's entry and its worker.
  await build({
    absWorkingDir: ROOT,
    entryPoints: ['www/sudoku-solver.js', 'www/engine/worker.js'],
    bundle: true,
    format: 'esm',
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    outdir: path.join(OUT, 'dist'),
    outbase: 'www',
    logLevel: 'warning',
  });
  copy('www/sudoku-solver.css', 'dist/sudoku-solver.css');
  copy('embed/sudoku-solver.d.ts', 'dist/sudoku-solver.d.ts');
  copy('embed/README.md', 'README.md');
  for (const file of ['LICENSE-MIT', 'LICENSE-APACHE', `pkg/${CRATE}.js`, `pkg/${CRATE}.d.ts`, `pkg/${CRATE}_bg.wasm`, ...ENGINE_PARTS.map((part) => `pkg/${part}/${CRATE}_bg.wasm`)]) {
    copy(file);
  }
  // What the JS API's glue imports (wasm-bindgen's inline JS).
  cpSync(path.join(ROOT, 'pkg/snippets'), path.join(OUT, 'pkg/snippets'), { recursive: true });
  const manifest = {
    name: 'sudoku-solver-element',
    version: crateVersion(),
    description:
      '<sudoku-solver>: a Sudoku solver, player and teacher in one custom element; its engine is Rust compiled to WebAssembly, in a Web Worker. No dependencies.',
    keywords: ['sudoku', 'solver', 'custom-element', 'web-component', 'webassembly'],
    license: 'MIT OR Apache-2.0',
    type: 'module',
    module: './dist/sudoku-solver.js',
    types: './dist/sudoku-solver.d.ts',
    exports: {
      '.': { types: './dist/sudoku-solver.d.ts', default: './dist/sudoku-solver.js' },
      './engine': { types: `./pkg/${CRATE}.d.ts`, default: `./pkg/${CRATE}.js` },
      './sudoku-solver.css': './dist/sudoku-solver.css',
      './package.json': './package.json',
    },
    files: PACKAGE_FILES,
  };
  writeFileSync(path.join(OUT, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
