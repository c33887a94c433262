import type { Bucket } from './overview-types';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** ms to add to an instant to read its wall clock in a zone; the default is the zone this code runs in. */
export type ZoneOffset = (ms: number) => number;
export const localOffset: ZoneOffset = (ms) => -new Date(ms).getTimezoneOffset() * 60_000;

/** Hours for a range of up to three days, else days. */
export const bucketFor = (spanMs: number): Bucket => (spanMs <= 3 * DAY_MS ? 'hour' : 'day');

/**
 * The start of an instant's hour or day on the zone's wall clock (ms read as UTC digits). A zone's offset
 * is asked once per UTC hour: building a Date per row cost most of the pass.
 */
export function bucketStarts(bucket: Bucket, offset: ZoneOffset) {
  const size = bucket === 'hour' ? HOUR_MS : DAY_MS;
  let hour = NaN;
  let shift = 0;
  return (ms: number) => {
    const h = Math.floor(ms / HOUR_MS);
    if (h !== hour) {
      hour = h;
      shift = offset(ms);
    }
    const wall = ms + shift;
    return wall - (((wall % size) + size) % size);
  };
}

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
