import { intersect, type Span } from './intervals';

/** A span of rows the service gave, and when it was asked (a stored segment, a team's segment). */
type Asked = Span & { fetchedAtMs: number };

/**
 * The part of a segment whose rows had all arrived when it was fetched: rows dated up to `settleMs`
 * before its fetch. Null when none had.
 */
export function settledPart(segment: Asked, settleMs: number): Span | null {
  return intersect(segment, { startMs: segment.startMs, endMs: segment.fetchedAtMs - settleMs });
}

/** Whether every row of the segment's span had arrived when it was fetched. */
export const isSettled = (segment: Asked, settleMs: number) =>
  settledPart(segment, settleMs)?.endMs === segment.endMs;
