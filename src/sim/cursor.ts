import { combine, Rng } from './random';

/**
 * The `lastDocument` cursor: standard base64 (so it holds `+`, `/` and `=`, as real ones do) of a
 * binding of the query (64-bit hash), the offset of the next row, the instant the run's rows are read up
 * to, and a pad. 91 bytes give 124 characters ending in "==". Stateless: any sim with the same seed
 * accepts it, and a faulted call cannot move it.
 */
const BYTES = 91;
const MAGIC = [0x52, 0x58, 0x02] as const;

/** Where a run stands: the next row, and the end (exclusive, wall-clock ms) of what its first page saw. */
export interface CursorPlace {
  offset: number;
  untilMs: number;
}

function bytesOf(binding: readonly [number, number], place: CursorPlace): Uint8Array {
  const out = new Uint8Array(BYTES);
  const view = new DataView(out.buffer);
  out.set(MAGIC, 0);
  view.setUint32(3, binding[0]);
  view.setUint32(7, binding[1]);
  view.setUint32(11, place.offset);
  view.setFloat64(15, place.untilMs);
  const seed = combine(combine(combine(binding[0], binding[1]), place.offset), place.untilMs % 0x7fffffff);
  const rng = new Rng(seed);
  for (let i = 23; i < BYTES; i += 4) view.setUint32(i, rng.uint32());
  return out;
}

export function encodeCursor(binding: readonly [number, number], place: CursorPlace): string {
  let text = '';
  for (const b of bytesOf(binding, place)) text += String.fromCharCode(b);
  return btoa(text);
}

export type DecodedCursor =
  { ok: true; binding: [number, number]; place: CursorPlace } | { ok: false; reason: 'malformed' };

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Reads a cursor back; anything this sim did not write is malformed. */
export function decodeCursor(cursor: string): DecodedCursor {
  if (!BASE64.test(cursor) || cursor.length % 4 !== 0) return { ok: false, reason: 'malformed' };
  let raw: string;
  try {
    raw = atob(cursor);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (raw.length !== BYTES) return { ok: false, reason: 'malformed' };
  const bytes = Uint8Array.from(raw, (c) => c.charCodeAt(0));
  const view = new DataView(bytes.buffer);
  const binding: [number, number] = [view.getUint32(3), view.getUint32(7)];
  const place = { offset: view.getUint32(11), untilMs: view.getFloat64(15) };
  if (!Number.isSafeInteger(place.untilMs)) return { ok: false, reason: 'malformed' };
  // Re-encoding must give the very same text: checks the magic and the pad in one go.
  if (encodeCursor(binding, place) !== cursor) return { ok: false, reason: 'malformed' };
  return { ok: true, binding, place };
}
