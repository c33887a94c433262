import { combine, Rng } from '../random';
import type { BucketRows, RowContext } from '../rows/kit';
import { contextOf, type History } from './history';

const ORDER_SALT = 0x0d3e5;
/** Rows of the buckets kept built: a page touches one or two, a run walks them in turn. */
const CACHE_ROWS = 600_000;

/** One day of a history, built: its rows and the order the service returns them in. */
export interface Bucket {
  ctx: RowContext;
  rows: BucketRows;
  /**
   * The service's order: `order[p]` is the index of the row it returns p-th. A shuffle of the day, stable
   * per bucket, so every range returns the rows it shares with another in the same relative order.
   */
  order: Int32Array;
}

function shuffled(count: number, seed: number): Int32Array {
  const order = new Int32Array(count);
  for (let i = 0; i < count; i++) order[i] = i;
  const r = new Rng(seed);
  for (let i = count - 1; i > 0; i--) {
    const j = Math.floor(r.next() * (i + 1));
    const t = order[i] ?? i;
    order[i] = order[j] ?? j;
    order[j] = t;
  }
  return order;
}

const cache = new Map<string, Bucket>();
let cachedRows = 0;

function remember(key: string, bucket: Bucket): void {
  cache.set(key, bucket);
  cachedRows += bucket.ctx.count;
  for (const [oldKey, old] of cache) {
    if (cachedRows <= CACHE_ROWS || old === bucket) break;
    cache.delete(oldKey);
    cachedRows -= old.ctx.count;
  }
}

/** The bucket of `day`, built once and kept while it is in use (least recently used goes first). */
export function bucketOf(h: History, day: number): Bucket {
  const key = `${h.key}|${day}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const ctx = contextOf(h, day);
  const bucket = {
    ctx,
    rows: h.report.bucket(ctx),
    order: shuffled(ctx.count, combine(ctx.seed ^ ORDER_SALT, day)),
  };
  remember(key, bucket);
  return bucket;
}
