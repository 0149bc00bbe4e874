// The target view's legend: how the score is counted (ring weight × digit, weights 6-10, with a
// swatch per ring in the board's shading), and a grid's score broken down by ring.
import { CELLS, RING_WEIGHTS, ringWeight } from '../model/geometry.js';

export class TargetLegend {
  /** @param {HTMLElement} host  element to fill; hidden while the board is not in target mode */
  constructor(host) {
    this.host = host;
    this.formula = document.createElement('p');
    this.formula.className = 'ss-legend-formula';
    this.swatches = document.createElement('p');
    this.swatches.className = 'ss-legend-swatches';
    this.table = document.createElement('table');
    this.table.className = 'ss-legend-table';
    host.append(this.formula, this.swatches, this.table);
  }

  /** Shows the legend (t: strings table) and, for a full grid (81 digits), its score by ring. */
  render(t, show, grid) {
    this.host.hidden = !show;
    if (!show) return;
    this.formula.textContent = `${t.legendFormula}; ${t.legendWeights}`;
    this.swatches.replaceChildren(
      ...RING_WEIGHTS.map((w) => {
        const swatch = document.createElement('span');
        swatch.className = 'ss-swatch';
        swatch.dataset.weight = String(w);
        swatch.textContent = `×${w}`;
        return swatch;
      }),
    );
    const full = typeof grid === 'string' && /^[1-9]{81}$/.test(grid);
    this.table.hidden = !full;
    if (!full) return;
    const sums = new Map(RING_WEIGHTS.map((w) => [w, 0]));
    for (let i = 0; i < CELLS; i++) sums.set(ringWeight(i), sums.get(ringWeight(i)) + Number(grid[i]));
    const row = (cells, tag = 'td') => {
      const tr = document.createElement('tr');
      for (const text of cells) {
        const cell = document.createElement(tag);
        cell.textContent = String(text);
        tr.append(cell);
      }
      return tr;
    };
    const total = RING_WEIGHTS.reduce((s, w) => s + w * sums.get(w), 0);
    this.table.replaceChildren(
      row([t.ringHeader, t.digitsHeader, t.pointsHeader], 'th'),
      ...RING_WEIGHTS.map((w) => row([`×${w}`, sums.get(w), w * sums.get(w)])),
      row([t.ringTotal, '', total]),
    );
  }
}
