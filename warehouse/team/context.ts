import type { Serial } from './serial';

/** What every operation of one open store shares. */
export interface StoreContext {
  root: string;
  /** Says what was dropped or could not be written: names of histories and days, never a row. */
  log: (line: string) => void;
  /** Rows per page of a span read back. */
  pageRows: number;
  serial: Serial;
  limits: StoreLimits;
}

export interface StoreLimits {
  /** Days kept of each history, back from the newest day committed; null: all. */
  days: number | null;
  /** The store's Parquet bytes on disk at most; null: no limit. */
  maxBytes: number | null;
}
