import type { CoreColumn, SortAs } from '../core/table/types';

/** Columns for the table-core tests: the text shown is the value as a string, JSON for nested values. */
export const plainText = (v: unknown) =>
  v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);

export const col = (key: string, sortAs: SortAs = 'auto', text = plainText): CoreColumn => ({
  key,
  sortAs,
  text,
});

export const columnsOf = (...columns: CoreColumn[]) => new Map(columns.map((c) => [c.key, c]));
