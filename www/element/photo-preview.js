// The photo beside the board: the picture a person chose, shown while it is read, then with the
// outline of the grid found in it (readPhoto's corners) while they check the givens on the board
// against it. "Another photo" opens the Photo input again; "Hide photo" puts it away.
import { h } from './layout.js';

const SVG = 'http://www.w3.org/2000/svg';

export class PhotoPreview {
  #parts;
  #found = false; // the grid's outline is drawn

  /**
   * Builds the preview inside `host` (an empty, hidden element of the layout). `retake()` is
   * called by "Another photo", `closed()` once "Hide picture" has put it away.
   */
  constructor(host, { retake, closed }) {
    const outline = document.createElementNS(SVG, 'polygon');
    outline.setAttribute('class', 'ss-photo-outline');
    const overlay = document.createElementNS(SVG, 'svg');
    overlay.setAttribute('class', 'ss-photo-overlay');
    overlay.setAttribute('aria-hidden', 'true');
    overlay.setAttribute('preserveAspectRatio', 'none');
    overlay.append(outline);
    const frame = h('div', { class: 'ss-photo-frame', role: 'img' }, overlay);
    const caption = h('figcaption', { class: 'ss-photo-caption' });
    const again = h('button', { type: 'button', class: 'ss-button ss-small' });
    const hide = h('button', { type: 'button', class: 'ss-button ss-small ss-quiet' });
    again.addEventListener('click', () => retake());
    hide.addEventListener('click', () => {
      this.hide();
      closed();
    });
    host.append(frame, caption, h('div', { class: 'ss-photo-tools' }, again, hide));
    this.#parts = { host, frame, canvas: null, overlay, outline, caption, again, hide };
  }

  /**
   * Shows the picture `{data, width, height}` (RGBA pixels, as read), without an outline yet. Call
   * it before the pixels' buffer is handed to the worker.
   */
  picture({ data, width, height }) {
    const { host, frame, overlay } = this.#parts;
    // A canvas, not an <img> of the file: no blob: URL for a page's Content-Security-Policy to
    // allow. It exists only while shown, so the board's canvas stays the element's only other one.
    const canvas = h('canvas', { class: 'ss-photo-image', width, height });
    canvas.getContext('2d').putImageData(new ImageData(data, width, height), 0, 0);
    this.#parts.canvas?.remove();
    this.#parts.canvas = canvas;
    frame.prepend(canvas);
    overlay.setAttribute('viewBox', `0 0 ${width} ${height}`);
    this.#outline(null);
    host.hidden = false;
  }

  /** Outlines the grid found: `corners` [[x, y], ...] in the picture's pixels, clockwise from the top-left. */
  outline(corners) {
    this.#outline(corners);
    this.#parts.host.hidden = false;
  }

  #outline(corners) {
    const { outline } = this.#parts;
    this.#found = corners !== null;
    outline.setAttribute('points', corners ? corners.map(([x, y]) => `${x},${y}`).join(' ') : '');
    outline.toggleAttribute('hidden', !corners);
  }

  /** Puts the picture away and lets its memory go. */
  hide() {
    const { host, canvas } = this.#parts;
    canvas?.remove();
    this.#parts.canvas = null;
    this.#outline(null);
    host.hidden = true;
  }

  /** Puts the words of strings table `t` on the preview. */
  render(t) {
    const { frame, caption, again, hide } = this.#parts;
    frame.setAttribute('aria-label', this.#found ? t.photoOutlined : t.photoShown);
    caption.textContent = this.#found ? t.photoCompare : t.photoShown;
    again.textContent = t.photoAgain;
    hide.textContent = t.photoHide;
  }
}
