import { subtract, type Span } from './intervals';
import type { StoredSegment } from './plan';

/**
 * Segments that never overlap, whatever was stored: where two overlap (two tabs that stored the same
 * days at once), the one fetched later keeps the days, and the older keeps what is left of it, so no
 * row is ever read twice. Parts keep their segment's id and its share of its rows. A report without
 * dated rows cannot cut a segment's rows, so there the older segment goes whole.
 */
export function keptApart(segments: readonly StoredSegment[], datedRows: boolean): StoredSegment[] {
  const newestFirst = [...segments].sort((a, b) => b.fetchedAtMs - a.fetchedAtMs);
  const taken: Span[] = [];
  const kept: StoredSegment[] = [];
  for (const segment of newestFirst) {
    const whole = segment.endMs - segment.startMs + 1000;
    const left = subtract(segment, taken);
    const untouched =
      left.length === 1 && left[0]?.startMs === segment.startMs && left[0].endMs === segment.endMs;
    if (!datedRows && !untouched) continue;
    for (const part of left)
      kept.push({
        ...segment,
        ...part,
        rows: Math.round((segment.rows * (part.endMs - part.startMs + 1000)) / whole),
      });
    taken.push(segment);
  }
  return kept.sort((a, b) => a.startMs - b.startMs);
}
