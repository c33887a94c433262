import { describe, expect, it } from 'vitest';
import { random } from '../../testing/seeded-random';
import { formatWallClock, parseServiceDate, wallMs } from '../dates';
import { keptApart, planHistory, settledPart, type StoredSegment, type TeamSegment } from '.';
import type { Span } from './intervals';

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
const LONG_AGO = at('2026-11-20 00:00:00');

const device = (id: string, s: Span, fetchedAtMs = LONG_AGO): StoredSegment => ({
  id,
  ...s,
  fetchedAtMs,
  rows: 100,
});
const team = (s: Span, fetchedAtMs = LONG_AGO): TeamSegment => ({
  ...s,
  fetchedAtMs,
  rows: 1000,
  bytes: 820_000,
});

describe('the plan over three sources', () => {
  it('reads the device first, then what the team holds of the gaps, and fetches only the rest', () => {
    const plan = planHistory({
      range: span('2026-10-01 00:00:00', '2026-10-30 23:59:59'),
      segments: [device('a', span('2026-10-01 00:00:00', '2026-10-20 23:59:59'))],
      team: [team(span('2026-10-15 00:00:00', '2026-10-28 23:59:59'))],
      traits: DIALOGS,
      settleMs: SETTLE,
    });
    expect(plan.fromDevice.map(text)).toEqual(['2026-10-01 00:00:00 – 2026-10-20 23:59:59']);
    expect(plan.fromTeam.map(text)).toEqual(['2026-10-21 00:00:00 – 2026-10-28 23:59:59']);
    expect(plan.toFetch.map(text)).toEqual(['2026-10-29 00:00:00 – 2026-10-30 23:59:59']);
    // The team's share of its segment's rows and bytes: 8 of its 14 days.
    expect(plan.fromTeam[0]).toMatchObject({ rows: 571, bytes: 468_571 });
  });

  it('fetches the tail a team segment had not settled, as the device’s own', () => {
    const fetchedAt = at('2026-11-25 09:00:00');
    const plan = planHistory({
      range: span('2026-11-20 00:00:00', '2026-11-25 23:59:59'),
      segments: [],
      team: [team(span('2026-11-20 00:00:00', '2026-11-25 23:59:59'), fetchedAt)],
      traits: DIALOGS,
      settleMs: SETTLE,
    });
    expect(plan.fromTeam.map(text)).toEqual(['2026-11-20 00:00:00 – 2026-11-25 07:00:00']);
    expect(plan.toFetch.map(text)).toEqual(['2026-11-25 07:00:01 – 2026-11-25 23:59:59']);
  });

  it('takes the team’s segments of a report without dated rows whole, or not at all', () => {
    const range = span('2026-09-01 00:00:00', '2026-10-31 23:59:59');
    const september = team(span('2026-09-01 00:00:00', '2026-09-30 23:59:59'));
    const overTheEnd = team(span('2026-10-15 00:00:00', '2026-11-15 23:59:59'));
    const plan = planHistory({
      range,
      segments: [],
      team: [september, overTheEnd],
      traits: UNDATED,
      settleMs: SETTLE,
    });
    expect(plan.fromTeam.map(text)).toEqual([text(september)]);
    expect(plan.toFetch.map(text)).toEqual(['2026-10-01 00:00:00 – 2026-10-31 23:59:59']);
    // Nor one that had not settled: its rows cannot be cut to the part that had.
    const fresh = team(september, at('2026-09-30 23:00:00'));
    const unsettled = planHistory({ range, segments: [], team: [fresh], traits: UNDATED, settleMs: SETTLE });
    expect(unsettled.fromTeam).toEqual([]);
  });

  it('reads neither the device nor the team when asked to fetch again', () => {
    const range = span('2026-10-01 00:00:00', '2026-10-31 23:59:59');
    const plan = planHistory({
      range,
      segments: [device('a', range)],
      team: [team(range)],
      traits: DIALOGS,
      settleMs: SETTLE,
      fetch: 'all',
    });
    expect([plan.fromDevice, plan.fromTeam, plan.toFetch]).toEqual([[], [], [range]]);
    expect(plan.replaces).toEqual(['a']);
  });

  it('cuts the team’s parts to the report’s 90 days, so that any of them can be fetched instead', () => {
    const range = span('2026-01-01 00:00:00', '2026-07-19 23:59:59');
    const plan = planHistory({ range, segments: [], team: [team(range)], traits: DIALOGS, settleMs: SETTLE });
    expect(plan.fromTeam.map(text)).toEqual([
      '2026-01-01 00:00:00 – 2026-03-31 23:59:59',
      '2026-04-01 00:00:00 – 2026-06-29 23:59:59',
      '2026-06-30 00:00:00 – 2026-07-19 23:59:59',
    ]);
    expect(plan.toFetch).toEqual([]);
  });

  it('holds its promises over random device and team histories', () => {
    const next = random(53);
    const now = at('2026-11-26 10:00:00');
    const randomSpans = (count: number) =>
      Array.from({ length: count }, () => {
        const start = now - Math.floor(next() * 200) * DAY + Math.floor(next() * 24) * HOUR;
        const end = Math.min(now, start + Math.floor((next() * 60 * DAY) / 1000) * 1000);
        const fetchedAtMs = Math.min(now, end + (next() < 0.5 ? HOUR : 10 * DAY));
        return { startMs: start, endMs: end, fetchedAtMs };
      });
    for (let round = 0; round < 300; round++) {
      const traits = next() < 0.7 ? DIALOGS : UNDATED;
      // The device's segments never overlap (kept apart as the engine plans them); the team's may.
      const segments = keptApart(
        randomSpans(Math.floor(next() * 4)).map((s, i) => ({ ...s, id: `d${i}`, rows: 10 })),
        traits.datedRows,
      );
      const held = randomSpans(Math.floor(next() * 4)).map((s) => ({ ...s, rows: 10, bytes: 100 }));
      const start = now - Math.floor(next() * 250) * DAY;
      const range = { startMs: start, endMs: Math.min(now + DAY, start + Math.floor(next() * 200) * DAY) };
      const plan = planHistory({ range, segments, team: held, traits, settleMs: SETTLE });
      // Device, team and service tile what the answer covers: nothing twice, nothing missed.
      const parts = [...plan.fromDevice, ...plan.fromTeam, ...plan.toFetch].sort(
        (a, b) => a.startMs - b.startMs,
      );
      expect(parts[0]?.startMs).toBe(plan.covers.startMs);
      expect(parts.at(-1)?.endMs).toBe(plan.covers.endMs);
      for (let i = 1; i < parts.length; i++)
        expect(parts[i]?.startMs).toBe((parts[i - 1]?.endMs ?? 0) + 1000);
      // Only what a team segment had settled comes from the team, within the report's limit.
      for (const part of plan.fromTeam) {
        const within = held.some((s) => {
          const settled = s.fetchedAtMs === part.fetchedAtMs ? settledPart(s, SETTLE) : null;
          return settled !== null && settled.startMs <= part.startMs && settled.endMs >= part.endMs;
        });
        expect(within).toBe(true);
        if (traits.maxRangeDays) expect(part.endMs - part.startMs).toBeLessThan(traits.maxRangeDays * DAY);
      }
    }
  });
});
