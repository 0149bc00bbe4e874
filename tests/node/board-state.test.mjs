// The page's board model (www/model/board-state.js) in Node: kinds of digits, notes, the solver's
// layer, undo/redo over every change, and what survives a reload.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BoardState, maskDigits } from '../../www/model/board-state.js';
import { MAX_TEXT_LENGTH, formatLine } from '../../www/model/puzzle-text.js';

const EASY = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

test('entries, givens and solved digits; typing drops only the solver layer', () => {
  const board = new BoardState();
  board.load(EASY);
  assert.equal(board.kindAt(0), 'given');
  board.enter(2, 4);
  assert.equal(board.kindAt(2), 'entry');
  assert.equal(board.text[2], '4');
  board.setSolved(SOLUTION);
  assert.equal(board.kindAt(5), 'solved');
  assert.equal(board.valueAt(5), 8);
  board.enter(6, 9);
  assert.equal(board.solved, null);
  assert.equal(board.kindAt(2), 'entry');
  assert.equal(board.kindAt(5), '');
  assert.equal(formatLine(board.entries).replaceAll('.', ''), '49');
  assert.equal(formatLine(board.givens), EASY);
});

test('notes toggle in empty cells only and go when a digit is entered', () => {
  const board = new BoardState();
  board.load(EASY);
  assert.equal(board.toggleNote(0, 1), false, 'a given cell takes no notes');
  board.toggleNote(2, 1);
  board.toggleNote(2, 7);
  assert.deepEqual(maskDigits(board.notesAt(2)), [1, 7]);
  board.toggleNote(2, 1);
  assert.deepEqual(maskDigits(board.notesAt(2)), [7]);
  board.enter(2, 4);
  assert.equal(board.notesAt(2), 0);
});

test('editing a cell of text with an error keeps every other character', () => {
  const board = new BoardState();
  const bad = EASY.slice(0, 20) + 'x' + EASY.slice(21);
  board.load(bad);
  board.enter(2, 4);
  assert.equal(board.text, bad.slice(0, 2) + '4' + bad.slice(3));
  assert.equal(board.error.kind, 'invalidCharacter');
  assert.equal(board.digits[27], 8, 'cells after the bad character keep their places');
});

test('undo and redo walk every change back and forth', () => {
  const board = new BoardState();
  const texts = [];
  board.load(EASY);
  texts.push(board.text);
  board.enter(2, 4);
  texts.push(board.text);
  board.toggleNote(3, 6);
  board.setSolved(SOLUTION);
  board.load('');
  assert.equal(board.text, '');
  assert.ok(board.undo());
  assert.equal(board.solved, SOLUTION);
  assert.ok(board.undo());
  assert.equal(board.solved, null);
  assert.deepEqual(maskDigits(board.notesAt(3)), [6]);
  assert.ok(board.undo());
  assert.equal(board.notesAt(3), 0);
  assert.ok(board.undo());
  assert.equal(board.text, texts[0]);
  assert.ok(board.undo());
  assert.equal(board.text, '');
  assert.equal(board.undo(), false);
  assert.ok(board.redo());
  assert.ok(board.redo());
  assert.equal(board.text, texts[1]);
  board.enter(7, 1); // a new change ends the redo line
  assert.equal(board.canRedo, false);
});

test('field keystrokes close together are one change; entries that keep their digit stay entries', () => {
  const board = new BoardState();
  board.load(EASY);
  board.enter(2, 4);
  board.editText(board.text + ' ', 1000);
  board.editText(board.text + ' ', 1500);
  assert.equal(board.kindAt(2), 'entry');
  board.undo();
  assert.equal(board.text, EASY.slice(0, 2) + '4' + EASY.slice(3), 'both keystrokes undone at once');
});

test('restore takes what toJSON gave and refuses anything else', () => {
  const board = new BoardState();
  board.load(EASY);
  board.enter(2, 4);
  board.toggleNote(3, 6);
  const saved = JSON.parse(JSON.stringify(board.toJSON()));
  const again = new BoardState();
  assert.ok(again.restore(saved));
  assert.equal(again.kindAt(2), 'entry');
  assert.deepEqual(maskDigits(again.notesAt(3)), [6]);
  assert.equal(again.canUndo, false);
  assert.equal(again.restore({ ...saved, notes: [1, 2] }), false);
  assert.equal(again.restore({ ...saved, solved: 'nope' }), false);
  assert.equal(again.restore({ ...saved, text: `${EASY} ${'x'.repeat(MAX_TEXT_LENGTH)}` }), false, 'text over the limit');
  assert.equal(again.restore(null), false);
  assert.equal(again.kindAt(2), 'entry', 'a refused restore changes nothing');
});
