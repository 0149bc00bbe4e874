// Saved games (www/model/saved-games.js), the board's set-up and play (www/model/board-state.js)
// and the game clock (www/model/game-clock.js) in Node: stored data is read field by field, a bad
// field drops only itself, a bad record only itself; givens lock in play.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BoardState } from '../../www/model/board-state.js';
import { GameClock, formatClock } from '../../www/model/game-clock.js';
import { formatLine, readPuzzle } from '../../www/model/puzzle-text.js';
import { GAME_PREFIX, MAX_VALUE, exportGames, importGames, loadGame, loadGames, readGame, saveGame, saveRecord } from '../../www/model/saved-games.js';

const EASY = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const EMPTY = '.'.repeat(81);

/** A Storage in memory (what localStorage offers the module). */
class MemoryStorage {
  #items = new Map();
  get length() {
    return this.#items.size;
  }
  key(i) {
    return [...this.#items.keys()][i] ?? null;
  }
  getItem(key) {
    return this.#items.has(key) ? this.#items.get(key) : null;
  }
  setItem(key, value) {
    this.#items.set(key, String(value));
  }
  removeItem(key) {
    this.#items.delete(key);
  }
}

const game = (fields = {}) => ({ givens: EASY, entries: '..4' + '.'.repeat(78), notes: new Array(81).fill(0), removed: new Array(81).fill(0), time: 1000, solved: false, level: 'easy', rating: 1.2, updated: 5, ...fields });

test('readGame keeps good fields and drops each bad one alone; no valid givens, no game', () => {
  assert.deepEqual(readGame(game()), game());
  const bad = readGame(game({ entries: 42, notes: new Array(500).fill(1), removed: 'x', time: -1, solved: 'yes', level: 'legendary', rating: Infinity }));
  assert.deepEqual(bad, { ...game(), entries: EMPTY, notes: new Array(81).fill(0), removed: new Array(81).fill(0), time: 0, solved: false, level: null, rating: null });
  assert.equal(readGame(game({ notes: [...new Array(80).fill(0), 512] })).notes[80], 0, 'a mask over 511 drops the notes');
  assert.equal(readGame(game({ entries: '9' + '.'.repeat(80) })).entries, EMPTY, 'an entry on a given drops');
  for (const value of [null, 7, 'x', [], game({ givens: EASY.slice(1) }), game({ givens: EMPTY }), game({ givens: 42 })]) assert.equal(readGame(value), null);
});

test('loadGames skips garbage, wrong types, huge values and mismatched keys, and keeps every good game', () => {
  const storage = new MemoryStorage();
  saveGame(storage, game());
  const other = game({ givens: EASY.replace('53', '.3'), updated: 9 });
  saveGame(storage, other);
  storage.setItem(`${GAME_PREFIX}garbage`, '{not json');
  storage.setItem(`${GAME_PREFIX}number`, '42');
  storage.setItem(`${GAME_PREFIX}array`, JSON.stringify(new Array(100000).fill({})));
  storage.setItem(`${GAME_PREFIX}huge`, 'x'.repeat(5 * 1024 * 1024));
  storage.setItem(`${GAME_PREFIX}${EMPTY}`, JSON.stringify(game())); // a game under another puzzle's key
  storage.setItem('sudoku.board', 'whatever');
  const games = loadGames(storage);
  assert.deepEqual(games.map((g) => g.givens), [other.givens, EASY], 'the good games, the latest first');
  assert.deepEqual(loadGame(storage, EASY), game());
  assert.equal(loadGame(storage, EMPTY), null);
  assert.ok(JSON.stringify(new Array(100000).fill({})).length > MAX_VALUE);
  // A storage that throws (blocked) gives no games and no error.
  const blocked = { get length() { throw new Error('blocked'); }, getItem() { throw new Error('blocked'); }, setItem() { throw new Error('blocked'); } };
  assert.deepEqual(loadGames(blocked), []);
  assert.equal(loadGame(blocked, EASY), null);
  assert.equal(saveGame(blocked, game()), false);
  assert.equal(saveRecord(blocked, 'sudoku.board', {}), false);
  assert.equal(saveRecord(storage, 'sudoku.board', {}), true);
});

test('export and import: every game round-trips; a file of anything else is refused', () => {
  const games = [game(), game({ givens: EASY.replace('53', '.3') })];
  assert.deepEqual(importGames(exportGames(games)), games);
  assert.deepEqual(importGames(JSON.stringify({ format: 'sudoku-games', version: 1, games: [game(), { givens: 'bad' }, 7] })), [game()]);
  for (const text of ['', 'nope', '[]', '{"games": []}']) assert.throws(() => importGames(text), RangeError);
});

test('set-up: digits entered are givens; Start locks them; in play a given cannot be changed', () => {
  const board = new BoardState();
  assert.equal(board.setup, true, 'an empty board is in set-up');
  board.enter(0, 5);
  assert.equal(board.kindAt(0), 'given');
  assert.equal(formatLine(board.entries), EMPTY);
  assert.equal(board.start(), true);
  assert.equal(board.setup, false);
  assert.equal(board.isLocked(0), true);
  assert.equal(board.enter(0, 0), false, 'Erase leaves a given');
  assert.equal(board.enter(0, 7), false, 'a digit leaves a given');
  assert.equal(board.kindAt(0), 'given');
  board.enter(1, 3);
  assert.equal(board.kindAt(1), 'entry');
  board.undo();
  board.undo();
  assert.equal(board.setup, true, 'Start is undone like any change');
  board.load(EASY);
  assert.equal(board.setup, false, 'a loaded puzzle is in play');
  board.load('');
  assert.equal(board.setup, true);
});

test('a placed digit clears its peers\' notes (when asked); Fill notes is one change; a full, right board is complete', () => {
  const board = new BoardState();
  board.load(EASY);
  board.toggleNote(3, 4); // r1c4, a peer of r1c3
  board.toggleNote(40, 4); // r5c5, not a peer
  board.enter(2, 4, { clearPeerNotes: true });
  assert.equal(board.notesAt(3), 0);
  assert.equal(board.notesAt(40), 1 << 3);
  board.enter(2, 0);
  board.toggleNote(3, 4);
  board.enter(2, 4);
  assert.equal(board.notesAt(3), 1 << 3, 'kept without clearPeerNotes');
  const masks = new Array(81).fill(0b11);
  board.fillNotes(masks);
  assert.equal(board.notesAt(5), 0b11);
  assert.equal(board.notesAt(0), 0, 'a given takes no notes');
  board.undo();
  assert.equal(board.notesAt(5), 0, 'one change');
  const solution = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
  board.load(EASY);
  for (let i = 0; i < 81; i++) if (EASY[i] === '.') board.enter(i, Number(solution[i]));
  assert.equal(board.complete, true);
  board.enter(2, 1);
  assert.equal(board.complete, false);
});

test('a saved game put back on its puzzle: entries as entries, notes, removed; no step in the history', () => {
  const board = new BoardState();
  board.load(EASY);
  const notes = new Array(81).fill(0);
  notes[3] = 0b101;
  board.loadGame({ entries: '9.4' + '.'.repeat(78), notes, removed: new Array(81).fill(0) }, { replace: true });
  assert.equal(board.kindAt(0), 'given', 'an entry on a given is ignored');
  assert.equal(board.kindAt(2), 'entry');
  assert.equal(board.notesAt(3), 0b101);
  board.undo();
  assert.equal(board.text, '', 'Undo goes back to before the puzzle was opened');
});

test('the game clock runs only when told, and formats minutes and hours', () => {
  let now = 0;
  const clock = new GameClock(() => now);
  now = 500;
  assert.equal(clock.ms, 0);
  clock.run(true);
  now = 2500;
  assert.equal(clock.ms, 2000);
  clock.run(false);
  now = 9000;
  assert.equal(clock.ms, 2000, 'stopped');
  clock.reset(61000);
  assert.equal(clock.ms, 61000);
  assert.deepEqual([formatClock(0), formatClock(61000), formatClock(3725000)], ['0:00', '1:01', '1:02:05']);
});

// A pencil-mark grid (what HoDoKu exports): one-digit groups are givens, longer groups candidates.
const PENCIL = Array.from(EASY, (ch, i) => (ch === '.' ? (i % 2 ? '12' : '349') : ch)).join(' ');
const LIST = `${EASY}\n${EASY.replace('53', '.3')}\n`;

test('a pasted pencil-mark grid: givens on the board, its candidates the notes', { skip: !readPuzzle(PENCIL).candidates && 'the parser reads no pencil-mark grids yet' }, () => {
  const board = new BoardState();
  board.editText(PENCIL);
  assert.equal(board.error, null);
  assert.equal(formatLine(board.givens), EASY);
  assert.equal(board.notesAt(2), (1 << 2) | (1 << 3) | (1 << 8), 'r1c3 (an even cell) has 3 4 9');
  assert.equal(board.notesAt(3), 0b11, 'r1c4 (an odd cell) has 1 2');
});

test('a pasted list loads its first puzzle and says how many it holds', { skip: !(readPuzzle(LIST).puzzleCount > 1) && 'the parser reads no lists yet' }, () => {
  const board = new BoardState();
  board.editText(LIST);
  assert.equal(board.text, EASY);
  assert.equal(board.listCount, 2);
});
