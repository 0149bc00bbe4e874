// model/photo-reading.js: what a photo's reading puts on the board (unsure cells, the count of
// givens, the marks a person's change removes) and the size a picture is read at.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BoardState } from '../../www/model/board-state.js';
import { MAX_PHOTO_SIDE, UNSURE_BELOW, photoReading, photoSize, unsureShown } from '../../www/model/photo-reading.js';

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

test('a reading: givens counted, cells below the threshold unsure (digits and empty cells)', () => {
  const confidence = Array.from({ length: 81 }, () => 0.99);
  confidence[0] = UNSURE_BELOW - 0.01; // a digit
  confidence[2] = 0.1; // an empty cell: perhaps a missed given
  confidence[4] = UNSURE_BELOW; // at the threshold: sure
  const reading = photoReading({ puzzle: PUZZLE, confidence });
  assert.equal(reading.givens, 30);
  assert.deepEqual([...reading.unsure], [0, 2]);
});

test('unsure marks stay while a cell holds what was read, in set-up only', () => {
  const confidence = Array.from({ length: 81 }, (_, i) => (i === 0 || i === 2 ? 0.5 : 1));
  const reading = photoReading({ puzzle: PUZZLE, confidence });
  const board = new BoardState();
  board.load(PUZZLE, { setup: true });
  assert.deepEqual([...unsureShown(reading, board)], [0, 2]);
  board.enter(0, 6); // the person corrects the 5
  assert.deepEqual([...unsureShown(reading, board)], [2]);
  board.undo();
  assert.deepEqual([...unsureShown(reading, board)], [0, 2]);
  board.start();
  assert.deepEqual([...unsureShown(reading, board)], [], 'none in play');
  assert.deepEqual([...unsureShown(null, board)], []);
});

test('a picture is read at its size, or shrunk so its longer side is MAX_PHOTO_SIDE', () => {
  assert.deepEqual(photoSize(540, 960), { width: 540, height: 960 });
  assert.deepEqual(photoSize(12000, 9000), { width: MAX_PHOTO_SIDE, height: 1200 });
  assert.deepEqual(photoSize(900, 4000), { width: 360, height: MAX_PHOTO_SIDE });
  assert.deepEqual(photoSize(100000, 1), { width: MAX_PHOTO_SIDE, height: 1 });
});
