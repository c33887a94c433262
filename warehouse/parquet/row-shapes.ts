import { z } from 'zod';
import type { Row } from '../../src/core/contract';

/**
 * What a Parquet file needs beside its columns to give back each row exactly as the service sent it:
 * which fields a row had, in its order (a field it lacked is not a null), and which text cells hold JSON
 * of a value that is not a string (an array, an object, or text that UTF-8 cannot carry). Kept in the
 * file's key-value metadata, so engines see the same columns as in any file of the layout.
 */
export const ROW_SHAPES_KEY = 'report-explorer.rows';

export const rowShapesSchema = z.object({
  version: z.literal(1),
  /** Each distinct list of fields, in the row's own order. */
  shapes: z.array(z.array(z.string())),
  /** Runs over the rows in file order: [shape, count, shape, count, ...]. */
  runs: z.array(z.number().int().min(0)),
  /** Per text column: every cell is JSON ('all'), or the rows (in file order) whose cell is. */
  json: z.record(z.string(), z.union([z.literal('all'), z.array(z.number().int().min(0))])),
});
export type RowShapes = z.infer<typeof rowShapesSchema>;

/** The shapes and runs of `rows`, in their order. */
export function shapesOf(rows: readonly Row[]): Pick<RowShapes, 'shapes' | 'runs'> {
  const index = new Map<string, number>();
  const shapes: string[][] = [];
  const runs: number[] = [];
  for (const row of rows) {
    const fields = Object.keys(row);
    const name = JSON.stringify(fields);
    let shape = index.get(name);
    if (shape === undefined) {
      shape = shapes.push(fields) - 1;
      index.set(name, shape);
    }
    if (runs.at(-2) === shape) runs[runs.length - 1] = (runs.at(-1) ?? 0) + 1;
    else runs.push(shape, 1);
  }
  return { shapes, runs };
}

/** The shape of each row, in file order, from the runs (checked against the rows the file holds). */
export function shapeOfEachRow(shapes: RowShapes, rowCount: number): Uint32Array | null {
  const out = new Uint32Array(rowCount);
  let at = 0;
  for (let i = 0; i + 1 < shapes.runs.length; i += 2) {
    const shape = shapes.runs[i] ?? 0;
    const count = shapes.runs[i + 1] ?? 0;
    if (shape >= shapes.shapes.length || at + count > rowCount) return null;
    out.fill(shape, at, at + count);
    at += count;
  }
  return at === rowCount ? out : null;
}

// A lone surrogate: UTF-8 cannot carry it, JSON can (as \ud800).
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * A text column's cells: strings as they are, anything else as its JSON, with the rows whose cell is JSON
 * (all of them: 'all'). A string is JSON only when UTF-8 cannot carry it.
 */
export function textCells(values: readonly unknown[]): { cells: (string | null)[]; json: 'all' | number[] } {
  const json: number[] = [];
  let present = 0;
  const cells = values.map((value, i) => {
    if (value === null || value === undefined) return null;
    present++;
    if (typeof value === 'string' && !LONE_SURROGATE.test(value)) return value;
    json.push(i);
    return JSON.stringify(value);
  });
  return { cells, json: present > 0 && json.length === present ? 'all' : json };
}
