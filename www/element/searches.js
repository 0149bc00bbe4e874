// The searches that Cancel stops: Solve, the max target score (its best grid so far shown while it
// runs), Check, New puzzle and the daily puzzle. Each is one engine request through requests.js,
// with the busy status and the progress bar while it runs, and its result (or failure) shown when
// it is still wanted. Also Copy beside the Solution field.
import { CancelledError } from '../engine/client.js';
import { formatLine } from '../model/puzzle-text.js';
import { strings } from '../text/i18n.js';
import { checkMessage, errorMessage, message, solveMessage, targetMessage } from './status.js';

export class Searches {
  /** The target search's best grid so far (81 characters), shown while it runs, or null. */
  progressGrid = null;
  #host;

  /**
   * `host`: the element's host (solver-element.js): its `element` (its mode and `busy`
   * attribute), `ui` (null before the parts are built), `board`, `requests`, `ratings`,
   * `engine()`, `readonly()`, `lang()`, `emit(name, detail)`, `setStatus(status)`,
   * `boardMessage()`, `clashes()`, `changed(options)`, `open(text)`, `requestCandidates()`,
   * `setWrong(cells)`, `save()`, `render()`, `renderText()`.
   */
  constructor(host) {
    this.#host = host;
  }

  /** Runs `op` ('solve', 'target' or 'check') on the board; resolves the engine's result, or undefined. */
  async run(op) {
    const host = this.#host;
    const engine = host.engine();
    if (!host.ui || !engine) return undefined;
    const board = host.board;
    // An empty board is a puzzle too (81 empty cells); malformed text goes as it is, so that the
    // engine's verdict names the problem.
    const text = board.error ? board.text : formatLine(op === 'check' ? board.givens : board.digits);
    if (op !== 'check' && host.element.mode !== op) {
      host.element.mode = op;
      host.changed({ keepStatus: true });
    }
    return this.search({
      op,
      busy: (t) => ({ solve: t.solving, target: t.searching, check: t.checking })[op],
      progress: op === 'target',
      ask: (current) => (op === 'target' ? engine.maxTargetScore(text, (p) => current() && this.#onProgress(p)) : engine.solve(text)),
      done: (result, boardText) => {
        if (op === 'check') this.#showCheck(result, boardText);
        else this.#showResult(op, boardText, result);
        return result;
      },
    });
  }

  /**
   * Runs one engine search that Cancel stops: while it runs, `busy` is the status (and the
   * progress bar shows if `progress`); a newer request or Cancel leaves its answer unused.
   * `ask(current)` asks the engine (`current()`: still the latest request); `done(result,
   * boardText)` shows a current answer and gives what the search resolves to. A failure goes to
   * the status and a `sudoku-error` event; stale, cancelled or failed searches resolve undefined.
   */
  async search({ op, busy, progress = true, ask, done }) {
    const host = this.#host;
    const ticket = host.requests.begin(op, host.board.text);
    host.setStatus(message('busy', busy));
    this.showProgress(progress);
    try {
      const result = await ask(ticket.current);
      if (!ticket.current()) return undefined;
      host.requests.end(ticket);
      this.showProgress(false);
      return done(result, ticket.boardText);
    } catch (error) {
      return this.failed(ticket, error);
    } finally {
      if (!host.requests.running) host.requestCandidates();
    }
  }

  /** A request failed: a current one shows the error and sends `sudoku-error`; resolves undefined. */
  failed(ticket, error) {
    const host = this.#host;
    if (!ticket.current() || error instanceof CancelledError) return undefined;
    host.requests.end(ticket);
    this.showProgress(false);
    host.setStatus(errorMessage(error));
    host.emit('error', { kind: error.kind ?? 'engine', message: error.message, row: error.row, col: error.col, ch: error.ch, found: error.found });
    return undefined;
  }

  /** Generates a puzzle ({level, seed?, date?}: date marks the daily one) and loads it. */
  async generate({ level, seed, date }) {
    const host = this.#host;
    if (!host.ui || !host.engine() || host.readonly()) return undefined;
    return this.search({
      op: 'generate',
      busy: (t) => t.generating(t.levels[level]),
      ask: () => host.engine().generate({ level, seed }),
      done: async (result) => {
        const rating = host.ratings;
        rating.current = { givens: result.puzzle, level: result.level, rating: result.rating, technique: null };
        if (host.element.mode !== 'solve') host.element.mode = 'solve';
        host.open(result.puzzle);
        const givens = result.puzzle.replace(/\./g, '').length;
        host.setStatus(
          message(
            'info',
            (t) => (date ? t.dailyTitle(date, t.levels[result.level]) : t.generated(t.levels[result.level])),
            (t) => t.fillIn(givens),
          ),
        );
        // The technique its rating comes from, asked next (a question of its own): the generator does not name it.
        const technique = (await host.engine()?.rate(result.puzzle).catch(() => null))?.technique ?? null;
        if (technique && rating.current?.givens === result.puzzle) {
          rating.current = { ...rating.current, technique };
          host.save();
          host.renderText();
        }
        return { ...result, technique };
      },
    });
  }

  /** Shows or hides the progress bar, and marks the element and its status busy while a request runs. */
  showProgress(show) {
    const host = this.#host;
    const ui = host.ui;
    const running = Boolean(host.requests.running);
    ui.progress.hidden = !show || !running;
    ui.progressText.textContent = '';
    host.element.toggleAttribute('busy', running);
    ui.status.setAttribute('aria-busy', String(running));
  }

  /** Copies the Solution field's digits (selecting them for the browser's copy where the clipboard is refused). */
  async copySolution() {
    const host = this.#host;
    const ui = host.ui;
    const value = ui.solution.value;
    if (!value) return;
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      ui.solution.select();
      document.execCommand?.('copy');
    }
    ui.copy.textContent = strings(host.lang()).copied;
    setTimeout(() => (ui.copy.textContent = strings(host.lang()).copy), 1500);
  }

  #showResult(op, boardText, result) {
    const host = this.#host;
    const board = host.board;
    const stale = boardText !== board.text;
    if (stale) {
      // The board changed while the engine worked: the answer is not this board's.
      host.setStatus(host.boardMessage());
    } else {
      const clashes = host.clashes();
      const digits = board.digits.slice();
      board.setSolved(result.solution);
      host.changed({ keepStatus: true });
      host.setStatus(op === 'solve' ? solveMessage(result, clashes, digits, host.lang()) : targetMessage(result, host.lang()));
      if (op === 'solve' && result.status === 'unique') host.ratings.rate();
    }
    host.emit('solved', { mode: op, puzzle: boardText, stale, ...result });
  }

  #showCheck(result, boardText) {
    const host = this.#host;
    if (boardText !== host.board.text) {
      host.setStatus(host.boardMessage()); // the board changed: no marks
      return;
    }
    const entries = host.board.entries;
    const entryCount = entries.reduce((n, v) => n + (v ? 1 : 0), 0);
    const wrong = new Set();
    if (result.status === 'unique') {
      entries.forEach((v, i) => v && result.solution.charCodeAt(i) - 48 !== v && wrong.add(i));
    }
    host.setWrong(wrong);
    host.setStatus(checkMessage(result.status, entryCount, wrong.size));
  }

  #onProgress(p) {
    const host = this.#host;
    host.ui.progressText.textContent = strings(host.lang()).progress(p.bestScore, p.upperBound, p.nodes);
    if (p.bestSolution && host.board.text === host.requests.running?.boardText) {
      // Show the best grid so far on the board while the search goes on.
      this.progressGrid = p.bestSolution;
      host.render();
    }
  }
}
