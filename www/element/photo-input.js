// A puzzle from a photo or screenshot: the Photo control (a file input: the camera on a phone, a
// file picker elsewhere), an image pasted or dropped on the board. The browser decodes the image
// (createImageBitmap), shrunk so its longer side is at most MAX_PHOTO_SIDE; the worker reads the
// RGBA pixels (one readPhoto request, a search that Cancel stops); the givens go on the board in
// set-up with the unsure cells marked (model/photo-reading.js), for the person to check and Start.
import { CancelledError } from '../engine/client.js';
import { photoReading, photoSize, unsureShown } from '../model/photo-reading.js';
import { message } from './status.js';

/** An Error whose `kind` names why an image could not be read (text/i18n.js says it in words). */
function photoError(kind, message) {
  return Object.assign(new Error(message), { kind });
}

/**
 * The RGBA pixels `{data, width, height}` of image file `blob`, its longer side at most
 * MAX_PHOTO_SIDE. Rejects with an Error of kind 'notAnImage' when the browser cannot decode it.
 */
export async function decodePhoto(blob) {
  let bitmap;
  try {
    bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' });
  } catch {
    throw photoError('notAnImage', 'not an image the browser can decode');
  }
  try {
    const { width, height } = photoSize(bitmap.width, bitmap.height);
    const canvas = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(width, height) : Object.assign(document.createElement('canvas'), { width, height });
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(bitmap, 0, 0, width, height);
    const { data } = ctx.getImageData(0, 0, width, height);
    return { data, width, height };
  } finally {
    bitmap.close();
  }
}

/** The first image file among `files` (a DataTransfer's), or null. */
function imageFile(files) {
  return Array.from(files ?? []).find((file) => file.type.startsWith('image/')) ?? null;
}

export class PhotoInput {
  #host;
  #reading = null; // the last photo's reading (photoReading's), while its givens are on the board

  /**
   * `host`: the element's side: `engine()`, `readonly()`, `search({op, busy, ask, done})` (the
   * element's search: status, progress, Cancel and failures), `load(puzzle)` (the givens in
   * set-up, one undoable change), `setStatus(status)`.
   */
  constructor(host) {
    this.#host = host;
  }

  /** Wires the Photo input of `ui`, and paste and drop on `element` and `board`. */
  wire(ui, element, board) {
    ui.photo.addEventListener('change', () => {
      const file = ui.photo.files?.[0];
      ui.photo.value = ''; // the same photo chosen again reads again
      if (file) this.read(file);
    });
    element.addEventListener('paste', (e) => {
      const file = imageFile(e.clipboardData?.files);
      if (!file || this.#host.readonly()) return;
      e.preventDefault();
      this.read(file);
    });
    board.addEventListener('dragover', (e) => {
      if (!e.dataTransfer?.types.includes('Files') || this.#host.readonly()) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = 'copy';
    });
    board.addEventListener('drop', (e) => {
      if (this.#host.readonly()) return;
      const file = e.dataTransfer?.files?.[0];
      if (!file) return;
      e.preventDefault();
      this.read(file);
    });
  }

  /**
   * Reads the puzzle in image file `blob` and puts its givens on the board in set-up. Resolves the
   * engine's reading ({puzzle, confidence, corners, ms}), or undefined when cancelled, stale or
   * failed (the error is shown beside the board, which keeps what it had).
   */
  read(blob) {
    const host = this.#host;
    if (host.readonly() || !host.engine()) return Promise.resolve(undefined);
    return host.search({
      op: 'readPhoto',
      busy: (t) => t.readingPhoto,
      ask: async (current) => {
        const pixels = await decodePhoto(blob);
        if (!current()) throw new CancelledError(); // cancelled while the browser decoded it
        return host.engine().readPhoto(pixels);
      },
      done: (result) => {
        const reading = photoReading(result);
        host.load(result.puzzle);
        this.#reading = reading;
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
  }

  /** Another puzzle is on the board: the marks of the last photo go. */
  forget() {
    this.#reading = null;
  }

  /** The cells to mark unsure on `board` (a BoardState): the last photo's, until changed or Start. */
  unsureCells(board) {
    return unsureShown(this.#reading, board);
  }
}
