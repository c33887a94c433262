import { join } from 'node:path';
import { z } from 'zod';
import { formatWallClock, parseServiceDate } from '../../src/core/dates';
import { spanRange, subtract, type Span, type StoredSegment } from '../../src/core/history';
import { MASK_AS } from '../../src/core/personal-data';
import { readToolJson, writeAtomic } from '../atomic';
import { HISTORY_FILE } from '../layout';
import { spanOf, wallMsOf } from '../spans';

export const serviceDate = z
  .string()
  .refine((s) => parseServiceDate(s).ok, { error: 'a yyyy-MM-dd HH:mm:ss date' });

export const segmentSchema = z.object({
  startDate: serviceDate,
  endDate: serviceDate,
  /** The service's wall clock when its first page was asked: rows dated a settle time before are complete. */
  fetchedAt: serviceDate,
  rows: z.number().int().min(0),
});

/**
 * What a history folder holds (`_history.json`), beside its day partitions. No secret: the environment's
 * name, the tenant, the report, its parameters and spans of dates.
 */
export const historyStateSchema = z.object({
  version: z.literal(1),
  environment: z.string(),
  report: z.string(),
  tenant: z.string(),
  campaignId: z.string().nullable(),
  /** The UTC offset the rows carry (minutes): the service's zone, read from them. Null before any row. */
  offsetMinutes: z.number().int().nullable(),
  /** Spans whose rows the day partitions hold, in order, never overlapping. */
  segments: z.array(segmentSchema),
  /**
   * A span being fetched into `_staging`, and when its first page was asked: the next run finishes it
   * before anything else, so no stored page is asked again.
   */
  pending: z.object({ startDate: serviceDate, endDate: serviceDate, askedAt: z.iso.datetime() }).nullable(),
  /** How its days' personal data is masked; absent when it is not (docs/personal-data.md). */
  mask: z.enum(MASK_AS).optional(),
});
export type HistoryState = z.infer<typeof historyStateSchema>;
export type SegmentRecord = z.infer<typeof segmentSchema>;

/** The history's state; null when the folder holds none. A file that is not one is refused. */
export const readHistoryState = (folder: string): Promise<HistoryState | null> =>
  readToolJson(join(folder, HISTORY_FILE), historyStateSchema, 'the history state');

/** Written whole (a temporary file renamed), so a reader or a killed run never meets half of one. */
export const writeHistoryState = (folder: string, state: HistoryState) =>
  writeAtomic(join(folder, HISTORY_FILE), JSON.stringify(state, null, 2) + '\n');

/** The planner's segments: spans of wall-clock ms, named by their span. */
export const storedSegmentsOf = (state: HistoryState): StoredSegment[] =>
  state.segments.map((s) => ({
    id: `${s.startDate}_${s.endDate}`,
    ...spanOf(s),
    fetchedAtMs: wallMsOf(s.fetchedAt),
    rows: s.rows,
  }));

/** The planner's segments as the state writes them. */
export const segmentRecordsOf = (segments: readonly StoredSegment[]): SegmentRecord[] =>
  segments.map((s) => ({
    ...spanRange(s),
    fetchedAt: formatWallClock(s.fetchedAtMs),
    rows: s.rows,
  }));

/** The segments less `hole` (a damaged day dropped): what is left of each, with its share of the rows. */
export function segmentsWithout(state: HistoryState, hole: Span): SegmentRecord[] {
  return segmentRecordsOf(
    storedSegmentsOf(state).flatMap((s) =>
      subtract(s, [hole]).map((part) => ({
        ...s,
        ...part,
        rows: Math.round((s.rows * (part.endMs - part.startMs + 1000)) / (s.endMs - s.startMs + 1000)),
      })),
    ),
  );
}
