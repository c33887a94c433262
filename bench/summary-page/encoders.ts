import type { Row } from '../../src/core/contract';
import {
  CategoryEncoder,
  columnKey,
  NumberEncoder,
  roomAhead,
  type AnyEncoder,
  type ColumnTail,
} from '../../src/core/summary';
import type { CoreColumn } from '../../src/core/table';
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
    /** Rows [from, to) encoded in every column, as tails to post (copies, to hand over), by column key. */
    encode(rows: readonly Row[], from: number, to: number): [string, ColumnTail][] {
      return all.map((encoder) => {
        encoder.encode(rows, to - encoder.size);
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
