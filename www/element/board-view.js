// Draws the Sudoku board on a canvas, crisp at any size and devicePixelRatio.
//
// The canvas backing store is sized in device pixels from a ResizeObserver, and every line is
// snapped to whole device pixels. Colours come from CSS custom properties on the canvas
// (--sudoku-*), so themes, dark mode and embedding pages restyle the board without code.
import { arePeers, colOf, ringWeight, rowOf } from '../model/geometry.js';
import { BRANCH_COLOURS } from '../model/chain-walk.js';
import { drawStepLinks, drawStepUnder } from './step-drawing.js';

const COLOR_VARS = {
  bg: '--sudoku-cell-bg',
  line: '--sudoku-line',
  boxLine: '--sudoku-box-line',
  given: '--sudoku-given',
  entry: '--sudoku-entry',
  solved: '--sudoku-solved',
  note: '--sudoku-note',
  candidate: '--sudoku-candidate',
  peer: '--sudoku-peer-bg',
  selected: '--sudoku-selected-bg',
  same: '--sudoku-same-bg',
  clash: '--sudoku-clash',
  clashBg: '--sudoku-clash-bg',
  error: '--sudoku-error',
  unsure: '--sudoku-unsure',
  ring: '--sudoku-ring',
  ringText: '--sudoku-ring-text',
  hintCell: '--sudoku-hint-cell-bg',
  hintUnit: '--sudoku-hint-unit-bg',
  hintSet: '--sudoku-hint-set-bg',
  hintPattern: '--sudoku-hint-pattern',
  hintRemove: '--sudoku-hint-remove',
  hintPlace: '--sudoku-hint-place',
  hintLink: '--sudoku-hint-link',
};

export class BoardView {
  /** @param {HTMLCanvasElement} canvas */
  constructor(canvas) {
    this.canvas = canvas;
    this.ctx = canvas.getContext('2d');
    this.state = null;
    this.pixels = 0;
    this.frame = 0; // the pending animation frame's id, 0 when none
    this.resizeObserver = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      const box = entry.devicePixelContentBoxSize?.[0];
      const size = box ? box.inlineSize : Math.round(entry.contentRect.width * devicePixelRatio);
      if (size > 0 && size !== this.pixels) {
        this.pixels = size;
        this.draw();
      }
    });
    try {
      this.resizeObserver.observe(canvas, { box: 'device-pixel-content-box' });
    } catch {
      this.resizeObserver.observe(canvas);
    }
    this.themeQuery = matchMedia('(prefers-color-scheme: dark)');
    this.themeQuery.addEventListener?.('change', () => this.draw());
    // Paper gets the print colours (the stylesheet's, black on white) and no selection or notes.
    this.printQuery = matchMedia('print');
    this.printQuery.addEventListener?.('change', () => this.draw());
    addEventListener('beforeprint', () => this.draw());
    addEventListener('afterprint', () => this.draw());
  }

  /**
   * state: {values: Uint8Array(81) (the digit shown, 0 = none), kinds: string[81] ('given' |
   *         'entry' | 'solved' | ''), notes: Uint16Array(81), candidates: Uint16Array(81) | null
   *         (bit d-1 = digit d), selected: number|-1, clashCells: Set<number>,
   *         wrongCells: Set<number>, unsureCells: Set<number> (a photo's unsure readings),
   *         errorCell: number|-1, overlay: bool,
   *         step: a step's marks from step-highlight.js | null}
   */
  render(state) {
    this.state = state;
    // Drawn with the next frame: several changes in one task cost one drawing, and the layout the
    // drawing reads is then computed once for the frame, not forced after each DOM change.
    this.frame ||= requestAnimationFrame(() => {
      this.frame = 0;
      this.draw();
    });
  }

  disconnect() {
    this.resizeObserver.disconnect();
  }

  colors() {
    const style = getComputedStyle(this.canvas);
    const out = {};
    for (const [key, name] of Object.entries(COLOR_VARS)) out[key] = style.getPropertyValue(name).trim() || 'black';
    out.font = style.getPropertyValue('--sudoku-font').trim() || 'system-ui, sans-serif';
    out.branches = Array.from({ length: BRANCH_COLOURS }, (_, i) => style.getPropertyValue(`--sudoku-branch-${i + 1}`).trim() || out.hintLink);
    return out;
  }

  draw() {
    const { canvas, ctx } = this;
    if (!this.state) return;
    const state = this.printQuery.matches ? { ...this.state, selected: -1, notes: new Uint16Array(81), candidates: null } : this.state;
    // Before the first resize observation: the size from layout, remembered so that the
    // observation of that same size does not draw the board a second time.
    const size = (this.pixels ||= Math.round(canvas.clientWidth * devicePixelRatio)) || 450;
    if (canvas.width !== size || canvas.height !== size) {
      canvas.width = size;
      canvas.height = size;
    }
    const c = this.colors();
    const dpr = size / Math.max(canvas.clientWidth, 1);
    // On paper a one-pixel line of the screen's bitmap can vanish: at least two there.
    const thin = Math.max(this.printQuery.matches ? 2 : 1, Math.round(dpr));
    const thick = Math.max(2, Math.round(3 * dpr));
    // Cell edges at whole pixels; 9 equal cells (the accessible overlay uses a 9x9 CSS grid).
    const edge = (i) => Math.round((i * size) / 9);
    const cellRect = (i) => {
      const r = rowOf(i);
      const col = colOf(i);
      return [edge(col), edge(r), edge(col + 1) - edge(col), edge(r + 1) - edge(r)];
    };

    ctx.fillStyle = c.bg;
    ctx.fillRect(0, 0, size, size);
    const cell = size / 9;
    const candidateCentre = (i, d) => {
      const [x, y, w, h] = cellRect(i);
      return [x + (((d - 1) % 3) + 0.5) * (w / 3), y + (Math.floor((d - 1) / 3) + 0.55) * (h / 3)];
    };
    const cssPx = size / Math.max(canvas.clientWidth, 1);
    // Notes and candidates: never below 11 CSS pixels.
    const small = Math.max(Math.round(11 * cssPx), Math.round(cell * (state.overlay ? 0.2 : 0.26)));
    const layout = { cell, cellRect, candidateCentre, candidateRadius: Math.max(cell * 0.15, small * 0.62) };

    const sel = state.selected;
    const selValue = sel >= 0 ? state.values[sel] : 0;
    for (let i = 0; i < 81; i++) {
      const [x, y, w, h] = cellRect(i);
      if (sel >= 0 && arePeers(i, sel)) {
        ctx.fillStyle = c.peer;
        ctx.fillRect(x, y, w, h);
      }
      if (sel >= 0 && i !== sel && selValue && state.values[i] === selValue) {
        ctx.fillStyle = c.same;
        ctx.fillRect(x, y, w, h);
      }
      if (state.clashCells.has(i)) {
        ctx.fillStyle = c.clashBg;
        ctx.fillRect(x, y, w, h);
      }
      if (i === sel) {
        ctx.fillStyle = c.selected;
        ctx.fillRect(x, y, w, h);
      }
      if (state.overlay) {
        // Ring weights 6..10: stronger tint towards the centre, over the highlights so that the
        // selection never hides a ring.
        ctx.globalAlpha = 0.08 + (ringWeight(i) - 6) * 0.11;
        ctx.fillStyle = c.ring;
        ctx.fillRect(x, y, w, h);
        ctx.globalAlpha = 1;
      }
    }
    if (state.step) drawStepUnder(ctx, layout, c, state.step);

    // Grid lines: thin between cells, thick around boxes and the border.
    ctx.fillStyle = c.line;
    for (let i = 1; i < 9; i++) {
      if (i % 3 === 0) continue;
      ctx.fillRect(edge(i) - Math.floor(thin / 2), 0, thin, size);
      ctx.fillRect(0, edge(i) - Math.floor(thin / 2), size, thin);
    }
    ctx.fillStyle = c.boxLine;
    for (let i = 0; i <= 9; i += 3) {
      const at = Math.min(Math.max(edge(i) - Math.floor(thick / 2), 0), size - thick);
      ctx.fillRect(at, 0, thick, size);
      ctx.fillRect(0, at, size, thick);
    }

    // A chain's links under the digits, which stay readable where a link crosses them.
    if (state.step) drawStepLinks(ctx, layout, c, state.step);

    // Digits: givens bold, a person's entries in their colour, the solver's lighter; notes and
    // candidates small in a 3x3 layout.
    const STYLE = { given: [700, c.given], entry: [500, c.entry], solved: [400, c.solved] };
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (let i = 0; i < 81; i++) {
      const [x, y, w, h] = cellRect(i);
      const value = state.values[i];
      if (state.overlay) {
        ctx.font = `600 ${small}px ${c.font}`;
        ctx.fillStyle = c.ringText;
        ctx.textAlign = 'left';
        ctx.textBaseline = 'top';
        ctx.fillText(`×${ringWeight(i)}`, x + cell * 0.06, y + cell * 0.04);
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
      }
      // Under the ring label, the digit moves down a little.
      const mid = y + h / 2 + cell * (state.overlay ? 0.12 : 0.03);
      if (value) {
        const [weight, color] = STYLE[state.kinds[i]] ?? STYLE.given;
        const wrong = state.wrongCells.has(i);
        ctx.font = `${weight} ${Math.round(cell * (state.overlay ? 0.5 : 0.6))}px ${c.font}`;
        ctx.fillStyle = state.clashCells.has(i) || wrong ? c.clash : color;
        ctx.fillText(String(value), x + w / 2, mid);
        if (wrong) ctx.fillRect(x + w * 0.25, y + h * 0.86, w * 0.5, thick); // underlined, not by colour alone
        continue;
      }
      const notes = state.notes[i];
      const shown = notes | (state.candidates?.[i] ?? 0);
      if (!shown || state.overlay) continue;
      // The candidates a shown step marks stand out in the givens' colour, bold, on their discs.
      const marked = state.step ? state.step.pattern[i] | state.step.remove[i] | state.step.place[i] : 0;
      for (let d = 1; d <= 9; d++) {
        const bit = 1 << (d - 1);
        if (!(shown & bit)) continue;
        ctx.font = `${marked & bit ? 700 : 500} ${small}px ${c.font}`;
        ctx.fillStyle = marked & bit ? c.given : notes & bit ? c.note : c.candidate;
        ctx.fillText(String(d), ...candidateCentre(i, d));
      }
    }

    // Outlines on top: clashing givens (red), the parse error position (dashed), a photo's unsure
    // readings (dotted, with a "?" in the corner: not by colour alone).
    const outline = (i, color, width, dash = []) => {
      const [x, y, w, h] = cellRect(i);
      ctx.save();
      ctx.strokeStyle = color;
      ctx.lineWidth = width;
      ctx.setLineDash(dash);
      ctx.strokeRect(x + width / 2 + thin, y + width / 2 + thin, w - width - 2 * thin, h - width - 2 * thin);
      ctx.restore();
    };
    for (const i of state.clashCells) outline(i, c.clash, thick);
    if (state.errorCell >= 0) outline(state.errorCell, c.error, thick, [thick * 1.5, thick]);
    if (state.unsureCells?.size) {
      ctx.font = `700 ${small}px ${c.font}`;
      ctx.fillStyle = c.unsure;
      ctx.textAlign = 'right';
      ctx.textBaseline = 'top';
      for (const i of state.unsureCells) {
        outline(i, c.unsure, thick, [thick, thick]);
        const [x, y, w] = cellRect(i);
        ctx.fillText('?', x + w - 2 * thick - cell * 0.08, y + 2 * thick + cell * 0.04);
      }
    }
  }

}
