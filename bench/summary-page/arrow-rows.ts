import { Float64, Table, tableToIPC, Utf8, vectorFromArray } from 'apache-arrow';
import type { Row } from '../../src/core/contract';
import type { CoreColumn } from '../../src/core/table';
import { AVERAGE_KEY, GROUP_KEYS, PIVOT_KEY } from './rows';

/** The Arrow columns the engines' pages load, by name. */
export const ARROW = {
  channel: 'channel',
  intent: 'intent',
  agent: 'agent',
  confidence: 'confidence',
  search: 'search',
} as const;

/**
 * Between two columns' texts in the search column: a character no column's text holds, so a word never
 * matches across two columns, as our filter of every column (src/core/table/filter-rows.ts) matches within
 * one.
 */
const APART = '\u0001';

/**
 * Every row's search text: each column's shown text, lower-cased, joined, so "any column contains" is one
 * `contains` in each engine (their fastest form of it: an OR over 40 columns' texts scans each). Made
 * before the load is timed, as our page's search indexes are built apart from its load (filterReady).
 */
export function searchTexts(rows: readonly Row[], columns: readonly CoreColumn[]): string[] {
  return rows.map((row) => {
    let text = '';
    for (const c of columns) {
      const value = row[c.key];
      text += (value === null || value === undefined ? '' : c.text(value)) + APART;
    }
    return text.toLowerCase();
  });
}

/**
 * Rows [from, to) as an Arrow IPC stream for DuckDB-WASM and Perspective: the grouped and pivoted columns as
 * the text our summary shows for them ('' for none, as src/core/summary/columns.ts's CategoryEncoder gives
 * code 0 both to no value and to a value showing no text), the averaged one as a number (null where it is
 * none, as our NumberEncoder reads NaN), and the rows' search texts (searchTexts()).
 */
export function arrowRows(
  rows: readonly Row[],
  search: readonly string[],
  from: number,
  to: number,
  columns: readonly CoreColumn[],
): Uint8Array {
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const texts = (key: string) => {
    const column = byKey.get(key);
    if (!column) throw new Error(`no column ${key}`);
    const out: string[] = new Array<string>(to - from);
    for (let i = from; i < to; i++) {
      const v = rows[i]?.[key];
      out[i - from] = v === null || v === undefined ? '' : column.text(v);
    }
    return out;
  };
  const numbers: (number | null)[] = new Array<number | null>(to - from);
  for (let i = from; i < to; i++) {
    const v = rows[i]?.[AVERAGE_KEY];
    numbers[i - from] = typeof v === 'number' && Number.isFinite(v) ? v : null;
  }
  const table = new Table({
    [ARROW.channel]: vectorFromArray(texts(GROUP_KEYS[0]), new Utf8()),
    [ARROW.intent]: vectorFromArray(texts(GROUP_KEYS[1]), new Utf8()),
    [ARROW.agent]: vectorFromArray(texts(PIVOT_KEY), new Utf8()),
    [ARROW.confidence]: vectorFromArray(numbers, new Float64()),
    [ARROW.search]: vectorFromArray(search.slice(from, to), new Utf8()),
  });
  return tableToIPC(table, 'stream');
}
