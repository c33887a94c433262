import type { Row } from '../../core/contract';
import { DAY_MS } from '../rows/kit';
import { bucketOf, type Bucket } from './bucket';
import { rowsOfDay, type History } from './history';

/** Slices kept: the pages of one run all read the same one. */
const CACHE_SLICES = 32;

/** What a query reads of a history: the rows dated in [fromMs, untilMs), bucket after bucket. */
export interface Slice {
  /** Rows in the slice, before any cap. */
  readonly total: number;
  /** The rows at positions [from, to) of the service's order. */
  rows(from: number, to: number, extra: boolean): Row[];
  /** The same positions, each made by `make` from its bucket and its index there. */
  map<R>(from: number, to: number, make: (bucket: Bucket, index: number) => R): R[];
}

/** A bucket's share of a slice: every row (`picks` null) or the ones dated inside, in the service's order. */
interface Part {
  day: number;
  /** Position in the slice of its first row. */
  start: number;
  count: number;
  picks: Int32Array | null;
}

function picksOf(bucket: Bucket, fromMs: number, untilMs: number): Int32Array {
  const { order, rows } = bucket;
  const picks = new Int32Array(order.length);
  let n = 0;
  for (let p = 0; p < order.length; p++) {
    const index = order[p] ?? 0;
    const t = rows.times[index] ?? NaN;
    if (t >= fromMs && t < untilMs) picks[n++] = index;
  }
  return picks.slice(0, n);
}

/**
 * Only the buckets the range cuts are built, to pick their rows dated inside it; a day wholly inside
 * counts its rows from its seed alone, so the size of a 90-day query costs 90 hashes.
 */
function partsOf(h: History, fromMs: number, untilMs: number): Part[] {
  const parts: Part[] = [];
  if (untilMs <= fromMs) return parts;
  const { spillMs } = h.report;
  let start = 0;
  for (let day = Math.floor((fromMs - spillMs) / DAY_MS); day * DAY_MS < untilMs; day++) {
    const dayStart = day * DAY_MS;
    const whole = fromMs <= dayStart && dayStart + DAY_MS + spillMs <= untilMs;
    const picks = whole ? null : picksOf(bucketOf(h, day), fromMs, untilMs);
    const count = picks ? picks.length : rowsOfDay(h, day);
    if (count === 0) continue;
    parts.push({ day, start, count, picks });
    start += count;
  }
  return parts;
}

/** The last part that starts at or before `position`. */
function partAt(parts: readonly Part[], position: number): number {
  let lo = 0;
  let hi = parts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((parts[mid]?.start ?? Infinity) <= position) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

function makeSlice(h: History, fromMs: number, untilMs: number): Slice {
  const parts = partsOf(h, fromMs, untilMs);
  const last = parts.at(-1);
  function map<R>(from: number, to: number, make: (bucket: Bucket, index: number) => R): R[] {
    const out: R[] = [];
    let p = partAt(parts, from);
    let part = parts[p];
    let bucket = part && bucketOf(h, part.day);
    for (let position = from; position < to && part && bucket; position++) {
      while (part && position >= part.start + part.count) {
        part = parts[++p];
        bucket = part && bucketOf(h, part.day);
      }
      if (!part || !bucket) break;
      const k = position - part.start;
      const index = (part.picks ? part.picks[k] : bucket.order[k]) ?? 0;
      out.push(make(bucket, index));
    }
    return out;
  }
  return {
    total: last ? last.start + last.count : 0,
    rows: (from, to, extra) => map(from, to, (bucket, index) => bucket.rows.row(index, extra)),
    map,
  };
}

const cache = new Map<string, Slice>();

/** The slice of `h` dated in [fromMs, untilMs) (wall-clock ms), kept for the next pages of the run. */
export function sliceOf(h: History, fromMs: number, untilMs: number): Slice {
  const key = `${h.key}|${fromMs}|${untilMs}`;
  let slice = cache.get(key);
  if (!slice) {
    if (cache.size >= CACHE_SLICES) cache.delete(cache.keys().next().value ?? key);
    slice = makeSlice(h, fromMs, untilMs);
    cache.set(key, slice);
  }
  return slice;
}
