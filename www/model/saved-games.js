// Keeps a board across reloads in localStorage, under a key the page chooses (the element's
// `storage-key` attribute). Storage that is blocked or full is skipped silently: the board
// still works, it is just not remembered.

/** The saved object under `key`, or null (nothing saved, unreadable, or storage blocked). */
export function loadSaved(key) {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

/** Saves `value` (JSON-serialisable) under `key`. */
export function save(key, value) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* not remembered */
  }
}
