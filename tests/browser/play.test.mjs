// Playing on a phone (390x844, touch) and on a laptop: keypad, notes, candidates, undo/redo,
// the kinds of digits, Check, the saved board, and the bugs a new user hit (issue 14), each
// with a test that failed before its fix.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import {
  LAPTOP, PHONE, TARGET_SAMPLE, appPages, artifact, isValidCompletion, ruleCandidates, slowEngine, statusText, tapCell, targetScore, waitForStatus,
} from './harness.mjs';

const EASY = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const EASY_SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
const MANY = '8.........95.......76.........426798...571243...893165......916....3.487....1.532';
const SAMPLE_LINE = '7..9....11....59.....2...8...5.2...3......648413........7..2.9.2.1.6.8.4.8.5.4.12';

const pages = appPages();

/** A page on the app at `hash`, on a phone unless `options` say otherwise. */
const open = (t, options = PHONE, hash = '') => pages.open(t, options, { hash });

const label = (page, cell) => page.getByRole('gridcell').nth(cell).getAttribute('aria-label');
const field = (page) => page.getByLabel('Puzzle');
const fieldCells = async (page) => (await field(page).inputValue()).replace(/\s+/g, '');
const key = (page, name) => page.getByRole('button', { name, exact: true });

function within(box, viewport, what) {
  assert.ok(box, `${what} is shown`);
  assert.ok(box.y >= 0 && box.y + box.height <= viewport.height + 0.5, `${what} within the window: ${JSON.stringify(box)}`);
}

test('phone: tap a cell, enter and erase with the keypad; notes by keypad and Shift+digit', async (t) => {
  const page = await open(t);
  await field(page).fill(EASY);
  await tapCell(page, 2);
  await key(page, '4').tap();
  assert.equal(await label(page, 2), 'row 1, column 3, 4, entry');
  assert.equal((await fieldCells(page))[2], '4');
  assert.equal(await label(page, 0), 'row 1, column 1, 5, given');
  await key(page, 'Erase').tap();
  assert.equal(await label(page, 2), 'row 1, column 3, empty');
  assert.equal((await fieldCells(page))[2], '.');
  await key(page, 'Notes').tap();
  assert.equal(await key(page, 'Notes').getAttribute('aria-pressed'), 'true');
  for (const d of ['1', '4', '7']) await key(page, d).tap();
  assert.equal(await label(page, 2), 'row 1, column 3, empty, notes 1 4 7');
  await key(page, '4').tap();
  assert.equal(await label(page, 2), 'row 1, column 3, empty, notes 1 7');
  assert.equal((await fieldCells(page))[2], '.', 'notes are not digits');
  await page.keyboard.press('9'); // Notes switches the keyboard too
  assert.equal(await label(page, 2), 'row 1, column 3, empty, notes 1 7 9');
  await page.keyboard.press('9');
  await key(page, 'Notes').tap();
  assert.equal(await key(page, 'Notes').getAttribute('aria-pressed'), 'false');
  await page.keyboard.press('Shift+Digit2');
  assert.equal(await label(page, 2), 'row 1, column 3, empty, notes 1 2 7');
  await page.screenshot({ path: artifact('phone-notes.png') });
  await page.keyboard.press('4');
  assert.equal(await label(page, 2), 'row 1, column 3, 4, entry', 'a digit replaces the notes');
});

test('undo and redo every change: paste, typing, notes, Solve, Clear, example', async (t) => {
  const page = await open(t);
  await field(page).fill(EASY);
  await tapCell(page, 2);
  await key(page, '4').tap();
  await key(page, 'Notes').tap();
  await tapCell(page, 3);
  await key(page, '1').tap();
  await key(page, 'Notes').tap();
  await key(page, 'Solve').tap();
  await waitForStatus(page, 'Unique solution');
  assert.equal(await label(page, 5), 'row 1, column 6, 8, solved');
  await key(page, 'Clear').tap();
  await page.getByRole('combobox', { name: 'Examples' }).selectOption({ label: 'Many solutions' });
  assert.equal(await fieldCells(page), MANY);

  const states = [
    async () => assert.equal(await field(page).inputValue(), ''), // before the example: cleared
    async () => {
      assert.equal(await label(page, 5), 'row 1, column 6, 8, solved');
      assert.ok(isValidCompletion(EASY, await page.getByLabel('Solution', { exact: true }).inputValue()));
    },
    async () => {
      assert.equal(await label(page, 5), 'row 1, column 6, empty');
      assert.equal(await label(page, 3), 'row 1, column 4, empty, notes 1');
    },
    async () => {
      assert.equal(await label(page, 3), 'row 1, column 4, empty');
      assert.equal(await label(page, 2), 'row 1, column 3, 4, entry');
    },
    async () => {
      assert.equal(await label(page, 2), 'row 1, column 3, empty');
      assert.equal(await field(page).inputValue(), EASY);
    },
    async () => assert.equal(await field(page).inputValue(), ''), // before the paste
  ];
  await tapCell(page, 80); // keyboard focus on the board, not in a text field
  for (const [i, check] of states.entries()) {
    if (i % 2) await key(page, 'Undo').tap();
    else await page.keyboard.press('Control+z');
    await check();
  }
  assert.equal(await key(page, 'Undo').isDisabled(), true);
  await tapCell(page, 80);
  await page.keyboard.press('Control+y'); // the paste again
  assert.equal(await field(page).inputValue(), EASY);
  await page.keyboard.press('Control+Shift+z'); // the entry
  assert.equal(await label(page, 2), 'row 1, column 3, 4, entry');
  for (let i = 0; i < 4; i++) await key(page, 'Redo').tap();
  assert.equal(await fieldCells(page), MANY);
  assert.equal(await key(page, 'Redo').isDisabled(), true);
});

test('givens, entries and solved digits; typing into a solved board keeps entries; Check marks wrong entries', async (t) => {
  const page = await open(t);
  await field(page).fill(EASY);
  for (const cell of [2, 3]) {
    await tapCell(page, cell);
    await key(page, EASY_SOLUTION[cell]).tap();
  }
  await key(page, 'Solve').tap();
  await waitForStatus(page, 'Unique solution');
  assert.equal(await label(page, 2), `row 1, column 3, ${EASY_SOLUTION[2]}, entry`);
  assert.equal(await label(page, 4), 'row 1, column 5, 7, given');
  assert.equal(await label(page, 5), `row 1, column 6, ${EASY_SOLUTION[5]}, solved`);
  await tapCell(page, 6);
  await key(page, EASY_SOLUTION[6]).tap();
  assert.equal(await label(page, 6), `row 1, column 7, ${EASY_SOLUTION[6]}, entry`);
  assert.equal(await label(page, 2), `row 1, column 3, ${EASY_SOLUTION[2]}, entry`, 'entries stay');
  assert.equal(await label(page, 5), 'row 1, column 6, empty', "the solver's digits go");
  assert.equal(await page.getByLabel('Solution', { exact: true }).inputValue(), '');
  // A wrong entry that breaks no rule: 2 in r1c6 (the solution has 8 there).
  await tapCell(page, 5);
  await key(page, '2').tap();
  await key(page, 'Check').tap();
  assert.match(await waitForStatus(page, 'contradict'), /1 of 4 entries contradict the solution/);
  assert.equal(await label(page, 5), 'row 1, column 6, 2, entry, contradicts the solution');
  assert.equal(await label(page, 2), `row 1, column 3, ${EASY_SOLUTION[2]}, entry`);
  await page.screenshot({ path: artifact('phone-check.png') });
  await key(page, '8').tap();
  await key(page, 'Check').tap();
  assert.match(await waitForStatus(page, 'all agree'), /4 entries checked/);
});

test('Candidates: every empty cell lists the engine candidates, beside the notes', async (t) => {
  const page = await open(t);
  await field(page).fill(EASY);
  await tapCell(page, 2);
  await key(page, 'Notes').tap();
  await key(page, '1').tap();
  await key(page, 'Notes').tap();
  await page.getByRole('switch', { name: 'Candidates' }).tap();
  await page.waitForFunction(() => /candidates/.test(document.querySelectorAll('[role="gridcell"]')[2].getAttribute('aria-label')));
  const expected = ruleCandidates(EASY);
  const labels = await page.getByRole('gridcell').evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label')));
  assert.equal(labels[2], `row 1, column 3, empty, notes 1, candidates ${expected[2].join(' ')}`);
  for (let i = 0; i < 81; i++) {
    if (expected[i]) assert.match(labels[i], new RegExp(`, candidates ${expected[i].join(' ')}$`), `cell ${i}`);
    else assert.doesNotMatch(labels[i], /candidates/, `cell ${i}`);
  }
  await page.screenshot({ path: artifact('phone-candidates.png') });
  // An entry changes its peers' candidates.
  await key(page, '4').tap();
  const after = ruleCandidates(EASY.slice(0, 2) + '4' + EASY.slice(3));
  await page.waitForFunction(
    (want) => document.querySelectorAll('[role="gridcell"]')[3].getAttribute('aria-label').endsWith(want),
    `candidates ${after[3].join(' ')}`,
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  assert.deepEqual(violations.filter((v) => ['serious', 'critical'].includes(v.impact)).map((v) => v.id), []);
});

test('the board, entries, notes and modes survive a reload', async (t) => {
  const page = await open(t);
  await field(page).fill(EASY);
  await tapCell(page, 2);
  await key(page, '4').tap();
  await key(page, 'Notes').tap();
  await tapCell(page, 3);
  await key(page, '6').tap();
  await page.getByRole('switch', { name: 'Candidates' }).tap();
  await page.waitForFunction(() => /candidates/.test(document.querySelectorAll('[role="gridcell"]')[5].getAttribute('aria-label')));
  const before = await page.getByRole('gridcell').evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label')));
  await page.reload();
  await page.getByRole('button', { name: 'Solve' }).waitFor();
  await page.waitForFunction(() => /candidates/.test(document.querySelectorAll('[role="gridcell"]')[5].getAttribute('aria-label')));
  const restored = await page.getByRole('gridcell').evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label')));
  assert.deepEqual(restored, before);
  assert.match(before[3], /notes 6/);
  assert.equal(await key(page, 'Notes').getAttribute('aria-pressed'), 'true');
  assert.equal(await page.getByRole('switch', { name: 'Candidates' }).isChecked(), true);
  assert.equal(await page.getByLabel('Solution', { exact: true }).inputValue(), '', 'a reload does not solve a game in progress');
});

test('bug 1: typing in a cell before a bad character keeps every cell of the text', async (t) => {
  const page = await open(t);
  const bad = EASY.slice(0, 20) + 'x' + EASY.slice(21);
  await field(page).fill(bad);
  await tapCell(page, 2);
  await key(page, '4').tap();
  assert.equal(await field(page).inputValue(), bad.slice(0, 2) + '4' + bad.slice(3));
  assert.match(await statusText(page), /Invalid character “x” at row 3, column 3/);
  assert.equal(await label(page, 27), 'row 4, column 1, 8, given', 'cells after the bad character stay on the board');
  await tapCell(page, 20);
  await key(page, '1').tap(); // typing over the bad character fixes it
  assert.equal(await field(page).inputValue(), bad.slice(0, 2) + '4' + bad.slice(3, 20) + '1' + bad.slice(21));
  const givens = [...bad].filter((c) => /[1-9]/.test(c)).length;
  assert.match(await waitForStatus(page, 'givens'), new RegExp(`^${givens} givens, 2 entries`));
});

test('bug 2: an empty board is a puzzle; Clear keeps the target view and its link', async (t) => {
  const page = await open(t);
  await key(page, 'Solve').tap();
  assert.match(await waitForStatus(page, /Multiple solutions|Expected/), /Multiple solutions/);
  await field(page).fill(TARGET_SAMPLE);
  await page.getByRole('button', { name: /target score/i }).tap();
  await waitForStatus(page, 'Max target score: 2829');
  await key(page, 'Clear').tap();
  assert.equal(await page.evaluate(() => location.hash), '#m=target');
  assert.match(await label(page, 40), /weight 10/);
  await page.getByRole('button', { name: /target score/i }).tap();
  assert.match(await waitForStatus(page, /Max target score|Expected/), /Max target score: 2906(?!\d)/);
  assert.equal(targetScore(await page.getByLabel('Solution', { exact: true }).inputValue()), 2906);
});

test('bug 3: counts take their plural from the number', async (t) => {
  const page = await open(t, LAPTOP);
  // The easy puzzle takes one search node and no guess: "1 node · 0 guesses", not "1 nodes".
  const solved = page.evaluate(
    () => new Promise((resolve) => document.addEventListener('sudoku-solved', (e) => resolve(e.detail), { once: true })),
  );
  await field(page).fill(EASY);
  await key(page, 'Solve').click();
  const { nodes, guesses } = await solved;
  const plural = (n, one, many) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;
  assert.match(await waitForStatus(page, 'Unique'), new RegExp(`· ${plural(nodes, 'node', 'nodes')} · ${plural(guesses, 'guess', 'guesses')}$`, 'm'));
  const texts = await page.evaluate(async () => {
    const { strings } = await import('./www/text/i18n.js');
    const en = strings('en');
    return [en.stats('1 ms', 1, 1), en.stats('1 ms', 1234, 0), en.targetStats('1 ms', 1), en.progress(10, 12, 1)];
  });
  assert.deepEqual(texts, ['1 ms · 1 node · 1 guess', '1 ms · 1,234 nodes · 0 guesses', '1 ms · 1 node', 'Best so far: 10 (bound 12) · 1 node']);
});

test('bug 4: at 1280x720 the whole board and the keypad fit the window', async (t) => {
  const page = await open(t, LAPTOP, `#p=${EASY}&m=solve`);
  await waitForStatus(page, 'Unique solution');
  within(await page.locator('sudoku-solver .ss-board').boundingBox(), LAPTOP.viewport, 'board');
  within(await key(page, '9').boundingBox(), LAPTOP.viewport, 'keypad');
  await page.screenshot({ path: artifact('laptop-1280x720.png') });
});

test('bug 5: on a phone the board, keypad and Solve fit one screen and stay after Solve; labels are legible', async (t) => {
  const context = await pages.newContext(PHONE);
  t.after(() => context.close());
  await context.addInitScript(() => {
    // Records the pixel size of every ring weight label drawn on the board.
    window.__ringLabels = [];
    const fillText = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (text, ...rest) {
      if (String(text).startsWith('×')) window.__ringLabels.push({ px: parseFloat(/(\d+(?:\.\d+)?)px/.exec(this.font)[1]), scale: this.canvas.width / this.canvas.clientWidth });
      return fillText.call(this, text, ...rest);
    };
  });
  const page = await context.newPage();
  await page.goto(pages.url());
  await page.getByRole('button', { name: 'Solve' }).waitFor();
  await field(page).fill(EASY);
  await page.evaluate(() => document.activeElement.blur());
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const [what, locator] of [
    ['board', page.locator('sudoku-solver .ss-board')],
    ['1', key(page, '1')],
    ['9', key(page, '9')],
    ['Erase', key(page, 'Erase')],
    ['Notes', key(page, 'Notes')],
    ['Solve', key(page, 'Solve')],
    ['Max target score', page.getByRole('button', { name: /target score/i })],
  ]) {
    within(await locator.boundingBox(), PHONE.viewport, what);
  }
  assert.ok(parseFloat(await field(page).evaluate((el) => getComputedStyle(el).fontSize)) >= 16, 'the field does not make iOS zoom in');
  await key(page, 'Solve').tap();
  await waitForStatus(page, 'Unique solution');
  within(await page.locator('sudoku-solver .ss-board').boundingBox(), PHONE.viewport, 'board after Solve');
  within(await page.locator('.ss-status-main').boundingBox(), PHONE.viewport, 'the verdict after Solve');
  await page.getByRole('button', { name: /target score/i }).tap();
  await waitForStatus(page, 'Max target score');
  await page.waitForFunction(() => window.__ringLabels.length >= 81);
  const smallest = await page.evaluate(() => Math.min(...window.__ringLabels.map((l) => l.px / l.scale)));
  assert.ok(smallest >= 11, `ring weight labels are ${smallest} CSS px`);
  await page.screenshot({ path: artifact('phone-target.png') });
});

test('a link opens its puzzle to play, nothing solved; &m=solve and &m=target open with their result', async (t) => {
  const page = await open(t, PHONE, `#p=${EASY}`);
  await waitForStatus(page, /30 givens/);
  assert.equal(await page.getByLabel('Solution', { exact: true }).inputValue(), '');
  assert.equal(await page.getByRole('gridcell', { name: 'row 1, column 1, 5, given' }).count(), 1);
  assert.equal(await page.getByRole('gridcell', { name: /solved/ }).count(), 0, 'nothing solved');
  const solved = await open(t, PHONE, `#p=${EASY}&m=solve`);
  await waitForStatus(solved, 'Unique solution');
  assert.equal(await solved.getByLabel('Solution', { exact: true }).inputValue(), EASY_SOLUTION);
  const target = await open(t, LAPTOP, `#p=${SAMPLE_LINE}&m=target`);
  await waitForStatus(target, 'Max target score: 2829');
});

test('bug 7: the examples picker shows the example on the board', async (t) => {
  const page = await open(t);
  const picker = page.getByRole('combobox', { name: 'Examples' });
  const shown = () => picker.evaluate((s) => s.selectedOptions[0].textContent);
  await picker.selectOption({ label: 'Many solutions' });
  assert.equal(await shown(), 'Many solutions');
  await picker.selectOption({ label: 'Target contest sample (nine lines)' });
  assert.equal(await shown(), 'Target contest sample (nine lines)');
  await tapCell(page, 1);
  await key(page, '3').tap();
  assert.equal(await shown(), 'Load an example…', 'an edited example is no longer that example');
});

test('Enter on the board in play reveals nothing; Ctrl+Enter in the field runs the mode; a readonly board says so', async (t) => {
  const page = await open(t, LAPTOP);
  await field(page).fill(EASY);
  await tapCell(page, 2);
  await page.keyboard.press('Enter');
  await page.waitForTimeout(300);
  assert.match(await statusText(page), /30 givens/, 'Enter in play leaves the status');
  assert.equal(await page.getByLabel('Solution', { exact: true }).inputValue(), '', 'and shows no solution');
  await field(page).focus();
  await page.keyboard.press('Control+Enter');
  await waitForStatus(page, 'Unique solution');
  await field(page).fill(TARGET_SAMPLE);
  await page.evaluate(() => (document.querySelector('sudoku-solver').mode = 'target'));
  await field(page).focus();
  await page.keyboard.press('Control+Enter');
  await waitForStatus(page, 'Max target score: 2829');
  assert.equal(await field(page).inputValue(), TARGET_SAMPLE, 'Ctrl+Enter adds no line break');
  await page.evaluate(() => document.querySelector('sudoku-solver').setAttribute('readonly', ''));
  const hint = await page.locator('.ss-board-hint').textContent();
  assert.doesNotMatch(hint, /click|tap|type/i);
  assert.equal(await key(page, 'Erase').isVisible(), false);
});

test('grids drawn with borders load as they are; other characters still name their cell', async (t) => {
  const page = await open(t, LAPTOP);
  const rows = EASY.match(/.{9}/g);
  const part = (row, k) => [...row.slice(k * 3, k * 3 + 3)].map((c) => ` ${c}`).join('');
  const line = '+-------+-------+-------+';
  const ascii = [line, ...rows.flatMap((r, i) => [`|${part(r, 0)} |${part(r, 1)} |${part(r, 2)} |`, ...(i % 3 === 2 ? [line] : [])])].join('\n');
  const boxed = ['╔═══════╤═══════╤═══════╗', ...rows.map((r) => `║${part(r, 0)} │${part(r, 1)} │${part(r, 2)} ║`), '╚═══════╧═══════╧═══════╝'].join('\n');
  for (const text of [ascii, boxed]) {
    await field(page).fill(text);
    assert.match(await waitForStatus(page, 'givens'), /30 givens/);
    await key(page, 'Solve').click();
    await waitForStatus(page, 'Unique solution');
    assert.equal(await page.getByLabel('Solution', { exact: true }).inputValue(), EASY_SOLUTION);
  }
  // `*` is a border (HoDoKu's grids), so a letter stands for the stray character.
  await field(page).fill(ascii.replace('| 5 3 .', '| 5 3 x'));
  assert.match(await waitForStatus(page, 'Invalid'), /Invalid character “x” at row 1, column 3/);
});

test('the target view explains the score: legend, score by ring, ring shading under the selection', async (t) => {
  const page = await open(t, LAPTOP, `#p=${SAMPLE_LINE}&m=target`);
  await waitForStatus(page, 'Max target score: 2829');
  const legend = page.locator('.ss-legend');
  assert.match(await legend.textContent(), /score = sum of ring weight × digit/);
  assert.match(await legend.textContent(), /6.*10/);
  const rows = await legend.locator('tr').evaluateAll((trs) => trs.map((tr) => [...tr.cells].map((c) => c.textContent)));
  const byRing = rows.slice(1, 6).map((r) => Number(r[2]));
  assert.equal(byRing.reduce((a, b) => a + b, 0), 2829);
  assert.equal(rows[6][2], '2829');
  await page.screenshot({ path: artifact('laptop-target.png') });
  // The selected centre cell keeps its ring tint: its colour differs from the same selection
  // without the target view.
  await tapCell(page, 40);
  const pixel = () =>
    page.evaluate(async () => {
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const canvas = document.querySelector('sudoku-solver canvas');
      const at = Math.round((4.12 / 9) * canvas.width);
      return [...canvas.getContext('2d').getImageData(at, at, 1, 1).data];
    });
  const inTarget = await pixel();
  await page.evaluate(() => (document.querySelector('sudoku-solver').mode = 'solve'));
  assert.notDeepEqual(await pixel(), inTarget);
});

/** A context whose engine worker spends `ms` on each search node: a search that runs long. */
async function slowContext(t, ms) {
  const context = await pages.newContext(LAPTOP);
  t.after(() => context.close());
  await slowEngine(context, { targetSliceMs: ms });
  const page = await context.newPage();
  await page.goto(pages.url());
  await page.getByRole('button', { name: 'Solve' }).waitFor();
  return page;
}

test('candidates asked while a long search runs still come after Cancel', async (t) => {
  const page = await slowContext(t, 100);
  // A near-empty grid whose target search takes hundreds of nodes (see app.test.mjs).
  const hard = readFileSync(new URL('../fixtures/target/hard_04.in', import.meta.url), 'utf8').replace(/\s+/g, '').replaceAll('0', '.');
  const before = ruleCandidates(hard);
  const cell = hard.indexOf('.');
  const digit = before[cell][0];
  const peer = [...hard].findIndex((ch, i) => i !== cell && ch === '.' && Math.floor(i / 9) === Math.floor(cell / 9) && before[i].includes(digit));
  const want = ruleCandidates(hard.slice(0, cell) + digit + hard.slice(cell + 1))[peer];
  const candidatesShown = (i, list) =>
    page.waitForFunction(
      ([i, text]) => new RegExp(`, ${text}(,|$)`).test(document.querySelectorAll('[role="gridcell"]')[i].getAttribute('aria-label')),
      [i, `candidates ${list.join(' ')}`],
      { timeout: 10000 },
    );
  await field(page).fill(hard);
  await page.getByRole('switch', { name: 'Candidates' }).check();
  await candidatesShown(peer, before[peer]);
  await page.getByRole('button', { name: /target score/i }).click();
  await waitForStatus(page, 'Searching');
  await tapCell(page, cell);
  await page.keyboard.press(String(digit)); // new candidates are asked for behind the search
  await page.getByRole('button', { name: 'Cancel' }).click();
  await waitForStatus(page, 'Search cancelled');
  await candidatesShown(peer, want);
});

test("an answer for a board changed since is not reported as this board's", async (t) => {
  const page = await slowContext(t, 1500);
  await field(page).fill(EASY);
  const solved = page.evaluate(() => new Promise((resolve) => document.addEventListener('sudoku-solved', (e) => resolve(e.detail.stale), { once: true })));
  await page.getByRole('button', { name: /target score/i }).click();
  await waitForStatus(page, 'Searching');
  await tapCell(page, 2);
  await page.keyboard.press('4');
  assert.equal(await solved, true);
  const text = await statusText(page);
  assert.doesNotMatch(text, /Max target score:/);
  assert.match(text, /30 givens, 1 entry/);
  assert.equal(await page.getByLabel('Solution', { exact: true }).inputValue(), '');
});
