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

/**
 * The hour an instant falls in on the zone's wall clock, counted from 1970-01-01 00:00 of that clock. A
 * zone's offset is asked once per UTC hour (rows come shuffled over days): a Date per row cost most of
 * the pass.
 */
export function wallHours(offset: ZoneOffset) {
  const shifts = new Map<number, number>();
  return (ms: number) => {
    const h = Math.floor(ms / HOUR_MS);
    let shift = shifts.get(h);
    if (shift === undefined) {
      shift = offset(h * HOUR_MS);
      shifts.set(h, shift);
    }
    return Math.floor((ms + shift) / HOUR_MS);
  };
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
