// Every cell of the workbook's first sheet as Calc read it (value and type), against the value and type
// the page's row must give: worked out here from the rows and the grid's column kinds, not the writer.
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { z } from 'zod';
import { DIALOGS_COLUMNS } from '../../src/features/results/columns/dialogs-columns';
import type { Expected } from './expected';

const lineSchema = z.object({
  v: z.array(z.union([z.string(), z.number(), z.null()])),
  t: z.array(z.enum(['n', 'd', 'b', 's', 'f']).nullable()),
});
type CellType = 'n' | 'd' | 'b' | 's' | 'f' | null;
export interface TypedCell {
  type: CellType;
  value: string | number | null;
}

const DAY_MS = 86_400_000;
const FORMULA_START = /^[=+\-@]/;

/** The cell a value must become in a column of this kind (dialogs-columns.ts), in this process's time zone. */
export function expectedTypedCell(value: unknown, key: string): TypedCell {
  const column = DIALOGS_COLUMNS.find((c) => c.key === key);
  if (value === null || value === undefined || value === '') return { type: null, value: null };
  if (typeof value === 'boolean') return { type: 'b', value: value ? 1 : 0 };
  if (typeof value === 'number') {
    if (column?.kind === 'label' && column.labels)
      return { type: 's', value: column.labels[value] ?? `Unknown (${value})` };
    return { type: 'n', value };
  }
  if (typeof value === 'string' && column?.kind === 'date' && !Number.isNaN(Date.parse(value))) {
    const ms = Date.parse(value);
    const offset = new Date(ms).getTimezoneOffset() * 60_000;
    return { type: 'd', value: (ms - offset) / DAY_MS + 25_569 };
  }
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return { type: 's', value: text.replace(/\r\n?/g, '\n') };
}

const same = (want: TypedCell, got: TypedCell) =>
  want.type === got.type &&
  (typeof want.value === 'number' && typeof got.value === 'number'
    ? // A date-time to well under a millisecond; any other number exactly.
      want.type === 'd'
      ? Math.abs(want.value - got.value) < 1e-9
      : want.value === got.value
    : want.value === got.value);

export interface XlsxComparison {
  header: (string | number | null)[];
  headerTypes: CellType[];
  mismatches: { row: number; col: number; want: TypedCell; got: TypedCell }[];
  ragged: number;
  tally: Record<'numbers' | 'dates' | 'booleans' | 'texts' | 'empty' | 'formulaLike' | 'formulas', number>;
}

/** Compares the sheet (JSON lines from calc-read.py in xlsx mode, header first) with the expected rows. */
export async function compareWorkbook(jsonl: string, expected: Expected): Promise<XlsxComparison> {
  const out: XlsxComparison = {
    header: [],
    headerTypes: [],
    mismatches: [],
    ragged: 0,
    tally: { numbers: 0, dates: 0, booleans: 0, texts: 0, empty: 0, formulaLike: 0, formulas: 0 },
  };
  const t = out.tally;
  const counted = { n: 'numbers', d: 'dates', b: 'booleans', s: 'texts', f: 'formulas' } as const;
  let line = -1;
  for await (const text of createInterface({ input: createReadStream(jsonl) })) {
    const { v, t: types } = lineSchema.parse(JSON.parse(text));
    if (line++ === -1) {
      out.header = v;
      out.headerTypes = types;
      continue;
    }
    const row: Readonly<Record<string, unknown>> | undefined = expected.rows[expected.order[line - 1] ?? -1];
    if (v.length !== expected.keys.length) out.ragged++;
    expected.keys.forEach((key, col) => {
      const want = expectedTypedCell(row?.[key], key);
      const got: TypedCell = { type: types[col] ?? null, value: v[col] ?? null };
      if (!same(want, got)) out.mismatches.push({ row: line + 1, col, want, got });
      if (got.type === null) t.empty++;
      else t[counted[got.type]]++;
      if (got.type === 's' && typeof got.value === 'string' && FORMULA_START.test(got.value)) t.formulaLike++;
    });
  }
  return out;
}
