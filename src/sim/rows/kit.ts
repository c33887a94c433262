import type { Row } from '../../core/contract';
import { combine, hashString, Rng } from '../random';

/**
 * What every row generator knows of its bucket: one day of one report's history of one tenant (and
 * campaign). Rows are a pure function of (bucket, index): never of the query that asks for them.
 */
export interface RowContext {
  /** Seed of this bucket's rows (sim seed + report + tenant + campaign + day; never the range). */
  seed: number;
  /** Wall-clock days since 1970-01-01 (the service's dates carry no zone) and the day's first instant. */
  day: number;
  dayStartMs: number;
  /** Rows of the bucket. */
  count: number;
  tenantId: number;
  campaignId: string | null;
}

/** A day holds at most this many rows of one report, so `day * MAX_ROWS_PER_DAY + index` is unique. */
export const MAX_ROWS_PER_DAY = 1_048_576;

/** A number that names one row of the history, whatever range it is read in. */
export const serialOf = (ctx: RowContext, index: number) => ctx.day * MAX_ROWS_PER_DAY + index;

export const tenantIdOf = (tenant: string): number =>
  /^\d{1,9}$/.test(tenant) ? Number(tenant) : hashString(tenant) % 100_000;

export const rowRng = (ctx: RowContext, index: number, salt = 0) => new Rng(combine(ctx.seed ^ salt, index));

/** The tenant's zone: dates in the range are its wall clock, written with its offset. */
export const TENANT_OFFSET = '-05:00';
/** The same offset in ms: the tenant's wall clock is the epoch's instant plus this. */
export const TENANT_OFFSET_MS = -5 * 3_600_000;

export const DAY_MS = 86_400_000;
const PAD2 = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));
/** ".123-05:00" for every millisecond: the tail of every date. */
const TAILS = Array.from({ length: 1000 }, (_, i) => `.${String(i).padStart(3, '0')}${TENANT_OFFSET}`);
const times: (string | undefined)[] = new Array<string | undefined>(86_400).fill(undefined);
const dayPrefixes = new Map<number, string>();

function dayPrefix(day: number): string {
  let prefix = dayPrefixes.get(day);
  if (prefix === undefined) {
    if (dayPrefixes.size > 4096) dayPrefixes.clear();
    prefix = new Date(day * DAY_MS).toISOString().slice(0, 11);
    dayPrefixes.set(day, prefix);
  }
  return prefix;
}

function timeOfDay(second: number): string {
  let time = times[second];
  if (time === undefined) {
    time = `${PAD2[Math.floor(second / 3600)]}:${PAD2[Math.floor(second / 60) % 60]}:${PAD2[second % 60]}`;
    times[second] = time;
  }
  return time;
}

/**
 * ISO 8601 with the tenant's UTC offset, e.g. 2026-03-01T10:15:30.123-05:00. Hot (every DIALOGS row,
 * 250,000 in a bench): every part comes from a table, so a date costs two string joins and no Date.
 */
export function isoWithOffset(wallMs: number): string {
  const day = Math.floor(wallMs / DAY_MS);
  // Small integers from here on, so the table lookups stay on V8's fast path.
  const t = (Math.floor(wallMs) - day * DAY_MS) | 0;
  const second = (t / 1000) | 0;
  return dayPrefix(day) + timeOfDay(second) + TAILS[t - second * 1000];
}

/** The service's own `yyyy-MM-dd HH:mm:ss`. */
export const serviceDate = (wallMs: number) => new Date(wallMs).toISOString().slice(0, 19).replace('T', ' ');

/**
 * The rows of one bucket, as its report generates them: each row's wall-clock date by its index (the
 * order the rows were written) and the row itself. The history decides which of them a query sees and in
 * which order.
 */
export interface BucketRows {
  readonly times: Float64Array;
  row(index: number, extra: boolean): Row;
}
