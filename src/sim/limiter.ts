/**
 * Sliding-window rate limit per key: at most `limit` admitted calls in any `windowMs`. A rejected call is
 * not recorded, so the wait it is told (Retry-After) is the truth: calling again after it succeeds.
 */
export class SlidingWindowLimiter {
  private readonly admitted = new Map<string, number[]>();
  private readonly limit: number;
  private readonly windowMs: number;

  constructor(limit: number, windowMs: number) {
    this.limit = limit;
    this.windowMs = windowMs;
  }

  /** Admits and records the call (returns 0), or returns the ms until one would be admitted. */
  take(key: string, now: number): number {
    const recent = (this.admitted.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (recent.length >= this.limit) {
      this.admitted.set(key, recent);
      const oldest = recent[0] ?? now;
      return oldest + this.windowMs - now;
    }
    recent.push(now);
    this.admitted.set(key, recent);
    return 0;
  }
}
