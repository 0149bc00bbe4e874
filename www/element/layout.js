// The DOM of <sudoku-solver>: builds its parts (timer, board, keypad, Fill notes, New puzzle row
// with Enter puzzle, Photo and My puzzles, Puzzle field, Start and the other buttons, settings, Hint/Steps/Techniques, status, the shown step's Apply, Previous/Next and About, progress, the photo read, the Steps
// panel's host, target legend, Solution field, the lines printed under the board) and puts the
// current language's words on them.
// Behaviour is wired by solver-element.js.
import { EXAMPLES } from '../model/examples.js';
import { LEVELS } from '../engine/protocol.js';

/** Creates an element with properties and children (text children become text nodes). */
export function h(tag, props = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key === 'class') el.className = value;
    else if (key.startsWith('aria-') || key.startsWith('data-') || key === 'for' || key === 'role') el.setAttribute(key, value);
    else el[key] = value;
  }
  el.append(...children);
  return el;
}

/** Builds the element's parts; returns them by name, with `layout` the root to insert. */
export function buildLayout(id) {
  const ui = { id };
  ui.canvas = h('canvas', { class: 'ss-canvas', 'aria-hidden': 'true' });
  ui.cells = h('div', { class: 'ss-cells', 'aria-describedby': `${id}-board-hint` });
  ui.boardHint = h('p', { class: 'ss-hint ss-board-hint', id: `${id}-board-hint` });
  ui.keypad = h('div', { class: 'ss-keypad' });
  ui.candidates = h('input', { type: 'checkbox', role: 'switch', class: 'ss-switch-input' });
  ui.candidatesLabel = h('span');
  ui.candidatesSwitch = h('label', { class: 'ss-switch' }, ui.candidates, ui.candidatesLabel);
  ui.puzzleLabel = h('label', { for: `${id}-puzzle`, class: 'ss-label' });
  ui.examples = h('select', { class: 'ss-examples' });
  ui.puzzle = h('textarea', {
    id: `${id}-puzzle`,
    class: 'ss-puzzle',
    rows: 3,
    spellcheck: false,
    autocomplete: 'off',
    'aria-describedby': `${id}-puzzle-hint`,
  });
  ui.puzzle.setAttribute('autocapitalize', 'off');
  ui.puzzleHint = h('p', { class: 'ss-hint', id: `${id}-puzzle-hint` });
  ui.solve = h('button', { type: 'button', class: 'ss-button ss-primary' });
  ui.target = h('button', { type: 'button', class: 'ss-button ss-secondary' });
  ui.clear = h('button', { type: 'button', class: 'ss-button ss-quiet' });
  ui.level = h('select', { class: 'ss-level' }, ...LEVELS.map((level) => h('option', { value: level })));
  ui.newPuzzle = h('button', { type: 'button', class: 'ss-button ss-small' });
  ui.enterPuzzle = h('button', { type: 'button', class: 'ss-button ss-small ss-quiet' });
  // The Photo control: a file input named by its visible label (the camera on a phone).
  ui.photo = h('input', { type: 'file', accept: 'image/*', class: 'ss-visually-hidden' });
  ui.photo.setAttribute('capture', 'environment');
  ui.photoText = h('span');
  ui.photoLabel = h('label', { class: 'ss-button ss-small ss-quiet ss-photo' }, ui.photo, ui.photoText);
  ui.myPuzzles = h('button', { type: 'button', class: 'ss-button ss-small ss-quiet', 'aria-haspopup': 'dialog' });
  ui.start = h('button', { type: 'button', class: 'ss-button ss-primary ss-start' });
  ui.fillNotes = h('button', { type: 'button', class: 'ss-key ss-key-tool ss-fill-notes' });
  ui.timerLabel = h('span', { class: 'ss-timer-label ss-visually-hidden' });
  ui.timerValue = h('span', { class: 'ss-timer-value' });
  ui.timer = h('span', { class: 'ss-timer', hidden: true }, ui.timerLabel, ' ', ui.timerValue);
  const setting = (name) => {
    const input = h('input', { type: 'checkbox', class: 'ss-setting-input', id: `${id}-setting-${name}` });
    const label = h('label', { for: input.id });
    return { input, label, row: h('div', { class: 'ss-setting' }, input, label) };
  };
  const settings = { peerNotes: setting('peerNotes'), instantMistakes: setting('instantMistakes'), timer: setting('timer') };
  ui.settings = Object.fromEntries(Object.entries(settings).map(([name, s]) => [name, s.input]));
  ui.settingLabels = Object.fromEntries(Object.entries(settings).map(([name, s]) => [name, s.label]));
  ui.settingsSummary = h('summary');
  ui.settingsBox = h('details', { class: 'ss-settings' }, ui.settingsSummary, ...Object.values(settings).map((s) => s.row));
  ui.daily = h('button', { type: 'button', class: 'ss-button ss-small ss-quiet ss-daily' });
  ui.print = h('button', { type: 'button', class: 'ss-button ss-small ss-quiet ss-print' });
  ui.hint = h('button', { type: 'button', class: 'ss-button ss-small' });
  ui.steps = h('button', { type: 'button', class: 'ss-button ss-small ss-quiet' });
  ui.techniques = h('button', { type: 'button', class: 'ss-button ss-small ss-quiet' });
  ui.learn = h('div', { class: 'ss-learn-row', hidden: true }, ui.hint, ui.steps, ui.techniques);
  ui.apply = h('button', { type: 'button', class: 'ss-button ss-small ss-primary' });
  ui.about = h('button', { type: 'button', class: 'ss-button ss-small ss-quiet ss-about' });
  ui.showMove = h('button', { type: 'button', class: 'ss-button ss-small' });
  ui.previousStep = h('button', { type: 'button', class: 'ss-button ss-small ss-quiet' });
  ui.nextStep = h('button', { type: 'button', class: 'ss-button ss-small ss-quiet' });
  ui.hintTools = h('div', { class: 'ss-hint-tools', hidden: true }, ui.apply, ui.showMove, ui.previousStep, ui.nextStep, ui.about);
  ui.stepsPanel = h('div', { class: 'ss-steps', hidden: true });
  ui.nestedChains = h('div', { class: 'ss-nested-chains', hidden: true });
  ui.statusMain = h('p', { class: 'ss-status-main' });
  ui.statusDetail = h('p', { class: 'ss-status-detail' });
  ui.difficulty = h('p', { class: 'ss-status-difficulty' });
  // The line break keeps the two lines apart in textContent ("…: 2829\n3 ms"), not "28293 ms".
  ui.status = h(
    'div',
    { class: 'ss-status', role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' },
    ui.statusMain,
    '\n',
    ui.statusDetail,
    '\n',
    ui.difficulty,
  );
  ui.printDifficulty = h('p');
  ui.printLink = h('p');
  ui.printInfo = h('div', { class: 'ss-print-info' }, ui.printDifficulty, ui.printLink);
  ui.progressBar = h('progress', { class: 'ss-progress-bar' });
  ui.progressText = h('span', { class: 'ss-progress-text' });
  ui.cancel = h('button', { type: 'button', class: 'ss-button ss-cancel' });
  ui.progress = h('div', { class: 'ss-progress', hidden: true }, ui.progressBar, ui.progressText, ui.cancel);
  ui.photoPreview = h('figure', { class: 'ss-photo-preview', hidden: true }); // photo-preview.js fills it
  ui.legend = h('div', { class: 'ss-legend', hidden: true });
  ui.solutionLabel = h('label', { for: `${id}-solution`, class: 'ss-label' });
  ui.solution = h('textarea', { id: `${id}-solution`, class: 'ss-solution', rows: 2, readOnly: true, spellcheck: false });
  ui.copy = h('button', { type: 'button', class: 'ss-button ss-quiet ss-copy' });

  const board = (ui.board = h('div', { class: 'ss-board' }, ui.canvas, ui.cells));
  const panel = h(
    'div',
    { class: 'ss-panel' },
    h('div', { class: 'ss-new-row' }, ui.level, ui.newPuzzle, ui.enterPuzzle, ui.photoLabel, ui.daily, ui.myPuzzles, ui.print),
    h('div', { class: 'ss-field ss-puzzle-field' }, h('div', { class: 'ss-label-row' }, ui.puzzleLabel, ui.examples), ui.puzzle, ui.puzzleHint),
    h('div', { class: 'ss-actions' }, ui.start, ui.solve, ui.target, ui.clear),
    ui.learn,
    ui.status,
    ui.hintTools,
    ui.nestedChains,
    ui.progress,
    ui.photoPreview,
    ui.stepsPanel,
    ui.legend,
    h('div', { class: 'ss-field ss-solution-field' }, ui.solutionLabel, h('div', { class: 'ss-copy-row' }, ui.solution, ui.copy)),
    ui.settingsBox,
  );
  ui.layout = h(
    'div',
    { class: 'ss-layout' },
    h(
      'div',
      { class: 'ss-board-column' },
      board,
      ui.printInfo,
      ui.keypad,
      h('div', { class: 'ss-board-tools' }, ui.candidatesSwitch, ui.fillNotes, ui.timer, ui.boardHint),
    ),
    panel,
  );
  return ui;
}

/**
 * Puts the words of strings table `t` on the parts: labels, buttons, hints (a readonly board's
 * hint says it is read-only), and the examples picker showing the example on the board, if any.
 */
export function renderLabels(ui, t, { readonly, examples, board, setup }) {
  ui.puzzleLabel.textContent = t.puzzleLabel;
  ui.puzzle.placeholder = t.puzzlePlaceholder;
  ui.puzzleHint.textContent = t.puzzleHint;
  ui.boardHint.textContent = readonly ? t.boardHintReadonly : setup ? t.boardHintSetup : t.boardHint;
  ui.solve.textContent = t.solve;
  ui.target.textContent = t.target;
  ui.clear.textContent = t.clear;
  ui.cancel.textContent = t.cancel;
  ui.candidatesLabel.textContent = t.candidates;
  ui.level.setAttribute('aria-label', t.level);
  for (const option of ui.level.options) option.textContent = t.levels[option.value];
  ui.newPuzzle.textContent = t.newPuzzle;
  ui.enterPuzzle.textContent = t.enterPuzzle;
  ui.photoText.textContent = t.photo;
  ui.myPuzzles.textContent = t.myPuzzles;
  ui.start.textContent = t.start;
  ui.fillNotes.textContent = t.fillNotes;
  ui.timerLabel.textContent = t.timerLabel;
  ui.settingsSummary.textContent = t.settings;
  ui.settingLabels.peerNotes.textContent = t.settingPeerNotes;
  ui.settingLabels.instantMistakes.textContent = t.settingInstantMistakes;
  ui.settingLabels.timer.textContent = t.settingTimer;
  ui.daily.textContent = t.daily;
  // A title, not an aria-label: a label with "puzzle" in it would make getByLabel('Puzzle') ambiguous.
  ui.daily.title = t.dailyName;
  ui.print.textContent = t.print;
  ui.hint.textContent = t.hint;
  ui.steps.textContent = t.steps;
  ui.techniques.textContent = t.techniques;
  ui.apply.textContent = t.apply;
  ui.showMove.textContent = t.showMove;
  ui.previousStep.textContent = t.previousStep;
  ui.nextStep.textContent = t.nextStep;
  ui.solutionLabel.textContent = t.solutionLabel;
  ui.copy.textContent = t.copy;
  // No aria-label mentioning "solution": getByLabel('Solution') must find only the field.
  ui.copy.title = t.copySolution;
  ui.examples.hidden = !examples;
  ui.examples.setAttribute('aria-label', t.examples);
  ui.examples.replaceChildren(
    h('option', { value: '' }, t.examplesPick),
    ...EXAMPLES.map((ex, i) => h('option', { value: String(i) }, t[ex.key])),
  );
  // The picker shows the example on the board, if it is one.
  const loaded = EXAMPLES.findIndex((ex) => ex.text === board);
  ui.examples.value = loaded < 0 ? '' : String(loaded);
}
