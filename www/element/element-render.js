// Drawing the element from its state: `renderText()` puts every part's words on it in the page's
// language (labels, the status, the rating, which tools show, the Steps list, the chain walk, the
// dialogs, the keypad) and then draws the board; `render()` draws the board alone, on the canvas
// and on the accessible grid (board-render.js), with the step, hint or search shown.
import { formatLine } from '../model/puzzle-text.js';
import { HINT_GRADES, gradedMarks } from '../model/hint-grade.js';
import { htmlLang, strings } from '../text/i18n.js';
import { BoardView } from './board-view.js';
import { drawBoard, shownCells } from './board-render.js';
import { renderLabels } from './layout.js';
import { TargetLegend } from './target-legend.js';

export class ElementRender {
  #ui;
  #host;
  #view; // the canvas (board-view.js)
  #legend; // the target view's legend (target-legend.js)

  /**
   * @param {object} ui  the element's parts (layout.js)
   * @param {object} host  the element's host (solver-element.js), read for the drawing: its
   *   `element` (its attributes and mode), `board`, every flow and part (`input`, `hints`,
   *   `steps`, `nested`, `chainWalk`, `help`, `myPuzzles`, `photo`, `setup`, `ratings`,
   *   `searches` (the target's progress grid), `candidates`, `clock`) and its state: `lang()`,
   *   `status()`, `settings()`, `candidatesShown()`, `finished()`, `clashes()`, `wrong()`,
   *   `texts()`, `examples()`, `stepShown()`.
   */
  constructor(ui, host) {
    this.#ui = ui;
    this.#host = host;
    this.#view = new BoardView(ui.canvas);
    this.#legend = new TargetLegend(ui.legend);
  }

  /** Puts every part's words on the element in the page's language, then draws the board. */
  renderText() {
    const ui = this.#ui;
    const host = this.#host;
    const { element, board } = host;
    const t = strings(host.lang());
    const readonly = element.hasAttribute('readonly');
    renderLabels(ui, t, { readonly, examples: element.hasAttribute('examples'), board: board.text, setup: board.setup });
    const status = host.status();
    ui.statusMain.textContent = status.main(t);
    ui.statusDetail.textContent = status.detail(t);
    ui.status.dataset.kind = status.kind;
    const difficulty = host.ratings.text(t);
    ui.difficulty.textContent = difficulty;
    ui.printDifficulty.textContent = difficulty;
    ui.printLink.textContent = `${t.printLink}: ${location.href}`;
    host.setup.render(element, ui);
    element.toggleAttribute('data-empty', !board.text.trim());
    ui.enterPuzzle.hidden = readonly;
    ui.photoLabel.hidden = readonly;
    ui.clear.hidden = readonly || !board.text.trim();
    ui.myPuzzles.hidden = !element.getAttribute('storage-key');
    for (const [name, input] of Object.entries(ui.settings)) input.checked = host.settings()[name];
    const texts = host.texts();
    // Nothing to learn from an empty board: Hint, Steps and Techniques come with a puzzle.
    ui.learn.hidden = !element.hasAttribute('hints') || !board.text.trim();
    const step = host.finished() ? null : host.stepShown();
    const hint = host.hints.shown;
    ui.hintTools.hidden = !step || step.technique === 'Mistake';
    ui.apply.hidden = !hint || hint.marks.mistake || readonly;
    ui.showMove.hidden = !hint || hint.marks.mistake || hint.grade === HINT_GRADES.move;
    if (step && texts) ui.about.textContent = t.about(texts.techniqueName(step.technique, t.code));
    host.steps.render(t);
    // A hint shows its inner chains with its pattern, not with the nudge.
    const hintPattern = hint && hint.grade >= HINT_GRADES.pattern;
    host.nested.render(t, texts, step && (host.steps.step || hintPattern) ? step : null);
    host.chainWalk.render(step, t.code, Boolean(host.steps.view) || (hint?.grade ?? 0) >= HINT_GRADES.pattern);
    host.help.render(t, texts, host.examples());
    host.myPuzzles.render(t);
    host.photo.render(t, board);
    host.input.render(t);
    host.clock.render();
    this.render();
  }

  /** Draws the board: the canvas and the accessible grid, with the step, hint or search shown. */
  render() {
    const host = this.#host;
    const { element, board } = host;
    const t = strings(host.lang());
    const overlay = element.mode === 'target';
    const error = board.error;
    const view = host.steps.view;
    // A step shown brings the candidates it starts from; else the switch shows the engine's,
    // less those that applied steps removed. A finished board shows no hint.
    const hint = host.finished() ? null : host.hints.shown;
    const masks = view?.candidates ?? hint?.candidates ?? (host.candidatesShown() && !error ? host.candidates.for(formatLine(board.digits)) : null);
    const progress = host.searches.progressGrid;
    const cells = shownCells(board, { stepView: view, progress, masks, keepRemoved: !view && !hint });
    drawBoard(this.#view, host.input.grid, t, cells, {
      selected: host.input.selected,
      clashCells: new Set(host.clashes().flat()),
      wrongCells: host.wrong(),
      unsureCells: host.photo.unsureCells(board),
      errorCell: error?.kind === 'invalidCharacter' ? error.cell : -1,
      overlay,
      step: host.nested.marks ?? host.chainWalk.marks(view?.marks ?? (hint && gradedMarks(hint.marks, hint.grade))),
      readonly: element.hasAttribute('readonly'),
    });
    this.#legend.render(t, overlay, board.solved ?? progress);
    this.#ui.layout.lang = htmlLang(host.lang());
  }
}
