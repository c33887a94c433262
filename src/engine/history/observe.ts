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

/** What an answer's `Date` says of the device's clock: how far it is ahead of the service's, or behind. */
export interface DateClock {
  /** The device's clock is this far ahead of the service's, when beyond the tolerance; else 0. */
  aheadMs: number;
  /** The device's clock is this far behind the service's, when beyond the tolerance; else 0. */
  behindMs: number;
}

/**
 * Reads the service's `Date` on an answer the device received at `receivedAt` (its clock). The service
 * dated it before then, within its whole second: `receivedAt - date` is at least how far the device is
 * ahead, give or take the answer's transfer, so what had settled on the service's clock is never
 * overestimated from it; `date - receivedAt` is at most how far the device is behind. Either counts only
 * beyond the tolerance, as the rows' dates do. A device ahead cannot be told from the rows, which are only
 * ever dated in the past: this is how the app learns it (docs/architecture.md#the-services-clock).
 */
export function observeAnswerDate(dateMs: number | null | undefined, receivedAt: number): DateClock {
  if (dateMs === null || dateMs === undefined) return { aheadMs: 0, behindMs: 0 };
  const lead = Math.round(dateMs - receivedAt);
  return {
    aheadMs: -lead > CLOCK_TOLERANCE_MS ? -lead : 0,
    behindMs: lead > CLOCK_TOLERANCE_MS ? lead : 0,
  };
}
