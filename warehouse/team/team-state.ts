import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { formatWallClock } from '../../src/core/dates';
import { subtract, type Span, type StoredSegment } from '../../src/core/history';
import { historyStateSchema, segmentSchema } from '../history/state';
import { HISTORY_FILE } from '../layout';
import { spanOf, wallMsOf } from '../spans';

/** A partition's file as written: a file that does not match it is damaged, and is never read. */
const partFileSchema = z.object({
  rows: z.number().int().min(0),
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type PartFile = z.infer<typeof partFileSchema>;

/**
 * The command line's `_history.json`, with what the team's server needs besides: each segment's bytes in
 * the service's JSON (the plan prices a fetch from them) and each partition's file, by folder name.
 */
export const teamStateSchema = historyStateSchema.extend({
  segments: z.array(segmentSchema.extend({ bytes: z.number().int().min(0) })),
  files: z.record(z.string(), partFileSchema),
});
export type TeamState = z.infer<typeof teamStateSchema>;
export type TeamSegment = TeamState['segments'][number];

/** The state; null when there is none; 'damaged' when the file is not one (read, or parsed, fails). */
export async function readTeamState(history: string): Promise<TeamState | null | 'damaged'> {
  let text: string;
  try {
    text = await readFile(join(history, HISTORY_FILE), 'utf8');
  } catch (e) {
    if (e instanceof Error && 'code' in e && e.code === 'ENOENT') return null;
    return 'damaged';
  }
  try {
    const parsed = teamStateSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : 'damaged';
  } catch {
    return 'damaged';
  }
}

export const stateText = (state: TeamState) => JSON.stringify(state, null, 2) + '\n';

/** A segment's span and fetch time on the wall clock. */
export const spanOfSegment = (s: TeamSegment) => ({ ...spanOf(s), fetchedAtMs: wallMsOf(s.fetchedAt) });

/** The planner's segments, named by their place in the state (so a part knows its segment). */
export const storedOf = (state: TeamState): StoredSegment[] =>
  state.segments.map((s, i) => ({ id: String(i), ...spanOfSegment(s), rows: s.rows }));

/**
 * Planner segments back as the state records them; a part of a segment cut keeps its share of the
 * segment's bytes, as afterFetch gives it its share of the rows.
 */
export function recordsOf(
  kept: readonly StoredSegment[],
  bytesOf: (id: string) => number,
  rowsOf: (id: string) => number,
) {
  return kept.map((s) => {
    const rows = rowsOf(s.id);
    const bytes = bytesOf(s.id);
    return {
      startDate: formatWallClock(s.startMs),
      endDate: formatWallClock(s.endMs),
      fetchedAt: formatWallClock(s.fetchedAtMs),
      rows: s.rows,
      bytes: rows > 0 ? Math.round((bytes * s.rows) / rows) : bytes,
    };
  });
}

/** The segments less `hole` (a day dropped, damaged or too old): what is left of each, its share kept. */
export function withoutSpan(state: TeamState, hole: Span): TeamState['segments'] {
  const stored = storedOf(state);
  const parts = stored.flatMap((s) => {
    const whole = s.endMs - s.startMs + 1000;
    return subtract(s, [hole]).map((part) => ({
      ...s,
      ...part,
      rows: Math.round((s.rows * (part.endMs - part.startMs + 1000)) / whole),
    }));
  });
  const origin = (id: string) => state.segments[Number(id)];
  return recordsOf(
    parts,
    (id) => origin(id)?.bytes ?? 0,
    (id) => origin(id)?.rows ?? 0,
  );
}
