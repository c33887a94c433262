// What the sheet must hold, worked out here without the app's table or CSV code: the page's rows
// regenerated from the simulator (same count, same seed), filtered and sorted by plain array code.
import type { DialogsRow } from '../../src/core/contract';
import { DIALOGS_COLUMNS } from '../../src/features/results/columns/dialogs-columns';
import { generateDialogsRows } from '../../src/sim/index';

/** A cell as Calc reports it: text, a number, or null for an empty cell. */
export type Cell = string | number | null;

const FORMULA_START = /^[=+\-@\t\r\n]/;

/**
 * The cell a value must become. Texts a spreadsheet would run as a formula carry a leading apostrophe,
 * which Calc keeps as part of the text. Calc stores every line break in a cell as LF (a CRLF
 * or CR inside a quoted field reads back as LF), so line breaks are compared in that form. Booleans are
 * the words true / false: Calc only turns them into logical values with "Detect special numbers" on.
 */
export function expectedCell(value: unknown): Cell {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return String(value);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return (FORMULA_START.test(text) ? `'${text}` : text).replace(/\r\n?/g, '\n');
}

export interface Expected {
  rows: DialogsRow[];
  /** Row indices in the order the sheet must list them. */
  order: number[];
  keys: string[];
}

/**
 * The rows passing "`filterKey` contains `needle`" (case-insensitive, as the table's filter box), sorted
 * by a number column, stable (ties keep arrival order, as the table does).
 */
export function expectedSheet(
  total: number,
  filter: { key: keyof DialogsRow; needle: string },
  sort: { key: keyof DialogsRow; desc: boolean },
  headers: readonly string[],
): Expected {
  const rows = generateDialogsRows(total, 1);
  const needle = filter.needle.toLowerCase();
  const order: number[] = [];
  rows.forEach((row, i) => {
    if (
      String(row[filter.key] ?? '')
        .toLowerCase()
        .includes(needle)
    )
      order.push(i);
  });
  const num = (i: number) => Number(rows[i]?.[sort.key]);
  order.sort((a, b) => (sort.desc ? num(b) - num(a) : num(a) - num(b)) || a - b);
  const keyOf = new Map(DIALOGS_COLUMNS.map((c) => [c.header, c.key]));
  const keys = headers.map((h) => {
    const key = keyOf.get(h);
    if (!key) throw new Error(`the grid shows a column "${h}" that DIALOGS does not have`);
    return key;
  });
  return { rows, order, keys };
}
