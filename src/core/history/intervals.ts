/**
 * Closed ranges of the service's wall clock in whole seconds: `startMs` and `endMs` are `wallMs` values
 * (src/core/dates/wall-clock.ts) and both ends are inclusive, as the service reads `startDate` and
 * `endDate`. Two ranges meet when one ends a second before the other starts.
 */
export interface Span {
  startMs: number;
  endMs: number;
}

export const SECOND_MS = 1000;

export const isEmpty = (s: Span) => s.endMs < s.startMs;

export function intersect(a: Span, b: Span): Span | null {
  const span = { startMs: Math.max(a.startMs, b.startMs), endMs: Math.min(a.endMs, b.endMs) };
  return isEmpty(span) ? null : span;
}

export const overlaps = (a: Span, b: Span) => intersect(a, b) !== null;

/** Spans in order of time with those that overlap or meet second to second joined: what a person reads. */
export function joined(spans: readonly Span[]): Span[] {
  const out: Span[] = [];
  for (const s of spans) {
    const last = out.at(-1);
    if (last && s.startMs <= last.endMs + SECOND_MS) last.endMs = Math.max(last.endMs, s.endMs);
    else out.push({ startMs: s.startMs, endMs: s.endMs });
  }
  return out;
}

/** `whole` less every span of `holes` (any order, may overlap): what is left, in order. */
export function subtract(whole: Span, holes: readonly Span[]): Span[] {
  const sorted = holes
    .map((h) => intersect(whole, h))
    .filter((h): h is Span => h !== null)
    .sort((a, b) => a.startMs - b.startMs);
  const left: Span[] = [];
  let from = whole.startMs;
  for (const hole of sorted) {
    if (hole.startMs > from) left.push({ startMs: from, endMs: hole.startMs - SECOND_MS });
    from = Math.max(from, hole.endMs + SECOND_MS);
  }
  if (from <= whole.endMs) left.push({ startMs: from, endMs: whole.endMs });
  return left;
}

/**
 * A span cut into consecutive windows of at most `maxDays` days (null: one window). Each window ends one
 * second before the next begins, so no row falls in two windows or between them; the arithmetic is on the
 * wall clock, so a daylight-saving change never moves a seam.
 */
export function windowsOf(span: Span, maxDays: number | null): Span[] {
  if (maxDays === null) return [{ ...span }];
  const windows: Span[] = [];
  for (let from = span.startMs; from <= span.endMs;) {
    const to = Math.min(from + maxDays * 86_400_000 - SECOND_MS, span.endMs);
    windows.push({ startMs: from, endMs: to });
    from = to + SECOND_MS;
  }
  return windows;
}
