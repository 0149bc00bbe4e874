// Where a photo or screenshot comes from, and its pixels: the Photo control (a file input: the
// camera on a phone, a file picker elsewhere), an image pasted or dropped on the board. The
// browser decodes the image (createImageBitmap), shrunk so its longer side is at most
// MAX_PHOTO_SIDE; photo-flow.js has it read and puts its givens on the board.
import { photoSize } from '../model/photo-reading.js';

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

/**
 * Calls `read(file)` with each image the person gives: chosen with `ui.photo` (the Photo input),
 * pasted on `element` or dropped on `board`, unless `readonly()`.
 */
export function wirePhotoInput(ui, element, board, { readonly, read }) {
  ui.photo.addEventListener('change', () => {
    const file = ui.photo.files?.[0];
    ui.photo.value = ''; // the same photo chosen again reads again
    if (file) read(file);
  });
  element.addEventListener('paste', (e) => {
    const file = imageFile(e.clipboardData?.files);
    if (!file || readonly()) return;
    e.preventDefault();
    read(file);
  });
  board.addEventListener('dragover', (e) => {
    if (!e.dataTransfer?.types.includes('Files') || readonly()) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'copy';
  });
  board.addEventListener('drop', (e) => {
    if (readonly()) return;
    const file = e.dataTransfer?.files?.[0];
    if (!file) return;
    e.preventDefault();
    read(file);
  });
}
