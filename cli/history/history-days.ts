import { readdir } from 'node:fs/promises';
import { DAY_MS, formatWallClock } from '../../src/core/dates';
import { intersect, overlaps, type Span } from '../../src/core/history';
import { spanOf } from '../../warehouse/spans';
import type { ManifestSpan } from '../../warehouse/history/manifest';
import { dayStartMs } from '../../warehouse/history/row-time';
import type { HistoryState } from '../../warehouse/history/state';

const DAY = /^day=(\d{4}-\d{2}-\d{2})$/;

/** A day's span of the service's wall clock. */
export const daySpan = (day: string): Span => ({
  startMs: dayStartMs(day),
  endMs: dayStartMs(day) + DAY_MS - 1000,
});

/** Every day the folder has a partition of, and every day the state's segments touch, in order. */
export async function daysOf(folder: string, state: HistoryState): Promise<string[]> {
  const days = new Set<string>();
  for (const name of await readdir(folder)) {
    const day = DAY.exec(name)?.[1];
    if (day) days.add(day);
  }
  for (const segment of state.segments) {
    const { startMs, endMs } = spanOf(segment);
    for (let at = Math.floor(startMs / DAY_MS) * DAY_MS; at <= endMs; at += DAY_MS)
      days.add(formatWallClock(at).slice(0, 10));
  }
  return [...days].sort();
}

/** The state's segments cut to a day: the fetches its manifest must record (pages aside). */
export const segmentSpans = (state: HistoryState, day: string): ManifestSpan[] =>
  state.segments.flatMap((s) => {
    const part = intersect(spanOf(s), daySpan(day));
    if (!part) return [];
    const range = { startDate: formatWallClock(part.startMs), endDate: formatWallClock(part.endMs) };
    return [{ ...range, fetchedAt: s.fetchedAt, pages: [] }];
  });

/** Whether the state holds rows of a day, and whether its pending fetch touches it. */
export const dayStanding = (state: HistoryState, day: string) => ({
  held: state.segments.some((s) => overlaps(spanOf(s), daySpan(day))),
  pending: state.pending !== null && overlaps(spanOf(state.pending), daySpan(day)),
});
