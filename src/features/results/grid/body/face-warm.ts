import { warmFaceWorker } from './face-canvas';
import { readFaceStyle } from './face-style';

/**
 * What a face's first frame is likely to draw: printable ASCII, the accented letters and marks of Spanish
 * and the other Latin languages the service's tenants write in, the ellipsis the face cuts texts with,
 * and a few emoji of the kind chat messages hold (a font found for each, if the device has one).
 */
const SAMPLE =
  String.fromCharCode(...Array.from({ length: 95 }, (_, i) => 32 + i)) +
  'áéíóúñüÁÉÍÓÚÑÜ¿¡àèìòùâêîôûçãõäëïöÀÈÇ€£°ºª…–—“”‘’•' +
  '😀🙂😊👍🙏❤️✅';

/** Cell classes whose fonts differ: text (the body's font) and ids and dates (monospace). */
const CELL_CLASSES = ['rt-cell rt-text', 'rt-cell rt-id'];

/**
 * Starts the face's worker with the fonts its faces will draw in, when the page has nothing else to do
 * before the first grid (src/app/results-slot.tsx): the first face then shows its rows from its first
 * frame, instead of the DOM rows showing them, laid out and painted, while the worker found its fonts.
 */
export function warmFace() {
  if (typeof document === 'undefined') return;
  const style = readFaceStyle(document.body);
  const fonts = new Set([style.gutter.font, ...CELL_CLASSES.map((c) => style.text(c, undefined).font)]);
  warmFaceWorker([...fonts], SAMPLE);
}
