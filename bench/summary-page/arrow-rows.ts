import { Float64, makeData, makeVector, Table, tableToIPC, Utf8, vectorFromArray } from 'apache-arrow';
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

const encoder = new TextEncoder();

/**
 * Texts as an Arrow Utf8 vector, written straight into its offsets and bytes: apache-arrow's own builder
 * (vectorFromArray) took 0.8 s for 40,000 rows' search texts, which would have been most of the engines'
 * load; this is what an app feeding an engine Arrow would write.
 */
function utf8(texts: readonly string[]) {
  const offsets = new Int32Array(texts.length + 1);
  let bytes = new Uint8Array(1 << 20);
  let at = 0;
  texts.forEach((text, i) => {
    // UTF-16 to UTF-8 takes at most 3 bytes a code unit.
    if (at + text.length * 3 > bytes.length) {
      const grown = new Uint8Array(Math.max(bytes.length * 2, at + text.length * 3));
      grown.set(bytes.subarray(0, at));
      bytes = grown;
    }
    at += encoder.encodeInto(text, bytes.subarray(at)).written;
    offsets[i + 1] = at;
  });
  return makeVector(
    makeData({
      type: new Utf8(),
      length: texts.length,
      nullCount: 0,
      valueOffsets: offsets,
      data: bytes.subarray(0, at),
    }),
  );
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
    [ARROW.channel]: utf8(texts(GROUP_KEYS[0])),
    [ARROW.intent]: utf8(texts(GROUP_KEYS[1])),
    [ARROW.agent]: utf8(texts(PIVOT_KEY)),
    [ARROW.confidence]: vectorFromArray(numbers, new Float64()),
    [ARROW.search]: utf8(search.slice(from, to)),
  });
  return tableToIPC(table, 'stream');
}
