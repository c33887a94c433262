import type { Product } from '../core/contract';

export type QuotaKind = 'calls' | 'bandwidth';

interface QuotaWindow {
  startedAt: number;
  calls: number;
  bytes: number;
  /** Set by a quota fault: exhausted until this instant, whatever the counters say. */
  forced: { kind: QuotaKind; until: number } | null;
}

export interface QuotaState {
  calls: number;
  kilobytes: number;
  startedAt: number;
  renewsAt: number;
}

type Quotas = Record<Product, { calls: number; kb: number }>;

/**
 * Quotas per product per key over the period (docs/service.md#quotas). The window starts
 * at the key's first counted call and renews a whole period later. Only calls admitted past the quota
 * check count, one call each plus the KB of their answer; a refused call (429 or 403) counts nothing.
 */
export class QuotaBook {
  private readonly windows = new Map<string, QuotaWindow>();
  private readonly quotas: Quotas;
  private readonly periodMs: number;

  constructor(quotas: Quotas, periodMs: number) {
    this.quotas = quotas;
    this.periodMs = periodMs;
  }

  private live(key: string, product: Product, now: number): QuotaWindow | undefined {
    const id = `${key}|${product}`;
    const w = this.windows.get(id);
    if (w && now >= w.startedAt + this.periodMs) {
      this.windows.delete(id);
      return undefined;
    }
    return w;
  }

  private open(key: string, product: Product, now: number): QuotaWindow {
    const existing = this.live(key, product, now);
    if (existing) return existing;
    const w: QuotaWindow = { startedAt: now, calls: 0, bytes: 0, forced: null };
    this.windows.set(`${key}|${product}`, w);
    return w;
  }

  /** The exhausted quota and the ms until it renews, or null when the call may go on. */
  check(key: string, product: Product, now: number): { kind: QuotaKind; waitMs: number } | null {
    const w = this.live(key, product, now);
    if (!w) return null;
    if (w.forced && now < w.forced.until) return { kind: w.forced.kind, waitMs: w.forced.until - now };
    const renewal = w.startedAt + this.periodMs - now;
    const limit = this.quotas[product];
    if (w.calls >= limit.calls) return { kind: 'calls', waitMs: renewal };
    if (w.bytes / 1024 >= limit.kb) return { kind: 'bandwidth', waitMs: renewal };
    return null;
  }

  countCall(key: string, product: Product, now: number): void {
    this.open(key, product, now).calls += 1;
  }

  countBytes(key: string, product: Product, now: number, bytes: number): void {
    this.open(key, product, now).bytes += bytes;
  }

  /** Exhausts the quota for `forMs` (capped at the renewal), or until the renewal when `forMs` is null. */
  exhaust(key: string, product: Product, kind: QuotaKind, now: number, forMs: number | null): number {
    const w = this.open(key, product, now);
    const renewal = w.startedAt + this.periodMs;
    const until = forMs === null ? renewal : Math.min(renewal, now + forMs);
    w.forced = { kind, until };
    return until - now;
  }

  state(key: string, product: Product, now: number): QuotaState {
    const w = this.live(key, product, now);
    const startedAt = w?.startedAt ?? now;
    return {
      calls: w?.calls ?? 0,
      kilobytes: (w?.bytes ?? 0) / 1024,
      startedAt,
      renewsAt: startedAt + this.periodMs,
    };
  }
}
