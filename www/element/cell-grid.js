// The interactive cell layer laid exactly over the board canvas: a role="grid" of 81 labelled,
// transparent gridcells. It takes clicks, taps and keys (digits, Shift+digit for a note, arrows,
// Backspace/Delete/0/Space, Enter) and mirrors the board for assistive technology ("row 3,
// column 5, 7, given"). One cell is in the tab order at a time (roving tabindex); its focus ring
// is drawn by CSS on top of the canvas.

import { cellAt, colOf, rowOf } from '../model/geometry.js';

const ARROWS = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
const CLEAR_KEYS = new Set(['Backspace', 'Delete', '0', ' ', 'Spacebar']);

export class CellGrid {
  /**
   * @param {HTMLElement} host  element to fill with the grid
   * @param {{onSelect(cell:number):void, onInput(cell:number, value:number):void,
   *          onNote(cell:number, digit:number):void, onEnter():void, onFocusChange(focused:boolean):void}} handlers
   */
  constructor(host, handlers) {
    this.host = host;
    this.handlers = handlers;
    this.selected = 0;
    this.readonly = false;
    host.setAttribute('role', 'grid');
    this.cells = [];
    for (let r = 0; r < 9; r++) {
      const row = document.createElement('div');
      row.setAttribute('role', 'row');
      row.className = 'sudoku-row';
      for (let c = 0; c < 9; c++) {
        const cell = document.createElement('div');
        cell.setAttribute('role', 'gridcell');
        cell.className = 'sudoku-cell';
        cell.tabIndex = r === 0 && c === 0 ? 0 : -1;
        cell.dataset.cell = String(cellAt(r, c));
        row.append(cell);
        this.cells.push(cell);
      }
      host.append(row);
    }
    host.addEventListener('pointerdown', (e) => {
      const cell = e.target.closest?.('[data-cell]');
      if (!cell) return;
      e.preventDefault(); // keep focus handling ours (no text selection, no blur race)
      this.select(Number(cell.dataset.cell), true);
    });
    host.addEventListener('focusin', (e) => {
      const cell = e.target.closest?.('[data-cell]');
      if (cell && Number(cell.dataset.cell) !== this.selected) this.select(Number(cell.dataset.cell), false);
      this.handlers.onFocusChange?.(true);
    });
    host.addEventListener('focusout', (e) => {
      if (!host.contains(e.relatedTarget)) this.handlers.onFocusChange?.(false);
    });
    host.addEventListener('keydown', (e) => this.#onKey(e));
  }

  /** Selects a cell and optionally moves keyboard focus to it. */
  select(index, focus) {
    const i = Math.max(0, Math.min(80, index));
    this.cells[this.selected].tabIndex = -1;
    this.cells[this.selected].setAttribute('aria-selected', 'false');
    this.selected = i;
    this.cells[i].tabIndex = 0;
    this.cells[i].setAttribute('aria-selected', 'true');
    if (focus) this.cells[i].focus({ preventScroll: true });
    this.handlers.onSelect(i);
  }

  /** Whether keyboard focus is inside the grid. */
  get focused() {
    return this.host.contains(document.activeElement);
  }

  /** Updates the grid's name and every cell's label; `labelFor(i)` gives the text. */
  update(gridLabel, labelFor, readonly) {
    this.readonly = readonly;
    this.host.setAttribute('aria-label', gridLabel);
    this.host.setAttribute('aria-readonly', String(readonly));
    for (let i = 0; i < 81; i++) {
      const label = labelFor(i);
      if (this.cells[i].getAttribute('aria-label') !== label) this.cells[i].setAttribute('aria-label', label);
    }
  }

  #onKey(e) {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const i = this.selected;
    // Shift+digit: e.key is the shifted symbol ("!" on a US layout), so read the key's code.
    const shiftedDigit = e.shiftKey && /^(?:Digit|Numpad)([1-9])$/.exec(e.code ?? '');
    if (ARROWS[e.key]) {
      const [dr, dc] = ARROWS[e.key];
      const r = Math.max(0, Math.min(8, rowOf(i) + dr));
      const c = Math.max(0, Math.min(8, colOf(i) + dc));
      this.select(cellAt(r, c), true);
    } else if (e.key === 'Home' || e.key === 'End') {
      this.select(e.ctrlKey ? (e.key === 'Home' ? 0 : 80) : cellAt(rowOf(i), e.key === 'Home' ? 0 : 8), true);
    } else if (shiftedDigit) {
      if (!this.readonly) this.handlers.onNote(i, Number(shiftedDigit[1]));
    } else if (e.key === 'Enter') {
      this.handlers.onEnter();
    } else if (/^[1-9]$/.test(e.key)) {
      if (!this.readonly) this.handlers.onInput(i, Number(e.key));
    } else if (CLEAR_KEYS.has(e.key)) {
      if (!this.readonly) this.handlers.onInput(i, 0);
    } else {
      return;
    }
    e.preventDefault();
  }
}
