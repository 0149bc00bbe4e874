// readPhoto (pkg/ in Node) on 40 screenshots of sudoku apps drawn here in Chromium, in several
// styles: fonts, light and dark themes, a player's entries in another colour, pencil marks, a
// phone's status bar and toolbars around the board, phone and desktop sizes. Issue 33's goal: at
// least 39 of 40 grids exactly right, entries and pencil marks never read as givens. The
// puzzles are the first 40 of tests/fixtures/rated/se_rated_sample.txt. With `--save DIR` the
// screenshots and their givens (truth.txt) are also written to DIR, for `sudoku read`.
//
//   node benches/vision-screenshots.mjs [--save DIR]    (after `make build`; uses /usr/bin/chromium)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { launchBrowser } from '../tests/browser/harness.mjs';
import { loadPkg } from './load-wasm.mjs';

const { readPhoto, solve } = await loadPkg();
const puzzles = readFileSync(new URL('../tests/fixtures/rated/se_rated_sample.txt', import.meta.url), 'utf8')
  .split('\n').filter((l) => /^[0-9.]{81}/.test(l)).slice(0, 40).map((l) => l.slice(0, 81).replace(/0/g, '.'));

const FONTS = ['DejaVu Sans', 'DejaVu Serif', 'Liberation Sans', 'Liberation Mono', 'WenQuanYi Micro Hei', 'Liberation Serif'];
const ENTRY = ['#1f5fd6', '#c62828', '#2e7d32', '#7b1fa2'];

/** The page of screenshot `i`: the board of `givens`, with entries from `solution` and marks. */
function html(i, givens, solution) {
  const dark = i % 3 === 1;
  const paper = dark ? '#1c1c22' : (i % 5 === 0 ? '#fdf6e3' : '#ffffff');
  const ink = dark ? '#e8e8e8' : '#111111';
  const font = FONTS[i % FONTS.length];
  const weight = i % 4 === 2 ? 700 : 400;
  const phone = i % 2 === 0;
  let cells = '';
  for (let c = 0; c < 81; c++) {
    const r = Math.floor(c / 9), k = c % 9;
    const borders = `border-right:${k % 3 === 2 ? 3 : 1}px solid ${ink};border-bottom:${r % 3 === 2 ? 3 : 1}px solid ${ink};`;
    let content = '';
    if (givens[c] !== '.') content = `<span style="color:${ink};font-weight:${weight}">${givens[c]}</span>`;
    else if ((c * 7 + i) % 6 === 0) content = `<span style="color:${ENTRY[i % ENTRY.length]}">${solution[c]}</span>`;
    else if ((c * 5 + i) % 7 === 0) content = `<span class="marks">${[1, 3, 5, 7, 8, 9].slice(0, 1 + ((c + i) % 6)).join(' ')}</span>`;
    cells += `<div style="${borders}">${content}</div>`;
  }
  const chrome = phone
    ? `<div style="height:44px;background:${dark ? '#000' : '#f2f2f7'};color:${ink};font:15px sans-serif;padding:12px 20px">9:41 · Sudoku</div>
       <div style="height:60px;color:${ink};font:20px sans-serif;padding:16px">Hard · 04:12 · Mistakes 0/3</div>`
    : `<h1 style="color:${ink};font:28px sans-serif;margin:20px">Sudoku</h1>`;
  const keypad = phone
    ? `<div style="display:flex;gap:6px;margin:24px 10px">${[1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => `<div style="flex:1;height:56px;border:1px solid #888;border-radius:8px;color:${ink};font:28px '${font}';display:grid;place-items:center">${d}</div>`).join('')}</div>`
    : '';
  return `<!doctype html><html><body style="margin:0;background:${paper}">${chrome}
    <div style="display:grid;grid-template-columns:repeat(9,1fr);width:min(94vw,560px);aspect-ratio:1;margin:${phone ? 10 : 40}px auto;border-left:3px solid ${ink};border-top:3px solid ${ink};font-family:'${font}'">
    ${cells}</div>${keypad}
    <style>div>div{display:grid;place-items:center;font-size:${phone ? 26 : 34}px}.marks{font-size:9px;color:#8a8a8a;width:80%;word-spacing:4px;line-height:1.1}</style></body></html>`;
}

const saveTo = process.argv.includes('--save') ? process.argv[process.argv.indexOf('--save') + 1] : null;
if (saveTo) mkdirSync(saveTo, { recursive: true });
const truth = [];
const { browser, newContext } = await launchBrowser();
let exact = 0, added = 0;
for (let i = 0; i < puzzles.length; i++) {
  const givens = puzzles[i];
  const solution = solve(givens).solution;
  const phone = i % 2 === 0;
  const context = await newContext(phone ? { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 + (i % 4 === 0) } : { viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.setContent(html(i, givens, solution));
  const png = await page.screenshot();
  await context.close();
  if (saveTo) {
    writeFileSync(`${saveTo}/shot${i}.png`, png);
    truth.push(`shot${i}.png ${givens}\n`);
  }
  let puzzle;
  try {
    puzzle = readPhoto(new Uint8Array(png)).puzzle;
  } catch (error) {
    puzzle = `error: ${error.message}`;
  }
  if (puzzle === givens) exact += 1;
  else {
    const extra = [...puzzle].filter((d, c) => d !== '.' && givens[c] === '.').length;
    added += extra;
    console.log(`screenshot ${i} (${FONTS[i % FONTS.length]}${i % 3 === 1 ? ', dark' : ''}${phone ? ', phone' : ''}): ${puzzle}\n  expected ${givens}`);
  }
}
await browser.close();
if (saveTo) writeFileSync(`${saveTo}/truth.txt`, truth.join(''));
console.log(`screenshots: ${exact} of ${puzzles.length} grids exactly right; non-givens read as givens: ${added}`);
