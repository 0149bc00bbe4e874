// "My puzzles": a dialog listing the saved games (model/saved-games.js), most recent first, each
// with its level, progress, time played and whether it is solved; Open and Delete per game, and
// Export all (a JSON file) and Import (such a file) for the whole list.
import { deleteGame, exportGames, importGames, loadGames, saveGame } from '../model/saved-games.js';

export class MyPuzzles {
  #handlers;
  #t = null;
  #message = '';

  /**
   * @param {string} id  a prefix for ids, unique on the page
   * @param {{storage(): Storage|null, current(): string|null, onOpen(game): void, onDelete(givens: string): void}} handlers
   */
  constructor(id, handlers) {
    this.#handlers = handlers;
    const el = (tag, props = {}) => Object.assign(document.createElement(tag), props);
    this.dialog = el('dialog', { className: 'ss-help ss-games' });
    this.dialog.setAttribute('aria-labelledby', `${id}-games-title`);
    this.title = el('h2', { id: `${id}-games-title` });
    this.close = el('button', { type: 'button', className: 'ss-button ss-small ss-quiet' });
    this.close.addEventListener('click', () => this.dialog.close());
    const top = el('div', { className: 'ss-help-top' });
    top.append(this.title, this.close);
    this.list = el('ul', { className: 'ss-games-list' });
    this.empty = el('p');
    this.status = el('p', { className: 'ss-games-status' });
    this.status.setAttribute('role', 'status');
    this.exportButton = el('button', { type: 'button', className: 'ss-button ss-small' });
    this.exportButton.addEventListener('click', () => this.#export());
    this.importInput = el('input', { type: 'file', accept: 'application/json,.json', className: 'ss-games-file' });
    this.importLabel = el('label', { className: 'ss-button ss-small ss-quiet ss-games-import' });
    this.importLabel.append(this.importInput);
    this.importText = el('span');
    this.importLabel.prepend(this.importText);
    this.importInput.addEventListener('change', () => this.#import());
    const tools = el('div', { className: 'ss-games-tools' });
    tools.append(this.exportButton, this.importLabel);
    this.dialog.append(top, this.empty, this.list, tools, this.status);
    this.dialog.addEventListener('click', (e) => e.target === this.dialog && this.dialog.close());
  }

  /** Opens the dialog with the games saved now. */
  open() {
    this.#message = '';
    this.#fill();
    this.dialog.showModal();
  }

  /** Puts the words of strings table `t` on the dialog (and on the list while it is open). */
  render(t) {
    this.#t = t;
    this.title.textContent = t.savedGames;
    this.close.textContent = t.close;
    this.exportButton.textContent = t.exportGames;
    this.importText.textContent = t.importGames;
    this.empty.textContent = t.myPuzzlesEmpty;
    if (this.dialog.open) this.#fill();
  }

  #fill() {
    const t = this.#t;
    const storage = this.#handlers.storage();
    const games = storage ? loadGames(storage) : [];
    const current = this.#handlers.current();
    this.empty.hidden = games.length > 0;
    this.exportButton.disabled = games.length === 0;
    this.status.textContent = this.#message;
    this.list.replaceChildren(
      ...games.map((game) => {
        const item = document.createElement('li');
        item.className = 'ss-game';
        const open = document.createElement('button');
        open.type = 'button';
        open.className = 'ss-button ss-small';
        open.textContent = t.openGame;
        open.addEventListener('click', () => {
          this.dialog.close();
          this.#handlers.onOpen(game);
        });
        const remove = document.createElement('button');
        remove.type = 'button';
        remove.className = 'ss-button ss-small ss-quiet';
        remove.textContent = t.deleteGame;
        remove.addEventListener('click', () => {
          deleteGame(storage, game.givens);
          this.#handlers.onDelete(game.givens);
          this.#fill();
        });
        const empty = [...game.givens].filter((ch) => ch === '.').length;
        const filled = [...game.entries].filter((ch) => ch !== '.').length;
        const level = game.level && game.rating !== null ? `${t.levels[game.level]} · ${game.rating.toFixed(1)}` : t.gameUnrated;
        const facts = [level, game.solved ? t.gameSolved : t.gameProgress(filled, empty), t.clock(game.time)];
        if (game.givens === current) facts.push(t.gameCurrent);
        const text = document.createElement('span');
        text.className = 'ss-game-facts';
        text.textContent = facts.join(' · ');
        const line = document.createElement('code');
        line.className = 'ss-game-givens';
        line.textContent = game.givens;
        item.append(text, line, open, remove);
        return item;
      }),
    );
  }

  #export() {
    const storage = this.#handlers.storage();
    if (!storage) return;
    const blob = new Blob([exportGames(loadGames(storage))], { type: 'application/json' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = 'sudoku-games.json';
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 10000);
  }

  async #import() {
    const file = this.importInput.files?.[0];
    const storage = this.#handlers.storage();
    this.importInput.value = '';
    if (!file || !storage) return;
    let games;
    try {
      games = importGames(await file.text());
    } catch {
      games = [];
    }
    let count = 0;
    for (const game of games) if (saveGame(storage, game)) count += 1;
    this.#message = count ? this.#t.importDone(count) : this.#t.importBad;
    this.#fill();
  }
}
