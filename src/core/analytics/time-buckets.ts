import { parseServiceDate } from '../dates/service-date';
import { wallMs } from '../dates/wall-clock';
import type { Bucket } from './overview-types';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** ms to add to an instant to read its wall clock in a zone; the default is the zone this code runs in. */
export type ZoneOffset = (ms: number) => number;
export const localOffset: ZoneOffset = (ms) => -new Date(ms).getTimezoneOffset() * 60_000;

/** Hours for a range of up to three days, else days. */
export const bucketFor = (spanMs: number): Bucket => (spanMs <= 3 * DAY_MS ? 'hour' : 'day');

/** The bucket of a query's range, in the service's `yyyy-MM-dd HH:mm:ss` (days when it does not read). */
export function bucketForRange(startDate: string, endDate: string): Bucket {
  const start = parseServiceDate(startDate);
  const end = parseServiceDate(endDate);
  return start.ok && end.ok ? bucketFor(wallMs(end.value) - wallMs(start.value)) : 'day';
}

/** Slots of WallHours' cache: 7 years of consecutive hours never share one. */
const HOUR_SLOTS = 1 << 16;

/**
 * The hour an instant falls in on the zone's wall clock, counted from 1970-01-01 00:00 of that clock. A
 * zone's offset is asked once per UTC hour (rows come shuffled over days): a Date per row cost most of
 * the pass. The offsets are cached in typed arrays, one slot per UTC hour modulo HOUR_SLOTS, rather than
 * a Map: no lookup allocates, and the fold's loop over a page's times (fill) stays free of boxed numbers.
 */
export class WallHours {
  private readonly hours = new Float64Array(HOUR_SLOTS).fill(NaN);
  private readonly shifts = new Float64Array(HOUR_SLOTS);

  constructor(private readonly offset: ZoneOffset) {}

  of(ms: number): number {
    const h = Math.floor(ms / HOUR_MS);
    const slot = h & (HOUR_SLOTS - 1);
    if (this.hours[slot] !== h) {
      this.hours[slot] = h;
      this.shifts[slot] = this.offset(h * HOUR_MS);
    }
    return Math.floor((ms + (this.shifts[slot] ?? 0)) / HOUR_MS);
  }

  /** hours[i] = the wall-clock hour of times[i] (NaN where there is no time), for i in [from, to). */
  fill(times: Float64Array, hours: Float64Array, from: number, to: number) {
    for (let i = from; i < to; i++) {
      const at = times[i] ?? NaN;
      hours[i] = at === at ? this.of(at) : NaN;
    }
  }
}

/** A wall-clock hour's bucket number, and a bucket number's start (ms read as UTC digits). */
export const bucketOfHour = (bucket: Bucket) =>
  bucket === 'hour' ? (hour: number) => hour : (hour: number) => Math.floor(hour / 24);
export const bucketStart = (bucket: Bucket, n: number) => n * (bucket === 'hour' ? HOUR_MS : DAY_MS);

/** Buckets in order of first sight, each with an index into the figures' arrays. */
export class BucketIndex {
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
