import { parseServiceDate } from '../dates/service-date';
import { wallMs } from '../dates/wall-clock';
import { ZoneWall, type ZoneOffset } from '../dates/zone-wall';
import type { Bucket } from './overview-types';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

export { localOffset, type ZoneOffset } from '../dates/zone-wall';

/** Hours for a range of up to three days, else days. */
export const bucketFor = (spanMs: number): Bucket => (spanMs <= 3 * DAY_MS ? 'hour' : 'day');

/** The bucket of a query's range, in the service's `yyyy-MM-dd HH:mm:ss` (days when it does not read). */
export function bucketForRange(startDate: string, endDate: string): Bucket {
  const start = parseServiceDate(startDate);
  const end = parseServiceDate(endDate);
  return start.ok && end.ok ? bucketFor(wallMs(end.value) - wallMs(start.value)) : 'day';
}

/**
 * The hour an instant falls in on the zone's wall clock, counted from 1970-01-01 00:00 of that clock: the
 * Summary's zone cache (src/core/dates/zone-wall.ts), so the Overview's hour is the Summary's. The fold's
 * loop over a page's times (fill) stays free of boxed numbers.
 */
export class WallHours {
  private readonly wall: ZoneWall;

  constructor(offset: ZoneOffset) {
    this.wall = new ZoneWall(offset);
  }

  of(ms: number): number {
    return Math.floor(this.wall.of(ms) / HOUR_MS);
  }

  /** hours[i] = the wall-clock hour of times[i] (NaN where there is no time), for i in [from, to). */
  fill(times: Float64Array, hours: Float64Array, from: number, to: number) {
    for (let i = from; i < to; i++) {
      const at = times[i] ?? NaN;
      hours[i] = at === at ? this.of(at) : NaN;
    }
  }
}

const hourBucket = (hour: number) => hour;
const dayBucket = (hour: number) => Math.floor(hour / 24);

/**
 * A wall-clock hour's bucket number, and a bucket number's start (ms read as UTC digits). The same two
 * functions every time: a closure made per call was a new call target in the overview's loops, and their
 * optimized code was thrown away after each collection (measured: docs/analytics.md#measured).
 */
export const bucketOfHour = (bucket: Bucket) => (bucket === 'hour' ? hourBucket : dayBucket);
export const bucketStart = (bucket: Bucket, n: number) => n * (bucket === 'hour' ? HOUR_MS : DAY_MS);

/** Buckets in order of first sight, each with an index into the figures' arrays. */
export class BucketIndex {
  /**
   * One kept alive: V8 drops a hidden class once no object has it, and with it the code optimized for it.
   * The overview's counters die with each overview, so after a full collection its loops ran unoptimized
   * again (measured: docs/analytics.md#measured).
   */
  static readonly kept = new BucketIndex();

  readonly starts: number[] = [];
  private readonly index = new Map<number, number>();
  private lastStart = NaN;
  private lastIndex = -1;

  of(start: number): number {
    if (start === this.lastStart) return this.lastIndex;
    let i = this.index.get(start);
    if (i === undefined) {
      i = this.starts.length;
      this.index.set(start, i);
      this.starts.push(start);
    }
    this.lastStart = start;
    this.lastIndex = i;
    return i;
  }
}
