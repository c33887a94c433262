/** A row as the table reads it: the parsed object itself, never a copy. */
export type RowRecord = Readonly<Record<string, unknown>>;

/** How a column orders its values. 'auto' looks at the values: numbers, booleans, else text. */
export type SortAs = 'text' | 'number' | 'date' | 'boolean' | 'auto';

/** What the headless table needs of a column; the UI adds headers, widths and formatting. */
export interface CoreColumn {
  key: string;
  sortAs: SortAs;
  /** The text a person sees in the cell: what the filters search and what a text sort orders. */
  text: (value: unknown) => string;
  /** `text(v)` is `v` itself for every string: a text sort reads the strings as they are. */
  stringsAsIs?: boolean;
}

export interface SortKey {
  key: string;
  desc: boolean;
}

export type ColumnFilter =
  /** Case-insensitive substring of the cell's text. */
  | { kind: 'contains'; text: string }
  /**
   * Bounds on a number column, inclusive; null leaves that side open. `below` excludes `max` itself: a
   * summary's bin [min, max) (src/core/summary) is exactly its rows.
   */
  | { kind: 'range'; min: number | null; max: number | null; below?: boolean }
  /**
   * The cell's text (as shown, compared as text) from `from` (included) to `to` (excluded); an empty bound
   * leaves that side open. The grid's date texts (`yyyy-MM-dd HH:mm:ss`) order as time, so a period of a
   * date column is one such range: a summary's week or month bucket (src/core/summary).
   */
  | { kind: 'textRange'; from: string; to: string }
  /** The cell's text is one of these (a pick list). */
  | { kind: 'oneOf'; values: readonly string[] };

export interface ViewSpec {
  /** Every column the view may refer to, by key. */
  columns: ReadonlyMap<string, CoreColumn>;
  sort: readonly SortKey[];
  /** The global filter as typed; matched case-insensitively against `globalKeys`. */
  global: string;
  globalKeys: readonly string[];
  filters: Readonly<Record<string, ColumnFilter>>;
}
