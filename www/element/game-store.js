// The element's memory in the browser, when it has a storage-key: its record (settings and the
// board on screen) under that key, and each puzzle's saved game under the puzzle's own key
// (model/saved-games.js checks everything read back). Another tab's write of the game on this
// board comes back through `changed`, so two tabs on one puzzle share their moves.
import { gameKey, loadGame, loadRecord, saveGame, saveRecord } from '../model/saved-games.js';

export class GameStore {
  #key;

  /** `key()`: the storage key of the element's record, or null when it keeps nothing. */
  constructor(key) {
    this.#key = key;
  }

  /** The Storage games live in (localStorage), or null when the element keeps nothing. */
  get storage() {
    return this.#key() ? localStorage : null;
  }

  /** The element's record as saved, or null. */
  loadRecord() {
    return this.storage && loadRecord(this.storage, this.#key());
  }

  /** Saves the element's record and, when there is one, the game on the board; returns whether all was stored (true when it keeps nothing). */
  save(record, game) {
    const storage = this.storage;
    if (!storage) return true;
    const recordSaved = saveRecord(storage, this.#key(), record);
    return (game ? saveGame(storage, game) : true) && recordSaved;
  }

  /** The saved game of `givens` (81 characters), or null. */
  loadGame(givens) {
    return this.storage && loadGame(this.storage, givens);
  }

  /**
   * The game another tab saved, when storage event `event` is about the game `mine` (as the
   * board has it) and differs from it; else null.
   */
  changed(event, mine) {
    const storage = this.storage;
    if (!storage || !mine || event.storageArea !== storage || event.key !== gameKey(mine.givens) || event.newValue === null) return null;
    const game = loadGame(storage, mine.givens);
    const sameMasks = (a, b) => a.every((m, i) => m === b[i]);
    if (!game || (game.entries === mine.entries && game.solved === mine.solved && sameMasks(game.notes, mine.notes) && sameMasks(game.removed, mine.removed))) return null;
    return game;
  }
}
