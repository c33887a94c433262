import { formatWallClock } from '../../src/core/dates';
import { parseRowDate } from '../../src/core/history';

/** A DIALOGS row's place on the service's wall clock, and the offset its date was written with. */
export interface RowTime {
  wallMs: number;
  offsetMs: number;
}

/**
 * Where a DIALOGS `date` falls on the service's wall clock (`parseRowDate`, which the app reads too); null
 * when it is not a date with an offset. The milliseconds go: the service's ranges take whole seconds.
 */
export function rowTimeOf(date: unknown): RowTime | null {
  const parsed = parseRowDate(date);
  return parsed && { wallMs: parsed.wallMs, offsetMs: parsed.offsetMin * 60_000 };
}

/** The day (`yyyy-MM-dd`) of a wall-clock time: the name of its partition. */
export const dayOf = (wallMs: number): string => formatWallClock(wallMs).slice(0, 10);

/** The first second of a day. */
export const dayStartMs = (day: string): number => Date.parse(`${day}T00:00:00Z`);

/** Rows dated outside `span` (or with no readable date): the ones a fetch of `span` does not replace. */
export const outsideSpan = (span: { startMs: number; endMs: number }) => (row: Record<string, unknown>) => {
  const t = rowTimeOf(row.date);
  return !t || t.wallMs < span.startMs || t.wallMs > span.endMs;
};
