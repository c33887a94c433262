import { subtract, type Span } from './intervals';
import type { StoredSegment } from './plan';

/**
 * The history once `fetched` is stored as a new segment: every older segment loses what the new one
 * covers (a dated report's segment may keep a part on each side; a segment wholly covered goes), so the
 * segments still never overlap. The store applies this in the one transaction that keeps the new rows.
 */
export function afterFetch(
  segments: readonly StoredSegment[],
  fetched: StoredSegment,
): { kept: StoredSegment[]; removed: string[] } {
  const kept: StoredSegment[] = [];
  const removed: string[] = [];
  for (const segment of segments) {
    const left = subtract(segment, [fetched]);
    if (left.length === 1 && left[0]?.startMs === segment.startMs && left[0].endMs === segment.endMs) {
      kept.push(segment);
      continue;
    }
    removed.push(segment.id);
    left.forEach((span: Span, i) =>
      kept.push({ ...segment, ...span, id: `${segment.id}.${i + 1}`, rows: rowsIn(segment, span) }),
    );
  }
  kept.push(fetched);
  return { kept: kept.sort((a, b) => a.startMs - b.startMs), removed };
}

/** A share of a segment's rows for part of its span, as an estimate until the store counts them. */
const rowsIn = (segment: StoredSegment, span: Span) =>
  Math.round((segment.rows * (span.endMs - span.startMs + 1000)) / (segment.endMs - segment.startMs + 1000));
