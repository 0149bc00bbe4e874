// Draws the Sudoku board on a canvas, crisp at any size and devicePixelRatio.
//
// The canvas backing store is sized in device pixels from a ResizeObserver, and every line is
// snapped to whole device pixels. Colours come from CSS custom properties on the canvas
// (--sudoku-*), so themes, dark mode and embedding pages restyle the board without code.
import { ringWeight } from './puzzle-text.js';

const COLOR_VARS = {
  bg: '--sudoku-cell-bg',
  line: '--sudoku-line',
  boxLine: '--sudoku-box-line',
  given: '--sudoku-given',
  solved: '--sudoku-solved',
  peer: '--sudoku-peer-bg',
  selected: '--sudoku-selected-bg',
  same: '--sudoku-same-bg',
  clash: '--sudoku-clash',
  clashBg: '--sudoku-clash-bg',
  error: '--sudoku-error',
  ring: '--sudoku-ring',
  ringText: '--sudoku-ring-text',
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
  }

  /**
   * state: {givens: Uint8Array(81), solution: string|null, selected: number|-1, focused: bool,
   *         clashCells: Set<number>, errorCell: number|-1, overlay: bool}
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
    return out;
  }

  draw() {
    const { canvas, ctx, state } = this;
    if (!state) return;
    // Before the first resize observation: the size from layout, remembered so that the
    // observation of that same size does not draw the board a second time.
    const size = (this.pixels ||= Math.round(canvas.clientWidth * devicePixelRatio)) || 450;
    if (canvas.width !== size || canvas.height !== size) {
      canvas.width = size;
      canvas.height = size;
    }
    const c = this.colors();
    const dpr = size / Math.max(canvas.clientWidth, 1);
    const thin = Math.max(1, Math.round(dpr));
    const thick = Math.max(2, Math.round(3 * dpr));
    // Cell edges at whole pixels; 9 equal cells (the accessible overlay uses a 9x9 CSS grid).
    const edge = (i) => Math.round((i * size) / 9);
    const cellRect = (i) => {
      const r = Math.floor(i / 9);
      const col = i % 9;
      return [edge(col), edge(r), edge(col + 1) - edge(col), edge(r + 1) - edge(r)];
    };

    ctx.fillStyle = c.bg;
    ctx.fillRect(0, 0, size, size);

    const sel = state.selected;
    const selValue = sel >= 0 ? this.valueAt(sel) : 0;
    for (let i = 0; i < 81; i++) {
      const [x, y, w, h] = cellRect(i);
      if (state.overlay) {
        // Ring weights 6..10: stronger tint towards the centre.
        ctx.globalAlpha = 0.08 + (ringWeight(i) - 6) * 0.13;
        ctx.fillStyle = c.ring;
        ctx.fillRect(x, y, w, h);
        ctx.globalAlpha = 1;
      }
      if (sel >= 0 && i !== sel && isPeer(i, sel)) {
        ctx.fillStyle = c.peer;
        ctx.fillRect(x, y, w, h);
      }
      if (sel >= 0 && i !== sel && selValue && this.valueAt(i) === selValue) {
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
    }

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

    // Digits.
    const cell = size / 9;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (let i = 0; i < 81; i++) {
      const [x, y, w, h] = cellRect(i);
      const given = state.givens[i];
      const solved = !given && state.solution ? state.solution.charCodeAt(i) - 48 : 0;
      if (state.overlay) {
        ctx.font = `600 ${Math.round(cell * 0.17)}px ${c.font}`;
        ctx.fillStyle = c.ringText;
        ctx.textAlign = 'left';
        ctx.textBaseline = 'top';
        ctx.fillText(`×${ringWeight(i)}`, x + cell * 0.07, y + cell * 0.06);
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
      }
      if (given) {
        ctx.font = `700 ${Math.round(cell * 0.6)}px ${c.font}`;
        ctx.fillStyle = state.clashCells.has(i) ? c.clash : c.given;
        ctx.fillText(String(given), x + w / 2, y + h / 2 + cell * 0.03);
      } else if (solved > 0) {
        ctx.font = `400 ${Math.round(cell * 0.56)}px ${c.font}`;
        ctx.fillStyle = c.solved;
        ctx.fillText(String(solved), x + w / 2, y + h / 2 + cell * 0.03);
      }
    }

    // Outlines on top: clashing givens (red), the parse error position (dashed), the selection.
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
  }

  valueAt(i) {
    const s = this.state;
    if (s.givens[i]) return s.givens[i];
    return s.solution ? s.solution.charCodeAt(i) - 48 : 0;
  }
}

function isPeer(a, b) {
  const ra = Math.floor(a / 9);
  const rb = Math.floor(b / 9);
  const ca = a % 9;
  const cb = b % 9;
  return ra === rb || ca === cb || (Math.floor(ra / 3) === Math.floor(rb / 3) && Math.floor(ca / 3) === Math.floor(cb / 3));
}
