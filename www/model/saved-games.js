// Saved games, one per puzzle, in a Storage (localStorage on the page; anything with getItem,
// setItem, removeItem, key and length in tests): the person's entries, notes, removed candidates,
// time played and whether it is solved, under a key made from the puzzle's givens, so that
// opening another puzzle, here or in another tab, never drops a game. Also the element's own
// record (its settings and the board on screen) under a key the page chooses.
//
// Everything read back is checked field by field: stored data may be corrupt, hostile or from
// another version. A bad field drops only itself (it takes its empty value); a record that is not
// a game at all (not JSON, not an object, no valid givens, too large) is skipped, and every other
// game is kept. Storage that is blocked or full is skipped silently: the game is just not kept.
import { CELLS } from './geometry.js';

/** The prefix of every saved game's key; the rest is the givens as 81 characters ('.' empty). */
export const GAME_PREFIX = 'sudoku.game.';

/** Longest stored value read (characters): a game is about 1 kB; anything far larger is not one. */
export const MAX_VALUE = 64 * 1024;

const LEVELS = ['easy', 'medium', 'hard', 'expert', 'extreme'];
const LINE = /^[1-9.]{81}$/;
/** A day of play: longer times are not believed. */
const MAX_TIME_MS = 1000 * 60 * 60 * 24 * 365;

/** The storage key of the game of `givens` (81 characters). */
export const gameKey = (givens) => GAME_PREFIX + givens;

const masks = (value) =>
  Array.isArray(value) && value.length === CELLS && value.every((m) => Number.isInteger(m) && m >= 0 && m <= 511) ? value.slice() : new Array(CELLS).fill(0);

/**
 * A saved game from `value` (anything parsed from storage or a file), field by field: null when
 * it has no valid givens; otherwise {givens, entries, notes, removed, time, solved, level,
 * rating, updated}, each bad field replaced by its empty value. Entries on a given are dropped.
 */
export function readGame(value) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const givens = typeof value.givens === 'string' && LINE.test(value.givens) ? value.givens : null;
  if (!givens || !/[1-9]/.test(givens)) return null;
  let entries = typeof value.entries === 'string' && LINE.test(value.entries) ? value.entries : '.'.repeat(CELLS);
  entries = Array.from(entries, (ch, i) => (givens[i] === '.' ? ch : '.')).join('');
  const number = (v, max) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= max ? v : null);
  return {
    givens,
    entries,
    notes: masks(value.notes),
    removed: masks(value.removed),
    time: number(value.time, MAX_TIME_MS) ?? 0,
    solved: value.solved === true,
    level: LEVELS.includes(value.level) ? value.level : null,
    rating: number(value.rating, 100),
    updated: number(value.updated, 8.64e15) ?? 0,
  };
}

/** JSON.parse of a stored value, or undefined when it is missing, too large or not JSON. */
function parseStored(text) {
  if (typeof text !== 'string' || text.length > MAX_VALUE) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The saved game of `givens` in `storage`, or null. */
export function loadGame(storage, givens) {
  try {
    const game = readGame(parseStored(storage.getItem(gameKey(givens))));
    return game?.givens === givens ? game : null;
  } catch {
    return null;
  }
}

/** Every readable saved game in `storage`, the most recently played first. */
export function loadGames(storage) {
  const games = [];
  try {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (!key?.startsWith(GAME_PREFIX)) continue;
      const game = readGame(parseStored(storage.getItem(key)));
      if (game && gameKey(game.givens) === key) games.push(game);
    }
  } catch {
    /* storage blocked: no games */
  }
  return games.sort((a, b) => b.updated - a.updated);
}

/** Saves `game` (as readGame gives it) under its givens; returns whether it was stored. */
export function saveGame(storage, game) {
  try {
    storage.setItem(gameKey(game.givens), JSON.stringify(game));
    return true;
  } catch {
    return false;
  }
}

/** Deletes the saved game of `givens`. */
export function deleteGame(storage, givens) {
  try {
    storage.removeItem(gameKey(givens));
  } catch {
    /* storage blocked */
  }
}

/** The file that "Export" writes: every game, as JSON. */
export function exportGames(games) {
  return JSON.stringify({ format: 'sudoku-games', version: 1, games }, null, 1);
}

/** The games in an exported file's text (each checked as readGame checks it); throws a RangeError when the text is not such a file. */
export function importGames(text) {
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    throw new RangeError('not a saved-games file');
  }
  if (data?.format !== 'sudoku-games' || !Array.isArray(data.games)) throw new RangeError('not a saved-games file');
  return data.games.map(readGame).filter(Boolean);
}

/** The element's own record under `key` (settings, the board on screen) as a plain object, or null. */
export function loadRecord(storage, key) {
  try {
    const value = parseStored(storage.getItem(key));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

/** Saves the element's record `value` (JSON-serialisable) under `key`; returns whether it was stored. */
export function saveRecord(storage, key, value) {
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}
