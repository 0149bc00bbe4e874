// The techniques help: an in-app dialog, offline, listing every technique the engine names with a
// short paragraph, in the current language. A hint's "About …" button opens it at its entry.
// The entries come from step-text.js, which the element loads on first need and passes in; each
// technique with an example (model/technique-examples.js, loaded with them) shows it as a small
// board, drawn by the board's own drawing (board-view.js) with the step's marks.
import { BoardView } from './board-view.js';
import { CELLS } from '../model/geometry.js';
import { stepHighlight } from '../model/step-highlight.js';
import { chainBranches, walkMarks } from '../model/chain-walk.js';

/** The board state (board-view.js) of an example: its digits, its candidates and the step's marks. */
function exampleState({ digits, candidates, step }) {
  const values = Uint8Array.from(digits, Number);
  return {
    values,
    kinds: Array.from(values, (v) => (v ? 'given' : '')),
    notes: new Uint16Array(CELLS),
    candidates: Uint16Array.from(candidates),
    selected: -1,
    clashCells: new Set(),
    wrongCells: new Set(),
    errorCell: -1,
    overlay: false,
    // A forcing chain's branches each in its own colour, numbered, as a hint draws them.
    step: walkMarks(stepHighlight(step), chainBranches(step), 0),
  };
}

export class TechniqueHelp {
  /** @param {string} id  a prefix for the entries' ids, unique on the page */
  constructor(id) {
    this.id = id;
    this.dialog = document.createElement('dialog');
    this.dialog.className = 'ss-help';
    this.dialog.setAttribute('aria-labelledby', `${id}-help-title`);
    this.title = document.createElement('h2');
    this.title.id = `${id}-help-title`;
    this.close = document.createElement('button');
    this.close.type = 'button';
    this.close.className = 'ss-button ss-small ss-quiet';
    this.close.addEventListener('click', () => this.dialog.close());
    const top = document.createElement('div');
    top.className = 'ss-help-top';
    top.append(this.title, this.close);
    this.intro = document.createElement('p');
    this.entries = document.createElement('div');
    this.entries.className = 'ss-help-entries';
    this.dialog.append(top, this.intro, this.entries);
    // A click on the backdrop (outside the dialog's box) closes it.
    this.dialog.addEventListener('click', (e) => e.target === this.dialog && this.dialog.close());
    this.language = '';
    this.texts = null;
    this.examples = null;
    this.pictures = new Map(); // technique -> its example's canvas, drawn once
  }

  /** The id of `technique`'s entry. */
  entryId(technique) {
    return `${this.id}-technique-${this.texts.techniqueAnchor(technique)}`;
  }

  /**
   * Puts the words of strings table `t` on the dialog, and its entries once `texts` are loaded,
   * with the pictures of `examples` (technique-examples.js) once they are.
   */
  render(t, texts, examples = null) {
    this.title.textContent = t.helpTitle;
    this.close.textContent = t.close;
    this.intro.textContent = t.helpIntro;
    const language = t.code;
    if (!texts || (this.texts === texts && this.language === language && this.examples === examples)) return;
    this.texts = texts;
    this.examples = examples;
    this.language = language;
    const { TECHNIQUES, techniqueName, techniqueSummary } = texts;
    this.entries.replaceChildren(
      ...TECHNIQUES.map((technique) => {
        const section = document.createElement('section');
        section.id = this.entryId(technique);
        const heading = document.createElement('h3');
        heading.tabIndex = -1;
        heading.textContent = techniqueName(technique, language);
        const text = document.createElement('p');
        text.textContent = techniqueSummary(technique, language);
        section.append(heading, text);
        const picture = this.#picture(technique);
        if (picture) {
          picture.setAttribute('aria-label', t.helpPicture(techniqueName(technique, language)));
          section.append(picture);
        }
        return section;
      }),
    );
  }

  /** The canvas showing `technique`'s example, or null when there is none. */
  #picture(technique) {
    const example = this.examples?.[technique];
    if (!example) return null;
    let canvas = this.pictures.get(technique);
    if (!canvas) {
      canvas = document.createElement('canvas');
      canvas.className = 'ss-help-board';
      canvas.setAttribute('role', 'img');
      new BoardView(canvas).render(exampleState(example));
      this.pictures.set(technique, canvas);
    }
    return canvas;
  }

  /** Opens the dialog, at `technique`'s entry when it has one (the texts are loaded by now). */
  open(technique) {
    if (!this.dialog.open) this.dialog.showModal();
    const entry = technique && this.dialog.querySelector(`#${CSS.escape(this.entryId(technique))} h3`);
    if (entry) {
      entry.focus();
      entry.scrollIntoView({ block: 'start' });
    } else {
      this.close.focus();
    }
  }
}
