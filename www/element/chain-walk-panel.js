// The branches of a forcing chain shown beside the board (model/chain-walk.js): a numbered list,
// one item per branch in its board colour with its sentence, and Previous link / Next link buttons
// that walk the chain one link at a time (also ← and → while the panel has focus), the board
// drawing the links so far. The element asks its host to redraw through `onChange`.
import { BRANCH_COLOURS, chainBranches, walkMarks, walkOrder } from '../model/chain-walk.js';
import { branchSentence, linkSentence, walkLabels } from '../text/branch-text.js';

const h = (tag, props = {}, ...children) => {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (name === 'class') el.className = value;
    else if (name === 'hidden') el.hidden = value;
    else el.setAttribute(name, value);
  }
  el.append(...children);
  return el;
};

let panels = 0;

export class ChainWalkPanel {
  #step = null;
  #branches = [];
  #position = 0; // 0: the whole chain; k: the first k links of the walk
  #onChange;

  /** @param {() => void} onChange  called when the walk moves (the host redraws the board) */
  constructor(onChange) {
    this.#onChange = onChange;
    this.title = h('p', { class: 'ss-chain-title', id: `ss-chain-title-${++panels}` });
    this.list = h('ol', { class: 'ss-chain-branches' });
    this.previous = h('button', { type: 'button', class: 'ss-button ss-small ss-quiet' });
    this.next = h('button', { type: 'button', class: 'ss-button ss-small ss-quiet' });
    this.where = h('p', { class: 'ss-chain-where', 'aria-live': 'polite' });
    this.element = h(
      'section',
      { class: 'ss-chain', hidden: true, 'aria-labelledby': this.title.id },
      this.title,
      this.list,
      h('div', { class: 'ss-chain-buttons' }, this.previous, this.next),
      this.where,
    );
    this.previous.addEventListener('click', () => this.step(-1));
    this.next.addEventListener('click', () => this.step(1));
    this.element.addEventListener('keydown', (event) => {
      const move = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
      if (!move || event.target.closest('input, textarea')) return;
      event.preventDefault();
      this.step(move);
    });
  }

  /** How many links the walk has. */
  get length() {
    return walkOrder(this.#branches).length;
  }

  /** The walk's position: 0 for the whole chain, else how many links are shown. */
  get position() {
    return this.#position;
  }

  /** Moves the walk one link forward (1) or back (-1): from the whole chain to its first (or last) link, and past the last back to the whole chain. */
  step(move) {
    const length = this.length;
    if (!length) return;
    if (this.#position === 0) this.#position = move > 0 ? 1 : length;
    else this.#position = Math.max(1, this.#position + move) % (length + 1);
    this.#onChange();
  }

  /**
   * Shows `step` (null or a step without branches hides the panel) in `language`; a new step
   * starts with its whole chain. `visible` is false while its pattern is not shown (a nudge).
   */
  render(step, language, visible) {
    if (step !== this.#step) {
      this.#step = step;
      this.#branches = chainBranches(step);
      this.#position = 0;
    }
    const shown = visible && this.#branches.length > 0;
    this.element.hidden = !shown;
    if (!shown) return;
    const labels = walkLabels(language);
    this.title.textContent = labels.branches;
    this.previous.textContent = labels.previous;
    this.next.textContent = labels.next;
    const current = this.#position ? walkOrder(this.#branches)[this.#position - 1] : null;
    this.list.replaceChildren(
      ...this.#branches.map((branch, i) => {
        const swatch = h('span', { class: 'ss-chain-swatch', 'aria-hidden': 'true' }, String(i + 1));
        swatch.style.setProperty('--ss-branch', `var(--sudoku-branch-${(i % BRANCH_COLOURS) + 1})`);
        const item = h('li', { class: 'ss-chain-branch', 'data-branch': String(i + 1) }, swatch, h('span', {}, branchSentence(branch, i + 1, language)));
        if (current?.branch === i) item.setAttribute('aria-current', 'step');
        return item;
      }),
    );
    this.where.textContent = current
      ? labels.at(this.#position, this.length, current.branch + 1, linkSentence(current.link, language))
      : labels.whole(this.length);
    this.previous.disabled = this.#position === 1;
  }

  /** The board marks with the walk's links (model/chain-walk.js), or `marks` as they are when the panel is hidden. */
  marks(marks) {
    return this.element.hidden || !marks ? marks : walkMarks(marks, this.#branches, this.#position);
  }
}
