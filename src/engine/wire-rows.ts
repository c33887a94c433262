import { rowTemplate, type Row } from '../core/contract';
import type { PackedRows } from '../store/pack-rows';

/**
 * Rows as they cross from the engine's worker to the page: each distinct key order once, each distinct
 * value once, and each cell a number. A structured clone copies every string it meets, so 500 rows whose
 * "Bot" or channel name recurs on every row crossed as 500 copies of each, and the page then spent about a
 * quarter of reopening a stored run making equal strings one again. Sent this way, a value crosses once per
 * slice and the rows rebuilt from it hold that one string. Measured in headless Chromium on 250,000
 * DIALOGS rows in 500-row messages: the page's main thread busy 216-291 ms instead of 1,106-1,142 ms
 * (row objects, then shared), the rows 57 MB of heap instead of 66 MB; the worker's encoding makes the
 * whole transfer take 603-654 ms instead of 1,122-1,170 ms.
 */
export interface WireRows {
  /** Each distinct key order once. */
  shapes: string[][];
  /** The shape of each row. */
  shapeOf: Uint16Array;
  /** Each distinct value once; a nested value (an object or array) each time it occurs. */
  values: unknown[];
  /** Row after row, the place in `values` of each field's value, in its shape's order. */
  codes: Uint32Array;
}

const sameKeys = (a: readonly string[], b: readonly string[] | undefined) => {
  if (!b || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
};

/** Each distinct value once: `codeOf` gives a value's place in `values`, adding it when it is new. */
function valueTable() {
  const values: unknown[] = [];
  const known = new Map<unknown, number>();
  const codeOf = (v: unknown): number => {
    // SameValueZero would make -0 the 0 before it; JSON can carry -0, so it is kept apart (not shared).
    const shareable = (typeof v !== 'object' || v === null) && !Object.is(v, -0);
    let code = shareable ? known.get(v) : undefined;
    if (code === undefined) {
      code = values.push(v) - 1;
      if (shareable) known.set(v, code);
    }
    return code;
  };
  return { values, codeOf };
}

export function encodeRows(rows: readonly Row[]): WireRows {
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
    for (const key of keys) codes[at++] = codeOf(row[key]);
  }
  return { shapes, shapeOf, values, codes };
}

/**
 * Rows as stored (pack-rows.ts) as wire rows, without rebuilding them: their shapes are kept and each
 * value looked up once. A value equal to the one the row before holds in the same place takes its code
 * without a lookup (40 % of DIALOGS cells). 250,000 stored DIALOGS rows in Node: 340 ms, where unpacking
 * them into objects and encoding those took 320 + 500-600 ms.
 */
export function encodePacked({ shapes, rows }: PackedRows, from = 0, to = rows.length): WireRows {
  const slice = rows.slice(from, to);
  const shapeOf = new Uint16Array(slice.length);
  const { values, codeOf } = valueTable();
  const codes = new Uint32Array(slice.reduce((sum, row) => sum + row.length - 1, 0));
  let at = 0;
  let before: unknown[] | undefined;
  let beforeAt = 0;
  for (let i = 0; i < slice.length; i++) {
    const row = slice[i] ?? [];
    const shape = typeof row[0] === 'number' ? row[0] : 0;
    shapeOf[i] = shape;
    const like = before !== undefined && before[0] === shape ? before : undefined;
    const start = at;
    for (let k = 1; k < row.length; k++) {
      const v = row[k];
      // Object.is: -0 is not 0, and a nested value is only itself (each is sent whole, not shared).
      const same = like !== undefined && Object.is(like[k], v) && (typeof v !== 'object' || v === null);
      codes[at] = same ? (codes[beforeAt + k - 1] ?? 0) : codeOf(v);
      at++;
    }
    before = row;
    beforeAt = start;
  }
  return { shapes, shapeOf, values, codes };
}

/**
 * Strings up to this long are made one across slices: labels, channels, intents, bot names, short replies.
 * Ids and instants are longer and never repeat: looking each up cost the page most of its receiving time.
 * Reopening 250,000 stored DIALOGS rows (bench/durable.bench.ts), up to 40 characters: every row in
 * 3.64 s, 1.005x the fetched run's heap; up to 20: 3.26 s, 1.016x.
 */
const SHARED_STRING_MAX = 20;

/**
 * Equal short strings of one engine's rows, as one string: a slice shares its values within itself, this
 * across slices and pages (a stored run is read in 500-row pages). Forgotten when it grows past `limit`.
 */
export function stringPool(limit = 200_000) {
  const pool = new Map<string, string>();
  return (value: unknown): unknown => {
    if (typeof value !== 'string' || value.length > SHARED_STRING_MAX) return value;
    const known = pool.get(value);
    if (known !== undefined) return known;
    if (pool.size >= limit) pool.clear();
    pool.set(value, value);
    return value;
  };
}

/** The rows again, each an object with its keys in their order; values passed through `share` first. */
export function decodeRows(
  { shapes, shapeOf, values, codes }: WireRows,
  share: (value: unknown) => unknown = (value) => value,
): Row[] {
  for (let i = 0; i < values.length; i++) values[i] = share(values[i]);
  // Copies of a template keep V8's fast object layout (rowTemplate in src/core/contract/rows.ts).
  const templates = shapes.map(rowTemplate);
  const rows = new Array<Row>(shapeOf.length);
  let at = 0;
  for (let i = 0; i < shapeOf.length; i++) {
    const shape = shapeOf[i] ?? 0;
    const keys = shapes[shape] ?? [];
    const row: Row = { ...templates[shape] };
    for (const key of keys) row[key] = values[codes[at++] ?? 0];
    rows[i] = row;
  }
  return rows;
}
