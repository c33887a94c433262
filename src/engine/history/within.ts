import { parseRowDate, ROW_DATE_FIELD, type Span } from '../../core/history';
import type { CodedRows } from '../../core/coded-rows';

/**
 * The rows of a stored page dated inside `span`, still coded: a trimmed segment's run holds rows of days
 * a later fetch answers for, and they are dropped here, in the worker, by the row's own date. Each
 * distinct date is read once. A row without a readable date cannot be placed, so it is not kept either:
 * it would be counted again by every segment that overlaps its run.
 */
export function codedWithin(rows: CodedRows, span: Span): CodedRows {
  const { shapes, shapeOf, values, codes } = rows;
  const datePlace = shapes.map((shape) => shape.indexOf(ROW_DATE_FIELD));
  // 0: not read yet, 1: inside, -1: outside (or no date).
  const inside = new Int8Array(values.length);
  const kept: number[] = [];
  const starts = new Uint32Array(shapeOf.length);
  let at = 0;
  for (let i = 0; i < shapeOf.length; i++) {
    const shape = shapeOf[i] ?? 0;
    starts[i] = at;
    const place = datePlace[shape] ?? -1;
    if (place >= 0) {
      const code = codes[at + place] ?? 0;
      if (inside[code] === 0) {
        const date = parseRowDate(values[code]);
        inside[code] = date && date.wallMs >= span.startMs && date.wallMs <= span.endMs ? 1 : -1;
      }
      if (inside[code] === 1) kept.push(i);
    }
    at += shapes[shape]?.length ?? 0;
  }
  if (kept.length === shapeOf.length) return rows;
  return pick(rows, kept, starts);
}

/** The rows `kept` (in order), with a value table of only the values they use. */
function pick(
  { shapes, shapeOf, values, codes }: CodedRows,
  kept: readonly number[],
  starts: Uint32Array,
): CodedRows {
  const placeOf = new Int32Array(values.length).fill(-1);
  const used: unknown[] = [];
  const width = (i: number) => shapes[shapeOf[i] ?? 0]?.length ?? 0;
  const out = new Uint32Array(kept.reduce((sum, i) => sum + width(i), 0));
  const outShapes = new Uint16Array(kept.length);
  let at = 0;
  kept.forEach((row, k) => {
    outShapes[k] = shapeOf[row] ?? 0;
    const from = starts[row] ?? 0;
    for (let f = 0; f < width(row); f++) {
      const code = codes[from + f] ?? 0;
      let place = placeOf[code] ?? -1;
      if (place < 0) place = placeOf[code] = used.push(values[code]) - 1;
      out[at++] = place;
    }
  });
  return { shapes, shapeOf: outShapes, values: used, codes: out };
}
