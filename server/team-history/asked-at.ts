import { DEMO_TENANT_OFFSET_MS } from '../../src/sim';
import { EARLIEST_OFFSET_MIN, parseRowDate, ROW_DATE_FIELD, serviceWallMs } from '../../src/core/history';
import type { Row } from '../../src/core/contract';

/** How the service's clock reads at a run's first page, as the proxy saw that page go and come back. */
export type FirstPageClock =
  /** The demo, in-process: the instant it judged the call, on its own clock. */
  | { kind: 'demo'; judgedAt: number }
  /**
   * A service upstream: its answer's `Date` (null when it sent none), and how long the answer took to
   * come (this server's clock), by which the service's instant of reading can precede that date.
   */
  | { kind: 'upstream'; dateMs: number | null; roundTripMs: number };

/** The offset the rows of a page carry, in minutes, from the first dated one; null when none is. */
export function rowsOffsetMin(rows: readonly Row[]): number | null {
  for (const row of rows) {
    const date = parseRowDate(row[ROW_DATE_FIELD]);
    if (date) return date.offsetMin;
  }
  return null;
}

/**
 * When the service read a run, on its wall clock (docs/architecture.md#the-services-clock): it fixes
 * the instant a run reads up to when its first page is asked. An upstream answer's `Date` is after that
 * instant by at most the round trip, and it is a whole second, hence the round trip and a second off: a
 * second counts as settled only once all of it had. The offset is the one the rows carry, else one the
 * tenant's rows carried before, else the earliest zone there is, so what had settled is never
 * overestimated. Null without a `Date` to read: the server's own clock is no measure of the service's.
 */
export function askedAtMs(clock: FirstPageClock, offsetMin: number | null): number | null {
  if (clock.kind === 'demo') return serviceWallMs(clock.judgedAt, DEMO_TENANT_OFFSET_MS / 60_000) - 1000;
  if (clock.dateMs === null) return null;
  return serviceWallMs(clock.dateMs - clock.roundTripMs, offsetMin ?? EARLIEST_OFFSET_MIN) - 1000;
}
