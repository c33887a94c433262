import { DIALOGS_FIELDS, rowTemplate, type Row } from '../contract';
import { dialogsRowAt } from './dialogs-row-at';

/**
 * Rows as a table of values and a code per cell: each distinct key order once (a shape), each distinct
 * value once, and each cell the place of its value. It is how a page is stored (store formats 2 and 3) and how
 * rows cross from the engine's worker to the page (src/engine/wire-rows.ts), so a stored page crosses as
 * it was read, without being encoded again: encoding a run's rows on reading them back was a large part
 * of the worker's time when reopening it (measured: docs/architecture.md#one-pipeline-the-engines-worker).
 */
export interface CodedRows {
  /** Each distinct key order once. */
  shapes: string[][];
  /** The shape of each row. */
  shapeOf: Uint16Array;
  /**
   * Each distinct value once, as a rule: a nested value (an object or array) each time it occurs, and a
   * value of a field whose values are each their own may be held again (row-coder.ts).
   */
  values: unknown[];
  /** Row after row, the place in `values` of each field's value, in its shape's order. */
  codes: Uint16Array | Uint32Array;
}

/**
 * Coded rows already written as a stored page keeps them: their frame, compressed (rows-frame.ts). A team
 * page crosses so (src/core/team-history/coded-page.ts), and is stored from these bytes without writing or
 * compressing its rows again.
 */
export interface WrittenRows {
  packed: Uint8Array<ArrayBuffer>;
}

/** Coded rows as a stored page's JSON holds them: the codes follow the JSON, `codeBytes` each. */
export interface StoredCodedRows {
  shapes: string[][];
  shapeOf: number[];
  values: unknown[];
  codeBytes: 2 | 4;
}

const sameKeys = (a: readonly string[], b: readonly string[] | undefined) => {
  if (!b || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
};

/**
 * Whether a value may share its place in a value table with an equal one: not a nested value (each is its
 * own), and not -0 (SameValueZero would make it the 0 before it; JSON can carry -0).
 */
export const shareable = (v: unknown) => (typeof v !== 'object' || v === null) && !Object.is(v, -0);

/** Each distinct value once: `codeOf` gives a value's place in `values`, adding it when it is new. */
export function valueTable() {
  const values: unknown[] = [];
  const known = new Map<unknown, number>();
  const codeOf = (v: unknown): number => {
    const share = shareable(v);
    let code = share ? known.get(v) : undefined;
    if (code === undefined) {
      code = values.push(v) - 1;
      if (share) known.set(v, code);
    }
    return code;
  };
  return { values, codeOf };
}

export function encodeRows(rows: readonly Row[]): CodedRows {
  const shapes: string[][] = [];
  const shapeOf = new Uint16Array(rows.length);
  const { values, codeOf } = valueTable();
  const perRow = rows.map((row) => Object.keys(row));
  const codes = new Uint32Array(perRow.reduce((sum, keys) => sum + keys.length, 0));
  let at = 0;
  for (let i = 0; i < rows.length; i++) {
    const keys = perRow[i] ?? [];
    const row = rows[i] ?? {};
    let shape = shapes.length - 1;
    if (!sameKeys(keys, shapes[shape])) shape = shapes.findIndex((s) => sameKeys(keys, s));
    if (shape < 0) shape = shapes.push(keys) - 1;
    shapeOf[i] = shape;
    // A row's values in its keys' order at once: a read by each of the keys in turn was the slower.
    const fields = Object.values(row);
    for (let k = 0; k < fields.length; k++) codes[at++] = codeOf(fields[k]);
  }
  return { shapes, shapeOf, values, codes };
}

/**
 * Rebuilds coded rows one at a time, in order: `next()` builds the next row into `rows`, and says whether
 * more are left. Values pass through `share` first. decodeRows takes them all at once; the page takes them
 * in slices (src/engine/decode-in-slices.ts).
 */
export function rowBuilder(
  { shapes, shapeOf, values, codes }: CodedRows,
  share?: (value: unknown) => unknown,
): { rows: Row[]; next: () => boolean } {
  if (share) for (let i = 0; i < values.length; i++) values[i] = share(values[i]);
  // A DIALOGS row in its documented order is one literal (dialogs-row-at.ts), several times faster; any
  // other shape is a copy of a template, which keeps V8's fast object layout (rowTemplate in
  // src/core/contract/rows.ts).
  const literal = shapes.map((keys) => sameKeys(DIALOGS_FIELDS, keys));
  const templates = shapes.map((keys, shape) => (literal[shape] ? null : rowTemplate(keys)));
  const rows = new Array<Row>(shapeOf.length);
  let at = 0;
  let i = 0;
  const next = () => {
    const shape = shapeOf[i] ?? 0;
    const keys = shapes[shape] ?? [];
    if (literal[shape]) {
      rows[i++] = dialogsRowAt(values, codes, at);
      at += keys.length;
      return i < shapeOf.length;
    }
    // The template holds null in every field: a null value (several a DIALOGS row) needs no store.
    const row: Row = { ...templates[shape] };
    for (const key of keys) {
      const value = values[codes[at++] ?? 0];
      if (value !== null) row[key] = value;
    }
    rows[i++] = row;
    return i < shapeOf.length;
  };
  return { rows, next };
}

/** The rows again, each an object with its keys in their order; values passed through `share` first. */
export function decodeRows(coded: CodedRows, share?: (value: unknown) => unknown): Row[] {
  const { rows, next } = rowBuilder(coded, share);
  if (rows.length > 0) while (next());
  return rows;
}

/**
 * Rows `from` to `to` with a value table of their own (only the values they use), without rebuilding
 * them: a value's new place is looked up in an array, not a map.
 */
export function sliceCoded(
  { shapes, shapeOf, values, codes }: CodedRows,
  from: number,
  to: number,
): CodedRows {
  const end = Math.min(to, shapeOf.length);
  let start = 0;
  for (let i = 0; i < from; i++) start += shapes[shapeOf[i] ?? 0]?.length ?? 0;
  let stop = start;
  for (let i = from; i < end; i++) stop += shapes[shapeOf[i] ?? 0]?.length ?? 0;
  const placeOf = new Int32Array(values.length).fill(-1);
  const kept: unknown[] = [];
  const sliced = new Uint32Array(stop - start);
  for (let i = start; i < stop; i++) {
    const code = codes[i] ?? 0;
    let place = placeOf[code] ?? -1;
    if (place < 0) place = placeOf[code] = kept.push(values[code]) - 1;
    sliced[i - start] = place;
  }
  return { shapes, shapeOf: shapeOf.slice(from, end), values: kept, codes: sliced };
}

/**
 * Coded rows as a stored page keeps them: the shapes, the row's shapes and the values as JSON, and the
 * codes as raw 2-byte numbers when there are at most 65,536 values (4-byte otherwise), in this device's
 * byte order (rows-frame.ts writes them little-endian after the JSON).
 */
export function storedCoded({ shapes, shapeOf, values, codes }: CodedRows) {
  const narrow = values.length <= 0x10000;
  const raw = narrow ? Uint16Array.from(codes) : Uint32Array.from(codes);
  const rows: StoredCodedRows = { shapes, shapeOf: Array.from(shapeOf), values, codeBytes: narrow ? 2 : 4 };
  return { rows, tail: new Uint8Array(raw.buffer) };
}

/** The codes a stored page's tail holds, or null when its length does not fit their width. */
export function codesOfTail(
  tail: Uint8Array<ArrayBuffer>,
  codeBytes: 2 | 4,
): Uint16Array | Uint32Array | null {
  if (tail.byteOffset % codeBytes !== 0 || tail.byteLength % codeBytes !== 0) return null;
  const count = tail.byteLength / codeBytes;
  return codeBytes === 2
    ? new Uint16Array(tail.buffer, tail.byteOffset, count)
    : new Uint32Array(tail.buffer, tail.byteOffset, count);
}

/**
 * Stored coded rows as typed arrays, or null unless every row names a shape there is, the codes are as
 * many as the rows' fields, and each is a place in the values. One loop over the codes, not a schema:
 * a schema's check of each of a run's millions of codes cost more than reading them.
 */
export function codedFromStored(
  { shapes, shapeOf, values }: { shapes: string[][]; shapeOf: readonly unknown[]; values: unknown[] },
  codes: ArrayLike<unknown>,
): CodedRows | null {
  if (shapes.length > 0x10000) return null;
  const shapesOf = new Uint16Array(shapeOf.length);
  let fields = 0;
  for (let i = 0; i < shapeOf.length; i++) {
    const shape = shapeOf[i];
    if (typeof shape !== 'number' || !Number.isInteger(shape) || shape < 0 || shape >= shapes.length)
      return null;
    shapesOf[i] = shape;
    fields += shapes[shape]?.length ?? 0;
  }
  if (codes.length !== fields) return null;
  if (codes instanceof Uint16Array || codes instanceof Uint32Array) {
    // Whole numbers already: each need only be a place in the values.
    for (let i = 0; i < fields; i++) if ((codes[i] ?? 0) >= values.length) return null;
    return { shapes, shapeOf: shapesOf, values, codes };
  }
  const typed = new Uint32Array(fields);
  for (let i = 0; i < fields; i++) {
    const code = codes[i];
    if (typeof code !== 'number' || !Number.isInteger(code) || code < 0 || code >= values.length) return null;
    typed[i] = code;
  }
  return { shapes, shapeOf: shapesOf, values, codes: typed };
}
