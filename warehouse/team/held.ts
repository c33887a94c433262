import { stat } from 'node:fs/promises';
import type { HeldAnswer } from '../../src/core/team-history';
import { overlaps, type Span } from '../../src/core/history';
import type { StoreContext } from './context';
import { dropDamaged, loadState } from './history-io';
import { partSpan } from './part-time';
import { partFile, teamHistoryFolder, type HistoryKey } from './team-layout';
import { spanOfSegment, type TeamState } from './team-state';

export const DAMAGED = 'damaged or cut short: dropped, fetched again when next asked';

/** Parts whose file is not the size the state recorded (cut short, or gone), found by a stat alone: their hashes. */
async function missized(history: string, state: TeamState, span: Span): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for (const [part, file] of Object.entries(state.files)) {
    if (!overlaps(partSpan(part), span)) continue;
    const size = await stat(partFile(history, part)).then(
      (s) => s.size,
      () => -1,
    );
    if (size !== file.size) found[part] = file.sha256;
  }
  return found;
}

const answerOf = (state: TeamState | null, span: Span): HeldAnswer => ({
  segments: (state?.segments ?? [])
    .filter((s) => overlaps(spanOfSegment(s), span))
    .map((s) => ({
      start: s.startDate,
      end: s.endDate,
      fetchedAt: s.fetchedAt,
      rows: s.rows,
      bytes: s.bytes,
    })),
  offsetMinutes: state?.offsetMinutes ?? null,
});

/** The segments of a history that overlap `span`, in order of time; none held: an empty list. */
export async function heldOf(ctx: StoreContext, key: HistoryKey, span: Span): Promise<HeldAnswer> {
  const history = teamHistoryFolder(ctx.root, key);
  const { state, damaged } = await ctx.serial.shared(history, async () => {
    const state = await loadState(ctx, key);
    return { state, damaged: state ? await missized(history, state, span) : {} };
  });
  if (Object.keys(damaged).length === 0) return answerOf(state, span);
  return answerOf(await dropDamaged(ctx, key, damaged, DAMAGED), span);
}
