import { describe, expect, it } from 'vitest';
import { dailyFigures, type GroupedDay } from './daily-figures';
import { BAND_RULES, judgeDays } from './judge-days';

const DAY = 86_400_000;
/** Monday 2026-09-07. */
const MONDAY = Date.UTC(2026, 8, 7);

/**
 * A day of 100 conversations, 75 contained, 400 customer messages, 80 of them not understood, 16 of those
 * in their largest group.
 */
function day(i: number, change: Partial<GroupedDay> = {}): GroupedDay {
  return {
    start: MONDAY + i * DAY,
    conversations: 100,
    handedOff: 25,
    containment: 0.75,
    messages: 800,
    messagesByChannel: [400, 400],
    customer: 400,
    notUnderstood: 80,
    notUnderstoodRate: 0.2,
    largestGroup: 16,
    ...change,
  };
}

const CHANNELS = ['WhatsApp', 'Web chat'];
const judge = (days: GroupedDay[]) =>
  judgeDays(days, dailyFigures(CHANNELS)).map((a) => [
    new Date(a.day).toISOString().slice(0, 10),
    a.figure,
    a.direction,
    a.basis,
  ]);

/** A few weeks of steady days with a little noise, and `change` on day `at`. */
const weeks = (n: number, at: number, change: Partial<GroupedDay>) =>
  Array.from({ length: n * 7 }, (_, i) =>
    day(i, i === at ? change : { conversations: 100 + (i % 3) - 1, handedOff: 25 + (i % 2) }),
  );

describe('judging settled days against the days before them', () => {
  it.each([
    ['containment falls', { handedOff: 60 }, 'containment', 'down'],
    ['not understood rises', { notUnderstood: 200 }, 'notUnderstoodRate', 'up'],
    ['conversations collapse', { conversations: 30, handedOff: 8 }, 'conversations', 'down'],
    ['conversations surge', { conversations: 250, handedOff: 62 }, 'conversations', 'up'],
    ['a channel goes quiet', { messagesByChannel: [0, 800] }, 'channelShare:WhatsApp', 'down'],
    ['one question floods the not understood', { largestGroup: 48 }, 'largestGroupShare', 'up'],
  ] as [string, Partial<GroupedDay>, string, string][])(
    '%s: an alert on that day only',
    (_, change, figure, direction) => {
      const at = 4 * 7 + 2;
      expect(judge(weeks(6, at, change))).toEqual([
        [new Date(MONDAY + at * DAY).toISOString().slice(0, 10), figure, direction, 'weekday'],
      ]);
    },
  );

  it('says nothing when a figure moves the good way', () => {
    const at = 4 * 7 + 2;
    expect(judge(weeks(6, at, { handedOff: 2, notUnderstood: 5, largestGroup: 1 }))).toEqual([]);
  });

  it('judges nothing in the first week, and only shares before a weekday has its own history', () => {
    expect(judge(weeks(1, 3, { handedOff: 90, conversations: 10 }))).toEqual([]);
    // Day 10 (a Wednesday) has one Wednesday before it: its share is held against all days, its count not.
    expect(judge(weeks(2, 9, { handedOff: 9, conversations: 10 }))).toEqual([
      ['2026-09-16', 'containment', 'down', 'all'],
    ]);
  });

  it('holds a count against its own weekday: a quiet Sunday is usual, a quiet Tuesday is not', () => {
    const sundayLow = (i: number) => (i % 7 === 6 ? { conversations: 55, handedOff: 14 } : {});
    const days = Array.from({ length: 35 }, (_, i) => day(i, sundayLow(i)));
    expect(judge(days)).toEqual([]);
    days[29] = day(29, { conversations: 55, handedOff: 14 });
    expect(judge(days)).toEqual([['2026-10-06', 'conversations', 'down', 'weekday']]);
  });

  it('gives a flat history a band no narrower than chance on a day of its size', () => {
    // Every day 75 % exactly: a day of 100 conversations at 70 % is chance, at 50 % it is not.
    const flat = Array.from({ length: 28 }, (_, i) => day(i));
    expect(judge([...flat, day(28, { handedOff: 30 })])).toEqual([]);
    expect(judge([...flat, day(28, { handedOff: 50 })])).toEqual([
      ['2026-10-05', 'containment', 'down', 'weekday'],
    ]);
  });

  it('skips a figure a day cannot measure, and keeps the band in what the figure can be', () => {
    const days = Array.from({ length: 28 }, (_, i) => day(i));
    days.push(day(28, { customer: 0, notUnderstood: 0 }));
    expect(judge(days)).toEqual([]);
    const [alert] = judgeDays([...days, day(29, { handedOff: 100 })], dailyFigures(CHANNELS), BAND_RULES);
    expect(alert?.band.low).toBeGreaterThanOrEqual(0);
    expect(alert?.band.high).toBeLessThanOrEqual(1);
    expect(alert?.value).toBe(0);
  });
});
