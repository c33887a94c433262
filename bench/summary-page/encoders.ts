import type { Row } from '../../src/core/contract';
import {
  CategoryEncoder,
  columnKey,
  NumberEncoder,
  neededColumns,
  roomAhead,
  type AnyEncoder,
  type ColumnTail,
  type SummarySpec,
} from '../../src/core/summary';
import type { CoreColumn } from '../../src/core/table';
import { ENCODE_SLICE } from '../../src/features/summary/summary-runner';
import { AVERAGE_KEY, GROUP_KEYS, PIVOT_KEY } from './rows';

/**
 * The columns the bench's summaries read, each through its encoder of src/core/summary/columns.ts: the
 * grouped and pivoted ones as categories, the averaged one as numbers.
 */
export function encoders(columns: ReadonlyMap<string, CoreColumn>) {
  const column = (key: string) => {
    const c = columns.get(key);
    if (!c) throw new Error(`no column ${key}`);
    return c;
  };
  const categories = new Map(
    [...GROUP_KEYS, PIVOT_KEY].map((key) => [key, new CategoryEncoder(column(key))] as const),
  );
  const all: AnyEncoder[] = [...categories.values(), new NumberEncoder(column(AVERAGE_KEY))];
  return {
    /**
     * The rows up to `to` encoded in the columns `spec` reads (every column without one), as the app's
     * Summary encodes only what its question needs (summary-runner.ts): the new rows of each, as tails to
     * post (copies, to hand over), by column key. A column left behind catches up when next asked.
     */
    encode(rows: readonly Row[], to: number, spec?: SummarySpec): [string, ColumnTail][] {
      const needed = spec
        ? new Set(
            neededColumns(spec, (key) => (categories.has(key) ? 'category' : 'number')).map((n) => n.key),
          )
        : null;
      return all
        .filter((encoder) => needed?.has(encoder.column.key) ?? true)
        .map((encoder) => {
          const from = encoder.size;
          // A slice at a time, as the app encodes between its checks of the time left.
          while (encoder.size < to) encoder.encode(rows, Math.min(ENCODE_SLICE, to - encoder.size));
          return [columnKey(encoder.kind, encoder.column.key), encoder.tail(from)];
        });
    },
    /** Room for the rows to come, as the app makes it in idle time after a page's figures are painted. */
    reserve(rows: number) {
      for (const encoder of all) encoder.reserve(roomAhead(rows));
    },
    /** The text a category's code shows ('' for none). */
    label(key: string, code: number): string {
      return categories.get(key)?.textOf(code) ?? '';
    },
  };
}
