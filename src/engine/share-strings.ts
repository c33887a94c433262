import type { Row } from '../core/contract';

/** Strings up to this length are shared within a page: labels, channels, bot names, short replies. */
const SHARED_STRING_MAX = 40;

/**
 * Makes equal short values of a stored page's rows one string. Rows fetched from the service arrive with
 * such values shared already (JSON.parse reuses a value equal to the same field's in the row before); a
 * stored page is read from packed rows, which get no such reuse, and a reopened 250,000-row DIALOGS run
 * held 1.38x the heap of the run when fetched; with this, 0.98-1.01x (bench/durable.bench.ts). It costs
 * the main thread about a quarter of the reopening (all rows in 3.1-3.3 s). Tried, two runs each: only
 * the row before's equal value, as JSON.parse does, 1.26x in 2.8 s; that plus this map for strings of 12
 * characters at most, 1.12x in 2.8-3.0 s; of 40, 1.00x in 3.1-3.2 s; this map only for the fields whose
 * values repeat among a page's first 64 rows, 1.05x in 3.1-4.0 s. Sharing in the worker does not help: a
 * string crosses to this thread as a copy each time it is sent.
 */
export function shareStrings(rows: Row[]) {
  const shared = new Map<string, string>();
  for (const row of rows) {
    for (const key in row) {
      const value = row[key];
      if (typeof value !== 'string' || value.length > SHARED_STRING_MAX) continue;
      const known = shared.get(value);
      // Equal strings compare equal: the assignment is what makes the row hold the shared one.
      if (known === undefined) shared.set(value, value);
      else row[key] = known;
    }
  }
}
