import { z } from 'zod';
import type { Row } from '../core/contract';
import { valueTable, type CodedRows } from '../core/coded-rows';

/**
 * A page's rows as store format 1 kept them: each distinct key order once (a shape), and each row as its
 * shape's number followed by its values. Format 2 codes the values too (src/core/coded-rows/coded-rows.ts); pages of format 0
 * and 1 are brought to it as they are read (migrate.ts).
 */
export interface PackedRows {
  shapes: string[][];
  rows: unknown[][];
}

export function packRows(rows: readonly Row[]): PackedRows {
  const shapes: string[][] = [];
  const shapeOf = new Map<string, number>();
  const packed = rows.map((row) => {
    const keys = Object.keys(row);
    const signature = keys.join('\u0000');
    let shape = shapeOf.get(signature);
    if (shape === undefined) {
      shape = shapes.push(keys) - 1;
      shapeOf.set(signature, shape);
    }
    const values: unknown[] = [shape];
    for (const key of keys) values.push(row[key]);
    return values;
  });
  return { shapes, rows: packed };
}

/** True when every row names a shape there is and holds one value per key of it. */
export function packedRowsFit({ shapes, rows }: PackedRows): boolean {
  return rows.every((values) => {
    const shape = typeof values[0] === 'number' ? shapes[values[0]] : undefined;
    return shape !== undefined && values.length === shape.length + 1;
  });
}

/**
 * Rows as format 1 stored them, coded (src/core/coded-rows/coded-rows.ts) without rebuilding them: their shapes are kept and
 * each value looked up once. A value equal to the one the row before holds in the same place takes its
 * code without a lookup (40 % of DIALOGS cells). Null when a row does not fit its shape.
 */
export function codePacked({ shapes, rows }: PackedRows): CodedRows | null {
  if (!packedRowsFit({ shapes, rows }) || shapes.length > 0x10000) return null;
  const shapeOf = new Uint16Array(rows.length);
  const { values, codeOf } = valueTable();
  const codes = new Uint32Array(rows.reduce((sum, row) => sum + row.length - 1, 0));
  let at = 0;
  let before: unknown[] | undefined;
  let beforeAt = 0;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] ?? [];
    const shape = typeof row[0] === 'number' ? row[0] : 0;
    shapeOf[i] = shape;
    const like = before !== undefined && before[0] === shape ? before : undefined;
    const start = at;
    for (let k = 1; k < row.length; k++) {
      const v = row[k];
      // Object.is: -0 is not 0, and a nested value is only itself (each is kept whole, not shared).
      const same = like !== undefined && Object.is(like[k], v) && (typeof v !== 'object' || v === null);
      codes[at] = same ? (codes[beforeAt + k - 1] ?? 0) : codeOf(v);
      at++;
    }
    before = row;
    beforeAt = start;
  }
  return { shapes, shapeOf, values, codes };
}

const isRecord = (row: unknown): row is Row => typeof row === 'object' && row !== null && !Array.isArray(row);

/** Rows as format 0 stored them (objects), packed; anything else is left for the page's schema to refuse. */
export const packOldRows = (rows: unknown) =>
  Array.isArray(rows) && rows.every(isRecord) ? packRows(rows) : { rows };

const packedRowsSchema = z.object({
  shapes: z.array(z.array(z.string())),
  rows: z.array(z.array(z.unknown())),
});

/**
 * Rows as format 1 stored them, coded as format 2 stores them, the codes as a list (a record brought from
 * format 1 has nothing after its JSON); nothing when they are not packed rows that fit.
 */
export function codeOldRows(shapes: unknown, rows: unknown) {
  const packed = packedRowsSchema.safeParse({ shapes, rows });
  const coded = packed.success ? codePacked(packed.data) : null;
  if (!coded) return {};
  return {
    shapes: coded.shapes,
    shapeOf: Array.from(coded.shapeOf),
    values: coded.values,
    codes: Array.from(coded.codes),
  };
}
