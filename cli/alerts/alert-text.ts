import type { DayAlert } from '../../src/core/analytics/alerts';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** The alert's day as `Tue 2026-11-10`. */
export const dayText = (day: number) =>
  `${WEEKDAYS[new Date(day).getUTCDay()] ?? ''} ${new Date(day).toISOString().slice(0, 10)}`;

/** Whole percents, a tenth below 10 % and a hundredth below 1 %: a band from 0.04 % is not a band from 0. */
const percent = (share: number) => {
  const p = share * 100;
  return p === 0 ? '0' : p < 1 ? p.toFixed(2) : p < 10 ? p.toFixed(1) : String(Math.round(p));
};

/** What the figure is, in words. */
function figureName(alert: DayAlert): string {
  if (alert.channel !== undefined) return `${alert.channel}'s share of messages`;
  if (alert.figure === 'containment') return 'containment';
  if (alert.figure === 'notUnderstoodRate') return 'not understood';
  if (alert.figure === 'largestGroupShare') return "not understood's largest group";
  return alert.figure;
}

/** "Tue 2026-11-10 containment 61 %, usual 74–79 %": the line printed and posted. */
export function alertText(alert: DayAlert): string {
  const { low, high } = alert.band;
  const what = `${dayText(alert.day)} ${figureName(alert)}`;
  if (alert.kind === 'count')
    return `${what} ${Math.round(alert.value)}, usual ${Math.ceil(low)}–${Math.floor(high)}`;
  return `${what} ${percent(alert.value)} %, usual ${percent(low)}–${percent(high)} %`;
}
