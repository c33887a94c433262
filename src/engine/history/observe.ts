import type { Row } from '../../core/contract';
import { CLOCK_TOLERANCE_MS, parseRowDate, ROW_DATE_FIELD } from '../../core/history';

/** What a page's rows say of the service's clock. */
export interface RowClock {
  /** The latest row date, on the service's wall clock (`wallMs`). */
  newestRowMs: number;
  /** The service's offset from UTC, in minutes, as the rows carry it. */
  offsetMin: number;
  /** How far the latest row is dated after the device's clock, when beyond the tolerance; else 0. */
  behindMs: number;
}

/**
 * Reads the dates of a dated report's rows: the latest, the offset they carry, and whether any is dated
 * after the device's clock, which a row the service has let settle cannot be unless the device's clock
 * is behind. Null for a page without dated rows.
 */
export function observeRows(rows: readonly Row[], deviceNow: number): RowClock | null {
  let newest: ReturnType<typeof parseRowDate> = null;
  for (const row of rows) {
    const date = parseRowDate(row[ROW_DATE_FIELD]);
    if (date && (!newest || date.instantMs > newest.instantMs)) newest = date;
  }
  if (!newest) return null;
  const ahead = newest.instantMs - deviceNow;
  return {
    newestRowMs: newest.wallMs,
    offsetMin: newest.offsetMin,
    behindMs: ahead > CLOCK_TOLERANCE_MS ? ahead : 0,
  };
}
