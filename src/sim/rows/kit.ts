import type { Row } from '../../core/contract';
import { combine, hashString, Rng } from '../random';

/** What every row generator knows of its query. Rows are a pure function of (context, index). */
export interface RowContext {
  /** Seed of this query's rows (seed + report + tenant + range + campaign; never the page size). */
  seed: number;
  total: number;
  /** Wall-clock ms of the range (read as UTC digits: the service's dates carry no zone). */
  startMs: number;
  endMs: number;
  tenant: string;
  tenantId: number;
  campaignId: string | null;
  /** SimOptions.extraFieldsAndNulls */
  extra: boolean;
}

export type RowGenerator = (ctx: RowContext, index: number) => Row;

export const tenantIdOf = (tenant: string): number =>
  /^\d{1,9}$/.test(tenant) ? Number(tenant) : hashString(tenant) % 100_000;

export const rowRng = (ctx: RowContext, index: number, salt = 0) => new Rng(combine(ctx.seed ^ salt, index));

/** The tenant's zone: dates in the range are its wall clock, written with its offset. */
export const TENANT_OFFSET = '-05:00';

const DAY_MS = 86_400_000;
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

/** A wall-clock instant for row `index` of `total`: spread over the range in index order, with jitter. */
export function instantOf(ctx: RowContext, index: number, rng: Rng): number {
  const span = Math.max(0, ctx.endMs - ctx.startMs);
  const slot = span / Math.max(1, ctx.total);
  return Math.min(ctx.endMs, Math.floor(ctx.startMs + index * slot + rng.next() * slot));
}

/** Primes above any window: a step taken from one is coprime with every window width. */
const PRIMES = [
  1_000_003, 1_000_033, 1_000_037, 1_000_039, 1_000_081, 1_000_099, 1_000_117, 1_000_121,
] as const;

/**
 * A bijection of [0, total) that shuffles rows inside windows of `window` rows: every row comes exactly
 * once, but neighbours in time (one conversation's messages) land pages apart and out of order.
 * i -> (step * i + shift) mod n is a bijection because step is coprime with n.
 */
export function shuffledIndex(index: number, total: number, window: number, seed: number): number {
  const base = index - (index % window);
  const n = Math.min(window, total - base);
  if (n <= 1) return index;
  const h = combine(seed, base);
  const step = (PRIMES[h & 7] ?? 1) % n;
  return base + ((step * (index - base) + (h >>> 8)) % n);
}
