// The puzzle's rating (level, Sudoku Explainer rating, hardest technique) once known: taken from
// an answer that rates the whole puzzle (Start, Hint, Steps, New puzzle), asked of the engine once
// per puzzle after a unique Solve or a finish, and said in words under the status.
import { htmlLang } from '../text/i18n.js';
import { formatLine } from '../model/puzzle-text.js';

export class PuzzleRating {
  /** {givens (line), level, rating, technique}: the rating of the puzzle whose givens it names, or null. */
  current = null;
  #asked = null; // the givens (line) whose rating the engine is computing
  #host;

  /**
   * `host`: the element's host (solver-element.js): its `board`, `engine()`, `lang()`, `texts()`,
   * `loadTexts()`, `save()`, `renderText()`.
   */
  constructor(host) {
    this.#host = host;
  }

  /** Whether the rating of `givens` (a line) is neither known nor being asked for. */
  wanted(givens) {
    return this.current?.givens !== givens && this.#asked !== givens;
  }

  /** Keeps the engine's rating `summary` ({status, rating, level, technique, solved}) of `givens` when it rates the whole puzzle. */
  take(givens, summary) {
    // Steps that stop short (nested chains needed) rate nothing: their hardest is not the puzzle's.
    if (!summary || summary.status !== 'unique' || !summary.solved) return;
    this.current = { givens, level: summary.level, rating: summary.rating, technique: summary.technique ?? null };
    this.#host.save();
  }

  /** The rating of the board's givens, asked of the engine after a unique Solve or a finish when not yet known. */
  async rate() {
    const host = this.#host;
    const givens = formatLine(host.board.givens);
    // Asked once per puzzle: a hint pressed again while an extreme puzzle is rated would queue a
    // second whole logical solution behind the first.
    if (!this.wanted(givens)) return;
    this.#asked = givens;
    try {
      const result = await host.engine()?.rate(givens);
      if (formatLine(host.board.givens) !== givens) return;
      this.take(givens, result);
      host.renderText();
    } catch {
      /* cancelled, or no rating: the line stays empty */
    } finally {
      if (this.#asked === givens) this.#asked = null;
    }
  }

  /** "Hard · 3.4 (X-Wing)" in strings table `t` for the board's givens, or '' when their rating is not known. */
  text(t) {
    const host = this.#host;
    const r = this.current;
    if (!r || r.givens !== formatLine(host.board.givens)) return '';
    const rating = Number(r.rating).toLocaleString(htmlLang(host.lang()), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const texts = host.texts();
    // The technique's name comes with the texts: drawn again once they have loaded.
    if (r.technique && !texts) host.loadTexts().catch(() => {});
    return t.difficulty(t.levels[r.level] ?? r.level, rating, r.technique && texts?.techniqueName(r.technique, t.code));
  }
}
