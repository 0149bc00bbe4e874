// A puzzle from a photo or screenshot, from the image a person gives (photo-input.js) to its givens
// on the board: the worker reads the pixels (one readPhoto request, a search that Cancel stops;
// the photo reader's wasm is fetched on the first one), the photo shows beside the board at once
// and then with the grid's outline found (photo-preview.js), and the givens go on the board in
// set-up with the unsure cells marked (model/photo-reading.js), for the person to check against
// the photo and Start.
import { CancelledError } from '../engine/client.js';
import { photoReading, unsureShown } from '../model/photo-reading.js';
import { PhotoPreview } from './photo-preview.js';
import { decodePhoto, wirePhotoInput } from './photo-input.js';
import { message } from './status.js';

export class PhotoFlow {
  #host;
  #preview = null;
  #reading = null; // the last photo's reading (photoReading's), while its givens are on the board
  #latest = null; // the image of the latest read, whose picture the preview may show
  #inFlight = false; // a read is running: the puzzle it loads keeps the picture shown

  /**
   * `host`: the element's host (solver-element.js): its `engine()`, `readonly()`, `search({op,
   * busy, ask, done})` (the element's search: status, progress, Cancel and failures), `load(text,
   * {setup})` (the givens in set-up, one undoable change), `setStatus(status)`, `renderText()`.
   */
  constructor(host) {
    this.#host = host;
  }

  /** Wires the Photo input of `ui`, paste and drop on `element` and `board`, and the preview in `ui.photoPreview`. */
  wire(ui, element, board) {
    wirePhotoInput(ui, element, board, { readonly: () => this.#host.readonly(), read: (file) => this.read(file) });
    this.#preview = new PhotoPreview(ui.photoPreview, {
      retake: () => ui.photo.click(),
      closed: () => this.#host.renderText(),
    });
  }

  /**
   * Reads the puzzle in image file `blob` and puts its givens on the board in set-up. Resolves the
   * engine's reading ({puzzle, confidence, corners, ms}), or undefined when cancelled, stale or
   * failed (the error is shown beside the board, which keeps what it had, and the photo goes).
   */
  async read(blob) {
    const host = this.#host;
    if (host.readonly() || !host.engine()) return undefined;
    this.#latest = blob;
    this.#inFlight = true;
    const result = await host.search({
      op: 'readPhoto',
      busy: (t) => t.readingPhoto,
      ask: async (current) => {
        const pixels = await decodePhoto(blob);
        if (!current()) throw new CancelledError(); // cancelled while the browser decoded it
        this.#preview?.picture(pixels); // before its buffer goes to the worker
        host.renderText();
        return host.engine().readPhoto(pixels);
      },
      done: (result) => {
        const reading = photoReading(result);
        host.load(result.puzzle, { setup: true });
        this.#reading = reading;
        this.#preview?.outline(result.corners);
        host.setStatus(
          message(
            'info',
            (t) => t.photoRead(reading.givens, reading.unsure.size),
            (t) => t.photoCheck,
          ),
        );
        return result;
      },
    });
    if (this.#latest === blob) {
      this.#inFlight = false;
      if (!result) {
        this.#preview?.hide();
        host.renderText();
      }
    }
    return result;
  }

  /**
   * Another puzzle is on the board: the marks of the last reading go, and its picture unless the
   * puzzle is the one read from the picture being read.
   */
  forget() {
    this.#reading = null;
    if (!this.#inFlight) this.#preview?.hide();
  }

  /** The cells to mark unsure on `board` (a BoardState): the last photo's, until changed or Start. */
  unsureCells(board) {
    return unsureShown(this.#reading, board);
  }

  /**
   * Puts the words of strings table `t` on the preview; once the givens read are locked (Start),
   * the photo goes.
   */
  render(t, board) {
    if (!this.#preview) return;
    if (this.#reading && !board.setup) {
      this.#reading = null;
      this.#preview.hide();
    }
    this.#preview.render(t);
  }
}
