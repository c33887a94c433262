import type { Row } from '../../api/types';
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
const pad2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);
const pad3 = (n: number) => (n < 10 ? `00${n}` : n < 100 ? `0${n}` : `${n}`);
let dayCached = NaN;
let dayPrefix = '';

/**
 * ISO 8601 with the tenant's UTC offset, e.g. 2026-03-01T10:15:30.123-05:00. Hot (every DIALOGS row):
 * the day part is cached, since neighbouring rows mostly share a day.
 */
export function isoWithOffset(wallMs: number): string {
  const day = Math.floor(wallMs / DAY_MS);
  if (day !== dayCached) {
    dayCached = day;
    dayPrefix = new Date(day * DAY_MS).toISOString().slice(0, 11);
  }
  const t = wallMs - day * DAY_MS;
  const s = Math.floor(t / 1000);
  const time = `${pad2(Math.floor(s / 3600))}:${pad2(Math.floor(s / 60) % 60)}:${pad2(s % 60)}.${pad3(t % 1000)}`;
  return `${dayPrefix}${time}${TENANT_OFFSET}`;
}

/** The service's own `yyyy-MM-dd HH:mm:ss`. */
export const serviceDate = (wallMs: number) => new Date(wallMs).toISOString().slice(0, 19).replace('T', ' ');

/** A wall-clock instant for row `index` of `total`: spread over the range in index order, with jitter. */
export function instantOf(ctx: RowContext, index: number, rng: Rng): number {
  const span = Math.max(0, ctx.endMs - ctx.startMs);
  const slot = span / Math.max(1, ctx.total);
  return Math.min(ctx.endMs, Math.floor(ctx.startMs + index * slot + rng.next() * slot));
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * A bijection of [0, total) that shuffles rows inside windows of `window` rows: every row comes exactly
 * once, but neighbours in time (one conversation's messages) land pages apart and out of order.
 */
export function shuffledIndex(index: number, total: number, window: number, seed: number): number {
  const base = index - (index % window);
  const n = Math.min(window, total - base);
  if (n <= 1) return index;
  const h = combine(seed, base);
  let step = Math.floor(n / 3) + (h % Math.max(1, Math.floor(n / 3)));
  while (gcd(step, n) !== 1) step += 1;
  return base + ((step * (index - base) + (h >>> 8)) % n);
}
