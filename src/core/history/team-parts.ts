import { keptApart } from './apart';
import { intersect, windowsOf, type Span } from './intervals';
import type { ReportTraits, StoredSegment } from './plan';
import { isSettled, settledPart } from './settled';

/**
 * A segment the team's server holds of the same history (src/core/team-history/wire.ts), on the service's
 * wall clock: what the service gave for its span, asked at `fetchedAtMs`, and what its rows weighed.
 */
export interface TeamSegment extends Span {
  fetchedAtMs: number;
  rows: number;
  /** The rows' weight in the service's JSON. */
  bytes: number;
}

/** Part of a team segment a plan reads from the server: its share of the segment's rows and bytes. */
export interface TeamPart extends Span {
  /** The held segment's `fetchedAtMs`: the server answers its rows only while it holds that segment. */
  fetchedAtMs: number;
  rows: number;
  bytes: number;
}

const length = (s: Span) => s.endMs - s.startMs + 1000;

/**
 * What the team's segments answer of the gaps the device leaves: their settled rows only, by the device's
 * own rule and the environment's settle time. A report without dated rows takes a settled segment whole,
 * and only where it lies wholly inside a gap (its rows cannot be cut). Each part is cut to the report's
 * range limit, so that a part the server fails to answer is fetched from the service as it is.
 */
export function teamParts(
  gaps: readonly Span[],
  team: readonly TeamSegment[],
  traits: ReportTraits,
  settleMs: number,
): TeamPart[] {
  const byId = new Map(team.map((s, i) => [`team#${i}`, s]));
  const apart = keptApart(
    [...byId].map(([id, s]): StoredSegment => ({ id, ...s })),
    traits.datedRows,
  );
  const parts: TeamPart[] = [];
  for (const piece of apart) {
    const segment = byId.get(piece.id);
    if (!segment) continue;
    const share = (span: Span): TeamPart => ({
      ...span,
      fetchedAtMs: segment.fetchedAtMs,
      rows: Math.round((segment.rows * length(span)) / length(segment)),
      bytes: Math.round((segment.bytes * length(span)) / length(segment)),
    });
    if (!traits.datedRows) {
      // keptApart left it whole (an older one it overlapped went).
      const inside = gaps.some((g) => g.startMs <= segment.startMs && g.endMs >= segment.endMs);
      if (inside && isSettled(segment, settleMs)) parts.push(share(segment));
      continue;
    }
    const settled = settledPart(piece, settleMs);
    if (!settled) continue;
    for (const gap of gaps) {
      const part = intersect(gap, settled);
      if (part) for (const window of windowsOf(part, traits.maxRangeDays)) parts.push(share(window));
    }
  }
  return parts.sort((a, b) => a.startMs - b.startMs);
}
