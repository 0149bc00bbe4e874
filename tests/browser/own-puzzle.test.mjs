// Your own puzzle, from paper to "Solved" (issue 29): set-up with givens, Start, locked givens,
// the finish with its time, the timer, one worker request per Hint, saved games per puzzle (other
// tabs, links, My puzzles, export and import, corrupt storage), links to play, the aids, print.
// On a phone with touch and a laptop, in English and 中文. Every solution a test sees is checked
// against the rules and the givens; the engine (pkg/ in Node) answers what the page should show.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import { LAPTOP, PHONE, ROOT, appPages, artifact, countRequests, isValidCompletion, statusText, tapCell, waitForStatus } from './harness.mjs';

const pkgDir = new URL('pkg/', `file://${ROOT}/`);
const engine = await import(new URL('sudoku_engine.js', pkgDir));
await engine.default({ module_or_path: readFileSync(new URL('sudoku_engine_bg.wasm', pkgDir)) });

const EASY = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const OTHER = engine.generate({ level: 'easy', seed: 29 }).puzzle; // r1c1 empty
const SOLUTION = engine.solve(EASY).solution;
assert.ok(isValidCompletion(EASY, SOLUTION), 'the engine solves EASY');
assert.equal(engine.solve(OTHER).status, 'unique');
assert.equal(OTHER[0], '.');

const pages = appPages();
const open = (t, options = PHONE, extra = {}) => pages.open(t, options, extra);
const key = (page, name) => page.getByRole('button', { name, exact: true });
const cellLabel = (page, cell) => page.getByRole('gridcell').nth(cell).getAttribute('aria-label');
const rc = (cell) => `row ${Math.floor(cell / 9) + 1}, column ${(cell % 9) + 1}`;

async function axeSerious(page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}


/** Types the digits of `line` (81 characters, '.' skipped) on the board with the keyboard, from the selected cell 0. */
async function typeBoard(page, line) {
  await tapCell(page, 0);
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      const ch = line[r * 9 + c];
      if (ch !== '.') await page.keyboard.press(ch);
      if (c < 8) await page.keyboard.press('ArrowRight');
    }
    if (r < 8) {
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Home');
    }
  }
}

/** The solution's digits for EASY's empty cells, as entries (81 characters, '.' on the givens). */
const ENTRIES = Array.from(EASY, (ch, i) => (ch === '.' ? SOLUTION[i] : '.')).join('');


test('phone: set up a puzzle from paper, Start (several solutions, then one), givens locked, play to Solved with the time', async (t) => {
  const context = await pages.newContext(PHONE);
  await countRequests(context);
  const page = await open(t, PHONE, { context });
  assert.equal(await page.getByRole('button', { name: 'Enter puzzle' }).isVisible(), true, 'Enter puzzle on the first screen');
  const box = await page.getByRole('button', { name: 'New puzzle' }).boundingBox();
  assert.ok(box.y + box.height <= PHONE.viewport.height, 'New puzzle on the first screen');
  const enter = await page.getByRole('button', { name: 'Enter puzzle' }).boundingBox();
  assert.ok(enter.y + enter.height <= PHONE.viewport.height, 'Enter puzzle on the first screen');
  await page.screenshot({ path: artifact('own-phone-first.png') });
  // Tap two givens with the keypad: they are givens, not entries.
  await tapCell(page, 0);
  await key(page, '5').tap();
  await tapCell(page, 1);
  await key(page, '3').tap();
  assert.equal(await cellLabel(page, 0), 'row 1, column 1, 5, given');
  assert.equal(await cellLabel(page, 1), 'row 1, column 2, 3, given');
  await key(page, 'Start').tap();
  assert.match(await waitForStatus(page, /several solutions/), /Not yet/);
  assert.equal(await key(page, 'Start').isVisible(), true, 'set-up goes on');
  // The rest of the givens, typed.
  await typeBoard(page, EASY);
  assert.equal(await cellLabel(page, 80), 'row 9, column 9, 9, given');
  await page.screenshot({ path: artifact('own-phone-setup.png') });
  assert.deepEqual(await axeSerious(page), []);
  await key(page, 'Start').tap();
  const started = await waitForStatus(page, /Puzzle started/);
  const rated = engine.rate(EASY);
  assert.match(started, new RegExp(`Easy · ${rated.rating.toFixed(1)}`), started);
  assert.equal(await key(page, 'Start').isVisible(), false);
  // Givens are locked in play: Erase, a keypad digit and typing leave them.
  await tapCell(page, 0);
  await key(page, 'Erase').tap();
  await key(page, '9').tap();
  await page.keyboard.press('Backspace');
  assert.equal(await cellLabel(page, 0), 'row 1, column 1, 5, given');
  assert.match(await statusText(page), /given of the puzzle/);
  // A Hint press is one request to the worker.
  const before = await page.evaluate(() => window.__requests.length);
  await key(page, 'Hint').tap();
  await waitForStatus(page, /Hint: /);
  await page.waitForTimeout(200);
  assert.deepEqual(await page.evaluate((n) => window.__requests.slice(n), before), ['hint'], 'one Hint press, one request');
  // Fill in the rest: the last digit finishes the puzzle.
  await typeBoard(page, ENTRIES);
  const solved = await waitForStatus(page, /Solved/);
  assert.match(solved, /Solved in \d+:\d\d\s+Easy · \d\.\d/);
  assert.ok(isValidCompletion(EASY, (await page.getByLabel('Puzzle').inputValue()).replace(/\s/g, '')));
  assert.equal(await page.getByRole('button', { name: 'Apply' }).isVisible(), false, 'no hint left over a solved board');
  await page.screenshot({ path: artifact('own-phone-solved.png') });
  assert.deepEqual(await axeSerious(page), []);
});

test('Start names clashing givens and stays in set-up; entries that clash are "clashing entries", not givens', async (t) => {
  const page = await open(t, LAPTOP);
  await typeBoard(page, '55' + '.'.repeat(79));
  const status = await waitForStatus(page, /Clashing givens/);
  assert.match(status, /5 at row 1, column 1 clashes with row 1, column 2/);
  await key(page, 'Start').click();
  assert.match(await waitForStatus(page, /no solution/), /row 1, column 1/);
  assert.equal(await key(page, 'Start').isVisible(), true);
  // A puzzle pasted is in play at once; a clashing entry is the person's.
  await page.getByLabel('Puzzle').fill(EASY);
  assert.equal(await key(page, 'Start').isVisible(), false);
  await tapCell(page, 2);
  await page.keyboard.press('5');
  const clash = await waitForStatus(page, /Clashing entries/);
  assert.doesNotMatch(clash, /givens/);
});

test('中文 on a phone: set-up, Start and 完成 with the time; the timer can be hidden and pauses while the page is hidden', async (t) => {
  const page = await open(t, { ...PHONE, locale: 'zh-CN' }, { ready: '求解' });
  await typeBoard(page, EASY);
  await key(page, '开始').click();
  await waitForStatus(page, /题目已开始/);
  const timer = page.locator('sudoku-solver .ss-timer');
  assert.equal(await timer.isVisible(), true);
  // Hidden page: the clock stops.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const hiddenAt = await timer.textContent();
  await page.waitForTimeout(2200);
  assert.equal(await timer.textContent(), hiddenAt, 'the clock pauses while the page is hidden');
  await page.evaluate(() => {
    delete document.visibilityState;
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.locator('sudoku-solver .ss-settings summary').click();
  await page.getByLabel('显示计时').uncheck();
  assert.equal(await timer.isVisible(), false, 'the timer can be hidden');
  await typeBoard(page, ENTRIES);
  const done = await waitForStatus(page, /完成/);
  assert.match(done, /用时 \d+:\d\d/);
});

test('saved games: another tab opening a link drops nothing; the URL puzzle opens with its game; My puzzles lists, reopens, deletes', async (t) => {
  const context = await pages.newContext(LAPTOP);
  const page = await open(t, LAPTOP, { context, hash: `#p=${EASY}` });
  await waitForStatus(page, /30 givens/);
  await tapCell(page, 2);
  await page.keyboard.press('4');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+Digit2');
  await page.keyboard.press('Shift+Digit6');
  assert.equal(await cellLabel(page, 3), `${rc(3)}, empty, notes 2 6`);
  // A second tab opens another puzzle's link.
  const other = await context.newPage();
  await other.goto(`${pages.url()}#p=${OTHER}`);
  await other.getByRole('button', { name: 'Solve' }).waitFor();
  await waitForStatus(other, /givens/);
  await tapCell(other, 0);
  await other.keyboard.press('1');
  // The first tab, reloaded, has its game: entries and notes.
  await page.reload();
  await page.getByRole('button', { name: 'Solve' }).waitFor();
  assert.equal(await cellLabel(page, 2), `${rc(2)}, 4, entry`);
  assert.equal(await cellLabel(page, 3), `${rc(3)}, empty, notes 2 6`);
  assert.equal(await page.getByRole('gridcell', { name: /solved/ }).count(), 0, 'the link opens to play, nothing solved');
  // My puzzles lists both games; reopen the other one, then delete it.
  await page.getByRole('button', { name: 'My puzzles' }).click();
  const dialog = page.getByRole('dialog', { name: 'Saved games' });
  await dialog.waitFor();
  assert.equal(await dialog.getByRole('listitem').count(), 2);
  await page.screenshot({ path: artifact('own-my-puzzles.png') });
  assert.deepEqual(await axeSerious(page), []);
  const otherItem = dialog.getByRole('listitem').filter({ hasText: OTHER });
  assert.match(await otherItem.textContent(), /1 of \d+ filled/);
  await otherItem.getByRole('button', { name: 'Open' }).click();
  assert.equal(await cellLabel(page, 0), `${rc(0)}, 1, entry`);
  await page.getByRole('button', { name: 'My puzzles' }).click();
  await dialog.getByRole('listitem').filter({ hasText: EASY }).getByRole('button', { name: 'Delete' }).click();
  assert.equal(await dialog.getByRole('listitem').count(), 1);
  await dialog.getByRole('button', { name: 'Close' }).click();
});

test('two tabs on one puzzle: a move in one reaches the other (storage events), so neither drops it', async (t) => {
  const context = await pages.newContext(LAPTOP);
  const a = await open(t, LAPTOP, { context, hash: `#p=${EASY}` });
  const b = await context.newPage();
  await b.goto(`${pages.url()}#p=${EASY}`);
  await b.getByRole('button', { name: 'Solve' }).waitFor();
  await tapCell(a, 2);
  await a.keyboard.press('4');
  await b.getByRole('gridcell', { name: `${rc(2)}, 4, entry` }).waitFor({ timeout: 5000 });
  await tapCell(b, 3);
  await b.keyboard.press('6');
  await a.getByRole('gridcell', { name: `${rc(3)}, 6, entry` }).waitFor({ timeout: 5000 });
  assert.equal(await cellLabel(a, 2), `${rc(2)}, 4, entry`, 'the first move is kept');
});

test('export and import every saved game as a file', async (t) => {
  const page = await open(t, LAPTOP, { hash: `#p=${EASY}` });
  await tapCell(page, 2);
  await page.keyboard.press('4');
  await page.getByRole('button', { name: 'My puzzles' }).click();
  const dialog = page.getByRole('dialog', { name: 'Saved games' });
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Export all' }).click()]);
  const file = JSON.parse(readFileSync(await download.path(), 'utf8'));
  assert.equal(file.games.length, 1);
  assert.equal(file.games[0].givens, EASY);
  assert.equal(file.games[0].entries[2], '4');
  // Into a fresh browser: the import lists the game, and opening it brings back the entry.
  const fresh = await open(t, LAPTOP);
  await fresh.getByRole('button', { name: 'My puzzles' }).click();
  const freshDialog = fresh.getByRole('dialog', { name: 'Saved games' });
  await freshDialog.getByLabel('Import').setInputFiles({ name: 'games.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  await freshDialog.getByText('1 game imported.').waitFor();
  await freshDialog.getByRole('button', { name: 'Open' }).click();
  assert.equal(await cellLabel(fresh, 2), `${rc(2)}, 4, entry`);
  await fresh.getByRole('button', { name: 'My puzzles' }).click();
  await freshDialog.getByLabel('Import').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{"nope": 1}') });
  await freshDialog.getByText('That file holds no saved games.').waitFor();
});

test('corrupt storage (garbage, wrong types, huge arrays, 5 MB values) loads a clean page and keeps every other game', async (t) => {
  const context = await pages.newContext(LAPTOP);
  const good = { givens: OTHER, entries: '1' + '.'.repeat(80), notes: new Array(81).fill(0), removed: new Array(81).fill(0), time: 61000, solved: false, level: 'easy', rating: 1.2, updated: 1 };
  await context.addInitScript(
    ({ good, easy }) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('sudoku.board', '{not json');
      localStorage.setItem(`sudoku.game.${good.givens}`, JSON.stringify(good));
      // A game whose fields are each wrong: only they drop (the givens are right).
      localStorage.setItem(`sudoku.game.${easy}`, JSON.stringify({ givens: easy, entries: 42, notes: new Array(500).fill(7), removed: 'x', time: -5, solved: 'yes', level: 'legendary', rating: 'hard' }));
      localStorage.setItem('sudoku.game.' + '1'.repeat(81), JSON.stringify({ givens: '1'.repeat(81) + 'x' }));
      localStorage.setItem('sudoku.game.array', JSON.stringify(new Array(200000).fill({})));
      // As large a value as the origin's quota takes, up to 5 MB.
      for (let n = 5 * 1024 * 1024; n > 0; n -= 256 * 1024) {
        try {
          localStorage.setItem('sudoku.game.huge', 'x'.repeat(n));
          break;
        } catch {
          /* over the quota: a little less */
        }
      }
      localStorage.setItem('sudoku.lang', '{"x":');
    },
    { good, easy: EASY },
  );
  const page = await open(t, LAPTOP, { context });
  assert.match(await statusText(page), /Type or tap/, 'a clean page');
  await page.getByRole('button', { name: 'My puzzles' }).click();
  const dialog = page.getByRole('dialog', { name: 'Saved games' });
  const items = dialog.getByRole('listitem');
  assert.equal(await items.count(), 2, 'the good game and the one with bad fields');
  assert.match(await items.filter({ hasText: OTHER }).textContent(), /Easy · 1\.2 · 1 of \d+ filled · 1:01/);
  assert.match(await items.filter({ hasText: EASY }).textContent(), /not rated yet · 0 of 51 filled · 0:00/);
  await items.filter({ hasText: EASY }).getByRole('button', { name: 'Open' }).click();
  assert.equal(await cellLabel(page, 2), `${rc(2)}, empty`);
  await page.goto(`${pages.url()}#p=${OTHER}`);
  await page.reload();
  await page.getByRole('button', { name: 'Solve' }).waitFor();
  assert.equal(await cellLabel(page, 0), `${rc(0)}, 1, entry`, 'the good game opens with its entry');
});

test('links: Copy link gives a link to play; "with my progress" adds entries and notes as entries; after Solve the link carries m=solve; bad text stays out', async (t) => {
  const context = await pages.newContext({ ...LAPTOP, permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await open(t, LAPTOP, { context, hash: `#p=${EASY}` });
  await tapCell(page, 2);
  await page.keyboard.press('4');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+Digit2');
  await page.getByRole('button', { name: 'Copy link' }).click();
  const plain = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  assert.equal(plain.hash, `#p=${EASY}`, 'a link to play: the givens only');
  await page.getByLabel('with my progress').check();
  await page.getByRole('button', { name: 'Copy link' }).click();
  const progress = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  const params = new URLSearchParams(progress.hash.slice(1));
  assert.equal(params.get('p'), EASY);
  assert.equal(params.get('e')[2], '4');
  assert.ok(params.get('n'), 'notes too');
  // Opened in a fresh browser: the entry is an entry, the note a note.
  const fresh = await open(t, LAPTOP, { hash: progress.hash });
  assert.equal(await cellLabel(fresh, 2), `${rc(2)}, 4, entry`);
  assert.equal(await cellLabel(fresh, 3), `${rc(3)}, empty, notes 2`);
  // After Solve the URL carries the mode.
  await page.getByRole('button', { name: 'Solve' }).click();
  await waitForStatus(page, 'Unique solution');
  assert.match(await page.evaluate(() => location.hash), /&m=solve$/);
  // Text that does not read as a puzzle never goes into the URL.
  await page.getByLabel('Puzzle').fill(EASY.slice(0, 40) + 'x' + EASY.slice(41));
  assert.equal(await page.evaluate(() => location.hash), '');
});

test('aids: a placed digit clears its peers\' notes (a setting); Fill notes is one undoable change; digits left; instant mistakes when asked', async (t) => {
  const page = await open(t, PHONE, { hash: `#p=${EASY}` });
  await key(page, 'Fill notes').tap();
  const candidates = engine.candidates(EASY);
  const notesOf = (mask) => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => mask & (1 << (d - 1))).join(' ');
  await page.getByRole('gridcell', { name: `${rc(2)}, empty, notes ${notesOf(candidates[2])}`, exact: true }).waitFor({ timeout: 5000 });
  assert.equal(await cellLabel(page, 3), `${rc(3)}, empty, notes ${notesOf(candidates[3])}`);
  // r1c3 takes 4: r1c4's note 4 goes, if it had one; r2c3 (same box) loses its 4 too.
  await tapCell(page, 2);
  await key(page, '4').tap();
  for (const peer of [3, 11, 20]) assert.doesNotMatch(await cellLabel(page, peer), /notes[\d ]*\b4\b/, `${rc(peer)} lost its note 4`);
  await key(page, 'Undo').tap();
  await key(page, 'Undo').tap();
  assert.equal(await cellLabel(page, 3), `${rc(3)}, empty`, 'Fill notes undone in one step');
  // Choosing a cell tints every cell holding its digit: r1c1's 5 and r2c6's 5, not r3c2's 9.
  await tapCell(page, 0);
  await page.waitForTimeout(100);
  const tints = await page.evaluate(() => {
    const canvas = document.querySelector('sudoku-solver canvas');
    const cell = canvas.width / 9;
    // Near a cell's bottom-right corner, clear of its digit and notes.
    const at = (i) => Array.from(canvas.getContext('2d').getImageData(Math.round(((i % 9) + 0.85) * cell), Math.round((Math.floor(i / 9) + 0.85) * cell), 1, 1).data);
    return { same: at(14), other: at(44), plain: at(80) };
  });
  assert.notDeepEqual(tints.same, tints.plain, `the other 5 is tinted: ${JSON.stringify(tints)}`);
  assert.deepEqual(tints.other, tints.plain, 'a cell with another digit, no peer, is not');
  // The keypad: how many of each digit are left; a digit placed nine times is done.
  const placed = (d) => [...EASY].filter((ch) => ch === String(d)).length;
  assert.equal(await key(page, '5').getAttribute('title'), `${9 - placed(5)} left`);
  // The setting off: a digit placed leaves the notes.
  await page.locator('sudoku-solver .ss-settings summary').click();
  await page.getByLabel('A placed digit clears its notes nearby').uncheck();
  await tapCell(page, 3);
  await page.keyboard.press('Shift+Digit4');
  await tapCell(page, 2);
  await key(page, '4').tap();
  assert.match(await cellLabel(page, 3), /notes 4/);
  // Instant mistakes: off by default; on, a wrong entry is marked at once.
  // r1c6's answer is 8; 2 is one of its candidates (it clashes with nothing) but wrong.
  assert.ok(candidates[5] & 0b10 && SOLUTION[5] === '8');
  await tapCell(page, 5);
  await key(page, '2').tap();
  assert.doesNotMatch(await cellLabel(page, 5), /contradicts/);
  await page.getByLabel('Mark wrong entries at once').check();
  await page.getByRole('gridcell', { name: `${rc(5)}, 2, entry, contradicts the solution` }).waitFor({ timeout: 5000 });
  // A finished digit: fill every 5.
  await page.getByLabel('Puzzle').fill(Array.from(EASY, (ch, i) => (SOLUTION[i] === '5' ? '5' : ch)).join(''));
  assert.equal(await key(page, '5').getAttribute('title'), 'all placed');
  assert.match(await key(page, '5').getAttribute('class'), /ss-key-done/);
});

test('a note that lacks the answer is a mistake in the notes, named as such; Apply and About leave with their hint', async (t) => {
  const page = await open(t, LAPTOP, { hash: `#p=${EASY}` });
  // r1c3's answer is 4: notes 1 2 there lack it.
  await tapCell(page, 2);
  await page.keyboard.press('Shift+Digit1');
  await page.keyboard.press('Shift+Digit2');
  await key(page, 'Hint').click();
  const status = await waitForStatus(page, /Mistake/);
  assert.match(status, /Your notes at row 1, column 3 lack the digit that belongs there/);
  assert.equal(await page.getByRole('button', { name: 'Apply' }).isVisible(), false);
  await tapCell(page, 2);
  await page.keyboard.press('Shift+Digit4');
  await key(page, 'Hint').click();
  await waitForStatus(page, /Hint: /);
  assert.equal(await page.getByRole('button', { name: 'Apply' }).isVisible(), true);
  await tapCell(page, 40);
  await page.keyboard.press('5');
  assert.equal(await page.getByRole('button', { name: 'Apply' }).isVisible(), false, 'Apply leaves with its hint');
  assert.equal(await page.getByRole('button', { name: /^About/ }).isVisible(), false, 'About leaves with its hint');
});

for (const colorScheme of ['light', 'dark']) {
  test(`print (${colorScheme} screen): the board black on white, no selection or notes`, async (t) => {
    const page = await open(t, { ...PHONE, colorScheme }, { hash: `#p=${EASY}` });
    await tapCell(page, 2);
    await page.keyboard.press('Shift+Digit1');
    await page.screenshot({ path: artifact(`own-phone-${colorScheme}.png`) });
    await page.emulateMedia({ media: 'print', colorScheme });
    await page.waitForTimeout(300);
    await page.screenshot({ path: artifact(`own-print-${colorScheme}.png`), fullPage: true });
    const pixels = await page.evaluate(() => {
      const canvas = document.querySelector('sudoku-solver canvas');
      const ctx = canvas.getContext('2d');
      const at = (x, y) => Array.from(ctx.getImageData(Math.round(x), Math.round(y), 1, 1).data);
      const cell = canvas.width / 9;
      return {
        // The selected cell r1c3 (its centre, where the note 1 would be at its top left).
        selected: at(2.5 * cell, 0.5 * cell),
        note: at(2 * cell + cell / 6, cell / 6),
        empty: at(4.5 * cell, 4.5 * cell + cell * 0.3),
        // A box line and a thin cell line.
        box: at(3 * cell, 4.5 * cell + cell * 0.3),
        thin: at(cell, 4.5 * cell + cell * 0.3),
      };
    });
    const light = (p) => p[0] > 240 && p[1] > 240 && p[2] > 240;
    const dark = (p) => p[0] < 110 && p[1] < 110 && p[2] < 110;
    assert.ok(light(pixels.empty), `an empty cell prints white: ${pixels.empty}`);
    assert.ok(light(pixels.selected) && light(pixels.note), `no selection, no notes: ${JSON.stringify(pixels)}`);
    assert.ok(dark(pixels.box) && dark(pixels.thin), `box and cell lines print dark: ${JSON.stringify(pixels)}`);
  });
}
