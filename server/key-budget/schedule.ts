/**
 * When one key may start its next call of one kind: at most `calls` starts in any `windowMs` (the
 * interval of ExecuteReport is one call per window), and never before `notBefore`, which a 429's
 * Retry-After moves for everyone. Pure: the caller says what time it is.
 */
export class Schedule {
  private starts: number[] = [];
  private notBefore = -Infinity;

  constructor(
    readonly calls: number,
    readonly windowMs: number,
  ) {}

  /** The earliest start at or after `now`, given the starts recorded and `extra` more starts before it. */
  nextStartAt(now: number, extra = 0): number {
    const starts = this.starts.filter((t) => t > now - this.windowMs);
    let at = Math.max(now, this.notBefore);
    for (let i = 0; i <= extra; i++) {
      const bound =
        starts.length >= this.calls ? (starts[starts.length - this.calls] ?? at) + this.windowMs : at;
      at = Math.max(at, bound);
      if (i < extra) starts.push(at);
    }
    return at;
  }

  start(at: number): void {
    this.starts = [...this.starts.filter((t) => t > at - this.windowMs), at].slice(-this.calls);
  }

  /** The service said wait (a 429): nobody on this key starts before `until`. */
  holdUntil(until: number): void {
    this.notBefore = Math.max(this.notBefore, until);
  }

  /** Nothing recorded matters any more at `now`: the schedule can be forgotten. */
  idleAt(now: number): boolean {
    return this.nextStartAt(now) <= now && this.starts.every((t) => t <= now - this.windowMs);
  }
}
