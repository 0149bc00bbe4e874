// A nested forcing chain's inner chains, on demand. The board draws the outer chain; this part
// lists the inner chains it rests on (one per entry of the step's `nested`, named by the
// candidate it proves false), folded away until asked for. Opening one draws it alone on the
// board with its own sentence; opening it again, or "Show the whole step", goes back to the
// outer chain. Plain buttons in a <details>: Tab, Enter and Space reach and open everything.
import { stepHighlight } from '../model/step-highlight.js';

export class NestedChains {
  #step = null; // the step whose inner chains are listed
  #open = -1; // the inner chain drawn alone, -1: none
  #marks = null; // its marks (step-highlight.js)
  #language = '';

  /**
   * @param {HTMLElement} host  element to fill; hidden unless the step shown has inner chains
   * @param {{onChange(): void}} handlers  onChange: an inner chain opened or closed (draw again)
   */
  constructor(host, { onChange }) {
    this.host = host;
    this.onChange = onChange;
    this.summary = document.createElement('summary');
    this.list = document.createElement('ul');
    this.list.className = 'ss-nested-list';
    this.list.addEventListener('click', (e) => {
      const button = e.target.closest?.('button[data-index]');
      if (button) this.#choose(Number(button.dataset.index));
    });
    this.sentence = document.createElement('p');
    this.sentence.className = 'ss-nested-text';
    this.sentence.setAttribute('aria-live', 'polite');
    this.whole = document.createElement('button');
    this.whole.type = 'button';
    this.whole.className = 'ss-button ss-small ss-quiet';
    this.whole.addEventListener('click', () => {
      // The button hides once the whole step is back: focus goes to the chain that was open.
      const was = this.#open;
      this.#choose(-1);
      this.list.querySelectorAll('button')[was]?.focus();
    });
    this.details = document.createElement('details');
    this.details.className = 'ss-nested';
    this.details.append(this.summary, this.list, this.sentence, this.whole);
    host.append(this.details);
  }

  /** The marks of the inner chain drawn alone, or null (the step's own marks are drawn). */
  get marks() {
    return this.#open >= 0 ? this.#marks : null;
  }

  /**
   * Lists the inner chains of `step` (null, or a step without any: hidden) in strings table
   * `t`'s language with `texts` (step-text.js). A new step closes the one open.
   */
  render(t, texts, step) {
    const nested = (texts && step?.nested) || [];
    if (step !== this.#step) {
      this.#step = step;
      this.#open = -1;
      this.#marks = null;
      this.#language = '';
      this.details.open = false;
    }
    this.host.hidden = nested.length === 0;
    if (!nested.length) return;
    const language = t.code;
    this.summary.textContent = t.innerChains(nested.length);
    this.whole.textContent = t.wholeStep;
    if (this.#language !== language) {
      this.#language = language;
      this.list.replaceChildren(
        ...nested.map((inner, index) => {
          const button = document.createElement('button');
          button.type = 'button';
          button.className = 'ss-button ss-small ss-nested-chain';
          button.dataset.index = String(index);
          const name = document.createElement('strong');
          name.textContent = texts.innerChainName(inner, language);
          const kind = document.createElement('span');
          kind.className = 'ss-nested-kind';
          kind.textContent = texts.techniqueName(inner.step.technique, language);
          button.append(name, ' ', kind);
          const item = document.createElement('li');
          item.append(button);
          return item;
        }),
      );
    }
    this.list.querySelectorAll('button').forEach((button, index) => button.setAttribute('aria-pressed', String(index === this.#open)));
    const open = nested[this.#open];
    this.whole.hidden = !open;
    this.sentence.hidden = !open;
    this.sentence.textContent = open
      ? t.innerChainShown(this.#open + 1, nested.length, texts.innerChainName(open, language), texts.stepText(open.step, language))
      : '';
  }

  /** Opens inner chain `index` alone (-1, or the one open: back to the whole step). */
  #choose(index) {
    const inner = this.#step?.nested?.[index];
    this.#open = inner && index !== this.#open ? index : -1;
    this.#marks = this.#open >= 0 ? stepHighlight(inner.step) : null;
    this.onChange();
  }
}
