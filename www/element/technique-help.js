// The techniques help: an in-app dialog, offline, listing every technique the engine names with a
// short paragraph, in the current language. A hint's "About …" button opens it at its entry.
// The entries come from step-text.js, which the element loads on first need and passes in.

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
  }

  /** The id of `technique`'s entry. */
  entryId(technique) {
    return `${this.id}-technique-${this.texts.techniqueAnchor(technique)}`;
  }

  /** Puts the words of strings table `t` on the dialog, and its entries once `texts` are loaded. */
  render(t, texts) {
    this.title.textContent = t.helpTitle;
    this.close.textContent = t.close;
    this.intro.textContent = t.helpIntro;
    const language = t.code;
    if (!texts || (this.texts === texts && this.language === language)) return;
    this.texts = texts;
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
        return section;
      }),
    );
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
