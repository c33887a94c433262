import { describe, expect, it } from 'vitest';
import { random } from '../../testing/seeded-random';
import { formatWallClock, parseServiceDate, wallMs } from '../dates';
import { afterFetch, planHistory, settledPart, type StoredSegment } from '.';
import { intersect, type Span } from './intervals';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const SETTLE = 2 * HOUR;
const DIALOGS = { maxRangeDays: 90, datedRows: true };
const UNDATED = { maxRangeDays: null, datedRows: false };

const at = (date: string) => {
  const parsed = parseServiceDate(date);
  if (!parsed.ok) throw new Error(date);
  return wallMs(parsed.value);
};
const text = (s: Span) => `${formatWallClock(s.startMs)} – ${formatWallClock(s.endMs)}`;
const span = (start: string, end: string): Span => ({ startMs: at(start), endMs: at(end) });

/** Spans in order, each meeting the next second to second, exactly covering `whole`. */
function expectTiles(parts: readonly Span[], whole: Span) {
  const sorted = [...parts].sort((a, b) => a.startMs - b.startMs);
  expect(sorted[0]?.startMs).toBe(whole.startMs);
  expect(sorted.at(-1)?.endMs).toBe(whole.endMs);
  for (let i = 1; i < sorted.length; i++) expect(sorted[i]?.startMs).toBe((sorted[i - 1]?.endMs ?? 0) + 1000);
  for (const p of sorted) expect(p.endMs).toBeGreaterThanOrEqual(p.startMs);
}

/** Random non-overlapping segments over a year, each fetched some time after it starts. */
function randomHistory(next: () => number, now: number): StoredSegment[] {
  const segments: StoredSegment[] = [];
  let cursor = now - 365 * DAY + Math.floor(next() * 20) * HOUR;
  for (let i = 0; cursor < now && i < 40; i++) {
    cursor += Math.floor((next() * 10 * DAY) / 1000) * 1000; // a gap, maybe none
    const length = (1 + Math.floor((next() * 60 * DAY) / 1000)) * 1000;
    const end = Math.min(cursor + length - 1000, now);
    if (end < cursor) break;
    // Fetched soon after its end (its tail maybe not settled) or long after (settled).
    const fetchedAtMs = Math.min(
      now,
      end + Math.floor((next() * 4 * HOUR) / 1000) * 1000 * (next() < 0.5 ? 1 : 50),
    );
    segments.push({
      id: `s${i}`,
      startMs: cursor,
      endMs: end,
      fetchedAtMs,
      rows: Math.floor(next() * 10_000),
    });
    cursor = end + 1000;
  }
  return segments;
}

describe('the history planner', () => {
  it('asks a first fetch as one query, or the 90-day windows of DIALOGS, and nothing from the device', () => {
    const range = span('2026-01-01 00:00:00', '2026-07-19 23:59:59');
    const undated = planHistory({ range, segments: [], traits: UNDATED, settleMs: SETTLE });
    expect(undated.toFetch).toEqual([range]);
    const dialogs = planHistory({ range, segments: [], traits: DIALOGS, settleMs: SETTLE });
    expect(dialogs.toFetch.map(text)).toEqual([
      '2026-01-01 00:00:00 – 2026-03-31 23:59:59',
      '2026-04-01 00:00:00 – 2026-06-29 23:59:59',
      '2026-06-30 00:00:00 – 2026-07-19 23:59:59',
    ]);
    expect(dialogs.fromDevice).toEqual([]);
  });

  it('cuts windows that meet second to second across a daylight-saving change', () => {
    // Europe's clocks go forward on 2026-03-29 and back on 2026-10-25; the service's wall clock does not.
    const range = span('2026-03-28 22:00:00', '2026-10-26 03:00:00');
    const plan = planHistory({
      range,
      segments: [],
      traits: { ...DIALOGS, maxRangeDays: 1 },
      settleMs: SETTLE,
    });
    expectTiles(plan.toFetch, range);
    expect(plan.toFetch.map(text).slice(0, 2)).toEqual([
      '2026-03-28 22:00:00 – 2026-03-29 21:59:59',
      '2026-03-29 22:00:00 – 2026-03-30 21:59:59',
    ]);
    expect(plan.toFetch.every((w) => w.endMs - w.startMs === DAY - 1000 || w === plan.toFetch.at(-1))).toBe(
      true,
    );
  });

  it('asks the next morning only for what is new and what had not settled', () => {
    const yesterday = at('2026-11-25 09:00:00');
    const stored: StoredSegment = {
      id: 'a',
      ...span('2026-10-26 00:00:00', '2026-11-25 23:59:59'),
      fetchedAtMs: yesterday,
      rows: 15_000,
    };
    const range = span('2026-10-27 00:00:00', '2026-11-26 23:59:59');
    const plan = planHistory({
      range,
      segments: [stored],
      traits: DIALOGS,
      settleMs: SETTLE,
    });
    expect(plan.fromDevice.map(text)).toEqual(['2026-10-27 00:00:00 – 2026-11-25 07:00:00']);
    expect(plan.toFetch.map(text)).toEqual(['2026-11-25 07:00:01 – 2026-11-26 23:59:59']);
    expect(plan.replaces).toEqual(['a']);
  });

  it('fetches a whole range again when asked to, replacing what it held', () => {
    const stored: StoredSegment = {
      id: 'a',
      ...span('2026-10-01 00:00:00', '2026-10-31 23:59:59'),
      fetchedAtMs: at('2026-11-20 00:00:00'),
      rows: 100,
    };
    const range = span('2026-10-01 00:00:00', '2026-10-31 23:59:59');
    const plan = planHistory({
      range,
      segments: [stored],
      traits: DIALOGS,
      settleMs: SETTLE,
      fetch: 'all',
    });
    expect(plan.toFetch).toEqual([range]);
    expect(plan.replaces).toEqual(['a']);
  });

  it('takes a report without dated rows whole segments at a time', () => {
    const settledLongAgo = at('2026-11-20 00:00:00');
    const segments: StoredSegment[] = [
      {
        id: 'a',
        ...span('2026-09-01 00:00:00', '2026-09-30 23:59:59'),
        fetchedAtMs: settledLongAgo,
        rows: 10,
      },
      {
        id: 'b',
        ...span('2026-10-01 00:00:00', '2026-10-31 23:59:59'),
        fetchedAtMs: settledLongAgo,
        rows: 10,
      },
    ];
    const range = span('2026-09-15 00:00:00', '2026-10-31 23:59:59');
    const plan = planHistory({
      range,
      segments,
      traits: UNDATED,
      settleMs: SETTLE,
    });
    expect(plan.covers).toEqual({ startMs: segments[0]?.startMs, endMs: range.endMs });
    expect(plan.fromDevice.map((p) => p.segmentId)).toEqual(['a', 'b']);
    expect(plan.toFetch).toEqual([]);
  });

  it('holds its promises over random stored histories', () => {
    const next = random(20_261_126);
    const now = at('2026-11-26 10:00:00');
    for (let round = 0; round < 400; round++) {
      const segments = randomHistory(next, now);
      const traits = next() < 0.7 ? DIALOGS : UNDATED;
      const a = now - Math.floor((next() * 400 * DAY) / 1000) * 1000;
      const b = Math.min(now + DAY, a + Math.floor((next() * 300 * DAY) / 1000) * 1000);
      const range = { startMs: a, endMs: b };
      const plan = planHistory({ range, segments, traits, settleMs: SETTLE });

      // What comes from the device and what is fetched tile the range exactly: nothing twice, nothing missed.
      expectTiles([...plan.fromDevice, ...plan.toFetch], plan.covers);
      expect(plan.covers.startMs).toBeLessThanOrEqual(range.startMs);
      expect(plan.covers.endMs).toBeGreaterThanOrEqual(range.endMs);
      if (traits.datedRows) expect(plan.covers).toEqual(range);
      // No query over the report's limit.
      if (traits.maxRangeDays)
        for (const w of plan.toFetch) expect(w.endMs - w.startMs).toBeLessThan(traits.maxRangeDays * DAY);
      for (const part of plan.fromDevice) {
        const segment = segments.find((s) => s.id === part.segmentId);
        if (!segment) throw new Error('a part of no segment');
        // Only rows that had settled when fetched come from the device...
        const settled = settledPart(segment, SETTLE);
        expect(settled && intersect(settled, part)).toEqual({ startMs: part.startMs, endMs: part.endMs });
        // ...and a report without dates takes whole segments.
        if (!traits.datedRows) expect([part.startMs, part.endMs]).toEqual([segment.startMs, segment.endMs]);
      }
      // Nothing settled is asked again.
      for (const w of plan.toFetch)
        for (const s of segments) {
          const settled = settledPart(s, SETTLE);
          if (traits.datedRows && settled) expect(intersect(w, settled)).toBeNull();
        }
      // Storing each fetched window keeps the segments apart.
      let held = segments;
      plan.toFetch.forEach((w, i) => {
        held = afterFetch(held, { id: `new${i}`, ...w, fetchedAtMs: now, rows: 1 }).kept;
      });
      for (let i = 1; i < held.length; i++)
        expect(held[i]?.startMs).toBeGreaterThan(held[i - 1]?.endMs ?? -Infinity);
    }
  });
});
