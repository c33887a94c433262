import { gunzip, gzip } from '../compress';
import type { StoredCodedRows } from './coded-rows';

const LITTLE_ENDIAN = new Uint8Array(Uint16Array.of(1).buffer)[0] === 1;

/** The codes' bytes swapped in place, 2 or 4 at a time: a frame's codes are little-endian. */
function swapped(bytes: Uint8Array<ArrayBuffer>, width: 2 | 4) {
  for (let i = 0; i + width <= bytes.length; i += width) bytes.subarray(i, i + width).reverse();
  return bytes;
}

/**
 * Coded rows as one run of bytes: the JSON's length in bytes (4, little-endian), the JSON (their
 * StoredCodedRows, with any other keys beside them) padded with spaces to a multiple of 4 bytes, then each
 * cell's code, little-endian, `codeBytes` each. The padding starts the codes at a multiple of their width,
 * so they are read where they lie. It is how a team page crosses (src/core/team-history/coded-page.ts)
 * and, compressed, how a stored page keeps its rows (src/store/seal.ts): so a team page is kept as the
 * server compressed it, not compressed again on the device.
 */
function frameRows(json: object, tail: Uint8Array<ArrayBuffer>, codeBytes: 2 | 4): Uint8Array<ArrayBuffer> {
  const text = new TextEncoder().encode(JSON.stringify(json));
  const padded = Math.ceil(text.byteLength / 4) * 4;
  const body = new Uint8Array(4 + padded + tail.byteLength);
  new DataView(body.buffer).setUint32(0, padded, true);
  body.set(text, 4);
  body.fill(0x20, 4 + text.byteLength, 4 + padded);
  body.set(tail, 4 + padded);
  if (!LITTLE_ENDIAN) swapped(body.subarray(4 + padded), codeBytes);
  return body;
}

/** The frame's rows: `stored`'s own fields beside `place`'s. */
export const frameStored = (stored: { rows: StoredCodedRows; tail: Uint8Array<ArrayBuffer> }, place = {}) =>
  frameRows({ ...place, ...stored.rows }, stored.tail, stored.rows.codeBytes);

/** A frame's codes' bytes (little-endian) in this device's order, `codeBytes` each, as codesOfTail reads them. */
export const hostOrder = (codes: Uint8Array<ArrayBuffer>, codeBytes: 2 | 4) =>
  LITTLE_ENDIAN ? codes : swapped(codes.slice(), codeBytes);

/**
 * The JSON's length when `frame` is a frame (the length is a multiple of 4 and lies inside it), else null:
 * its JSON is not read.
 */
export function frameJsonLength(frame: Uint8Array<ArrayBuffer>): number | null {
  if (frame.byteLength < 4) return null;
  const length = new DataView(frame.buffer, frame.byteOffset, frame.byteLength).getUint32(0, true);
  return length % 4 === 0 && 4 + length <= frame.byteLength ? length : null;
}

/**
 * A frame read back: its JSON, still unchecked, and its codes' bytes as they lie (little-endian: hostOrder
 * once the JSON says their width). Null when it is not a frame.
 */
export function openRowsFrame(
  frame: Uint8Array<ArrayBuffer>,
): { json: unknown; codes: Uint8Array<ArrayBuffer> } | null {
  const length = frameJsonLength(frame);
  if (length === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(frame.subarray(4, 4 + length)));
  } catch {
    return null;
  }
  return { json, codes: frame.subarray(4 + length) };
}

/** A frame compressed: gzip, as a browser's CompressionStream and Node's zlib both write and read it. */
export const packRows = (frame: Uint8Array<ArrayBuffer>) => gzip(frame);

/**
 * A compressed frame inflated, its JSON not read: null when it is not gzip or not a frame. A stored page
 * read back crosses to the page so (framed-rows.ts).
 */
export async function unpackFrame(packed: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer> | null> {
  let frame: Uint8Array<ArrayBuffer>;
  try {
    frame = await gunzip(packed);
  } catch {
    return null;
  }
  return frameJsonLength(frame) === null ? null : frame;
}

/** A compressed frame opened, or null when it is not gzip or not a frame. */
export async function unpackRows(packed: Uint8Array<ArrayBuffer>) {
  const frame = await unpackFrame(packed);
  return frame && openRowsFrame(frame);
}
