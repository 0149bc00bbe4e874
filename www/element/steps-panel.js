// The Steps panel: the whole logical solution as a list, one item per step (technique, sentence,
// rating), growing while the steps are worked out, the hardest steps marked when the steps reach
// the end (steps that stop short do not show the puzzle's hardest). Choosing an item (click, or
// arrows then Enter or Space) asks to show the board before that step; "Back to my board"
// returns to the person's board.
import { stepsSummary } from './status.js';

export class StepsPanel {
  /**
   * @param {HTMLElement} host  element to fill; hidden while there is no solution to list
   * @param {{onChoose(index:number, byPointer:boolean):void, onBack():void}} handlers
   */
  constructor(host, handlers) {
    this.host = host;
    this.handlers = handlers;
    this.heading = document.createElement('h2');
    this.heading.className = 'ss-steps-title';
    this.summary = document.createElement('p');
    this.summary.className = 'ss-steps-summary';
    this.back = document.createElement('button');
    this.back.type = 'button';
    this.back.className = 'ss-button ss-small ss-quiet ss-steps-back';
    this.back.addEventListener('click', () => handlers.onBack());
    this.list = document.createElement('ol');
    this.list.className = 'ss-steps-list';
    this.list.addEventListener('keydown', (e) => this.#onKey(e));
    this.list.addEventListener('click', (e) => {
      const button = e.target.closest?.('button[data-index]');
      // A click from the keyboard (Enter, Space) has no pointer position: detail 0.
      if (button) handlers.onChoose(Number(button.dataset.index), e.detail > 0);
    });
    const top = document.createElement('div');
    top.className = 'ss-steps-top';
    top.append(this.heading, this.back);
    host.append(top, this.summary, this.list);
    this.shown = null; // the steps listed, to rebuild the list only when they change
    this.count = 0; // how many of them are listed: a list that grows gets the new ones added
    this.language = '';
  }

  /**
   * Shows `solution` ({steps, solved} from explain, or null to hide; while the steps are worked
   * out, the same `steps` array growing) in strings table `t`'s language with `texts`
   * (step-text.js), with item `selected` (-1: none) marked as the one shown.
   */
  render(t, texts, solution, selected) {
    this.host.hidden = !solution;
    if (!solution) return;
    const language = t.code;
    this.heading.textContent = t.stepsTitle;
    this.summary.textContent = stepsSummary(solution, t);
    this.back.textContent = t.back;
    this.back.hidden = selected < 0;
    if (this.shown !== solution.steps || this.language !== language) {
      // Keyboard focus stays on the item it was on when the list is made again.
      const focused = [...this.list.querySelectorAll('button')].indexOf(this.list.ownerDocument.activeElement);
      this.shown = solution.steps;
      this.language = language;
      this.count = 0;
      this.list.replaceChildren();
      this.#add(t, texts, solution.steps);
      if (focused >= 0) this.focus(focused);
    } else if (this.count < solution.steps.length) {
      this.#add(t, texts, solution.steps);
    }
    this.#markHardest(t, solution.solved ? solution.steps : []);
    this.list.querySelectorAll('button').forEach((button, index) => {
      if (index === selected) button.setAttribute('aria-current', 'step');
      else button.removeAttribute('aria-current');
    });
  }

  /** Moves keyboard focus to item `index`, without scrolling the page to it. */
  focus(index) {
    this.list.querySelectorAll('button')[index]?.focus({ preventScroll: true });
  }

  /** Lists the steps not yet listed. */
  #add(t, texts, steps) {
    const language = t.code;
    const decimal = (r) => r.toLocaleString(language === 'zh' ? 'zh-Hans' : 'en', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const first = this.count;
    this.list.append(
      ...steps.slice(first).map((step, offset) => {
        const index = first + offset;
        const item = document.createElement('li');
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'ss-step';
        button.dataset.index = String(index);
        button.tabIndex = index === 0 ? 0 : -1;
        const name = document.createElement('strong');
        name.textContent = texts.techniqueName(step.technique, language);
        const rating = document.createElement('span');
        rating.className = 'ss-step-rating';
        rating.textContent = t.stepRating(decimal(step.rating));
        const text = document.createElement('span');
        text.className = 'ss-step-text';
        text.textContent = texts.stepText(step, language);
        button.append(name, ' · ', rating, ' ', text);
        item.append(button);
        return item;
      }),
    );
    this.count = steps.length;
  }

  /** Marks the hardest of `steps` (none: no marks). */
  #markHardest(t, steps) {
    const hardest = steps.length ? Math.max(...steps.map((s) => s.rating)) : null;
    this.list.querySelectorAll(':scope > li').forEach((item, index) => {
      const marked = steps[index]?.rating === hardest;
      if (marked === item.classList.contains('ss-hardest')) return;
      item.classList.toggle('ss-hardest', marked);
      if (!marked) {
        item.querySelector('.ss-step-badge')?.previousSibling?.remove(); // the space before it
        item.querySelector('.ss-step-badge')?.remove();
        return;
      }
      const badge = document.createElement('span');
      badge.className = 'ss-step-badge';
      badge.textContent = t.hardest;
      item.querySelector('.ss-step-rating').after(' ', badge);
    });
  }

  #onKey(e) {
    const buttons = [...this.list.querySelectorAll('button')];
    const at = buttons.indexOf(e.target);
    if (at < 0) return;
    const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: buttons.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const next = buttons[Math.max(0, Math.min(buttons.length - 1, to))];
    for (const button of buttons) button.tabIndex = button === next ? 0 : -1;
    next.focus();
  }
}
