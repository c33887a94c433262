import type { DailyFigure } from './daily-figures';
import { robustBand, type Band } from './robust-band';

/** How a day's band is learnt from the days before it (the method is in docs/analytics.md). */
export interface BandRules {
  /** Robust standard deviations either side of the median. */
  k: number;
  /** Days of history before a share is judged against all days. */
  minDays: number;
  /** Earlier days of the same weekday before the band is the weekday's own (a count waits for them). */
  minSameWeekday: number;
  /** The most recent same weekdays a weekday band is learnt from, and days an all-days band is. */
  recentWeeks: number;
  recentDays: number;
  /** The narrowest half band of a share (a fraction), and of a count (a fraction of its median). */
  shareFloor: number;
  countFloor: number;
}

export const BAND_RULES: BandRules = {
  k: 3.75,
  minDays: 7,
  minSameWeekday: 3,
  recentWeeks: 8,
  recentDays: 28,
  shareFloor: 0.02,
  countFloor: 0.1,
};

/** A settled day as the figures read it: its start, a wall clock in ms read as UTC digits. */
export interface Day {
  start: number;
}

/** A figure of a day outside its band, in the direction that says something broke. */
export interface DayAlert {
  day: number;
  figure: string;
  kind: 'count' | 'share';
  channel?: string;
  value: number;
  band: Band;
  direction: 'up' | 'down';
  /** Learnt from the same weekdays, or from all recent days; and from how many. */
  basis: 'weekday' | 'all';
  days: number;
}

interface Point {
  weekday: number;
  value: number;
}

const weekdayOf = (start: number) => new Date(start).getUTCDay();

/** The earlier values a day is held against, and from which days; null when there are too few. */
function historyFor(kind: 'count' | 'share', before: readonly Point[], weekday: number, rules: BandRules) {
  const same = before.filter((p) => p.weekday === weekday);
  const recent = before.slice(-rules.recentDays).map((p) => p.value);
  if (same.length >= rules.minSameWeekday) {
    const values = same.slice(-rules.recentWeeks).map((p) => p.value);
    // A share's spread from every recent day: a handful of one weekday's gives a MAD that swings by half
    // from one week to the next. A count's from its weekday's alone: its days differ by the week's shape.
    return { basis: 'weekday' as const, values, spread: kind === 'share' ? recent : values };
  }
  // Volume follows the week: a Sunday against all days would be an alert every Sunday.
  if (kind === 'count' || before.length < rules.minDays) return null;
  return { basis: 'all' as const, values: recent, spread: recent };
}

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/**
 * The scale a figure's band is learnt on, where chance spreads it evenly: a share's arcsine of its square
 * root (spread 1 / (2 √n) for a share of n, whatever the share) and a count's square root (spread ½ for a
 * Poisson count). On a straight scale a band of a small share or count is symmetric and reaches 0, so a
 * channel that goes quiet would never leave it; on these, a band around 20 % of 50 stays clear of 0.
 */
const SCALES = {
  share: {
    to: (x: number) => Math.asin(Math.sqrt(clamp(x, 0, 1))),
    from: (y: number) => Math.sin(clamp(y, 0, Math.PI / 2)) ** 2,
    chance: (size: number) => (size > 0 ? 1 / (2 * Math.sqrt(size)) : Math.PI / 2),
  },
  count: {
    to: (x: number) => Math.sqrt(Math.max(x, 0)),
    from: (y: number) => Math.max(y, 0) ** 2,
    chance: () => 0.5,
  },
} as const;

/**
 * The band of a day: the earlier values' robust band on the figure's scale, never narrower than chance
 * alone makes it on a day of this size, nor than the rules' floor (a flat history would otherwise call
 * noise an alert).
 */
function bandOf<D>(
  figure: DailyFigure<D>,
  day: D,
  history: { values: readonly number[]; spread: readonly number[] },
  rules: BandRules,
): Band {
  const scale = SCALES[figure.kind];
  const chance = rules.k * scale.chance(figure.size(day));
  const robust = robustBand(history.values.map(scale.to), rules.k, chance, history.spread.map(scale.to));
  const centre = scale.from(robust.median);
  const floor = figure.kind === 'share' ? rules.shareFloor : rules.countFloor * centre;
  const top = figure.kind === 'share' ? 1 : Infinity;
  return {
    median: centre,
    low: Math.max(0, Math.min(robust.low < 0 ? 0 : scale.from(robust.low), centre - floor)),
    high: Math.min(top, Math.max(scale.from(robust.high), centre + floor)),
  };
}

/** A figure on each day it measures, with the band the days before it give (null while they are too few). */
export function figureBands<D extends Day>(
  days: readonly D[],
  figure: DailyFigure<D>,
  rules: BandRules = BAND_RULES,
) {
  const out: { day: D; value: number; band: Band | null; basis: 'weekday' | 'all' | null; days: number }[] =
    [];
  const before: Point[] = [];
  for (const day of days) {
    const value = figure.value(day);
    if (value === null) continue;
    const weekday = weekdayOf(day.start);
    const history = historyFor(figure.kind, before, weekday, rules);
    before.push({ weekday, value });
    out.push({
      day,
      value,
      band: history && bandOf(figure, day, history, rules),
      basis: history?.basis ?? null,
      days: history?.values.length ?? 0,
    });
  }
  return out;
}

/** One figure over the days in order: each day with enough history before it, outside its band. */
function judgeFigure<D extends Day>(days: readonly D[], figure: DailyFigure<D>, rules: BandRules) {
  const alerts: DayAlert[] = [];
  for (const { day, value, band, basis, days: learnt } of figureBands(days, figure, rules)) {
    if (!band || !basis) continue;
    const up = value > band.high && figure.worse !== 'down';
    const down = value < band.low && figure.worse !== 'up';
    if (!up && !down) continue;
    alerts.push({
      day: day.start,
      figure: figure.id,
      kind: figure.kind,
      ...(figure.channel === undefined ? {} : { channel: figure.channel }),
      value,
      band,
      direction: up ? 'up' : 'down',
      basis,
      days: learnt,
    });
  }
  return alerts;
}

/**
 * The alerts of settled days, given in time order (a day missing from the list is simply not there):
 * each figure of each day held against the band learnt from the days before it. By day, then in the
 * figures' order.
 */
export function judgeDays<D extends Day>(
  days: readonly D[],
  figures: readonly DailyFigure<D>[],
  rules: BandRules = BAND_RULES,
): DayAlert[] {
  const all = figures.flatMap((figure, order) =>
    judgeFigure(days, figure, rules).map((alert) => ({ alert, order })),
  );
  return all.sort((a, b) => a.alert.day - b.alert.day || a.order - b.order).map((a) => a.alert);
}
