import { describe, expect, it } from 'vitest';
import { DialogsFold, dialogsOverview } from '../core/analytics';
import { dailyFigures, groupedDays, judgeDays } from '../core/analytics/alerts';
import { ClustersFold, messageClusters } from '../core/analytics/clusters';
import { demoDialogsRows } from './demo-days';
import { incidentOn, incidentsBetween } from './rows/incidents';
import { DAY_MS, TENANT_OFFSET_MS } from './rows/kit';

const dayName = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The days of [from, until) as the Overview buckets them on the tenant's wall clock, with their largest
 * group of not-understood messages, and their alerts.
 */
function alertsOf(fromMs: number, untilMs: number) {
  const fold = new DialogsFold(() => TENANT_OFFSET_MS);
  const rows = demoDialogsRows(fromMs, untilMs);
  fold.add(rows);
  const clusters = new ClustersFold();
  clusters.add(fold, 0, rows);
  const o = dialogsOverview(fold, { bucket: 'day' });
  // The last day's conversations run past its midnight: the range holds the next day's first hour.
  const days = groupedDays(
    o.overTime.filter((d) => d.start < untilMs - DAY_MS),
    messageClusters(fold, clusters, 0),
  );
  return { days, alerts: judgeDays(days, dailyFigures(o.channels)) };
}

describe('incidents planted in the demo history', () => {
  it('are the same on the same day whatever asks, and there are both kinds', () => {
    const all = incidentsBetween(Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1));
    expect(all.map((i) => i.incident.kind)).toContain('intent-breaks');
    expect(all.map((i) => i.incident.kind)).toContain('channel-quiet');
    for (const { day } of all) expect(incidentOn(Date.parse(day) / DAY_MS)).not.toBeNull();
  });
});

describe('alerts over 90 days of the demo', () => {
  const from = Date.UTC(2026, 8, 1);
  const until = from + 91 * DAY_MS;
  const { days, alerts } = alertsOf(from, until);
  const planted = incidentsBetween(from, until - DAY_MS);
  const judgedFrom = from + 7 * DAY_MS;

  it('find every planted incident the days before it can judge', () => {
    const found = new Set(alerts.map((a) => dayName(a.day)));
    const judged = planted.filter((p) => Date.parse(p.day) >= judgedFrom);
    expect(judged.length).toBeGreaterThanOrEqual(5);
    expect(judged.filter((p) => !found.has(p.day))).toEqual([]);
  });

  it('raise at most one alert on a day without an incident', () => {
    expect(days).toHaveLength(90);
    // Every day is judged on its largest group of not-understood messages too.
    expect(days.every((d) => d.largestGroup !== undefined && d.largestGroup > 0)).toBe(true);
    const plantedDays = new Set(planted.map((p) => p.day));
    const stray = alerts.filter((a) => !plantedDays.has(dayName(a.day)));
    expect(stray.length).toBeLessThanOrEqual(1);
  });

  it('say what moved: the broken intent in containment or not understood, the quiet channel in its share', () => {
    for (const { day, incident } of planted.filter((p) => Date.parse(p.day) >= judgedFrom)) {
      const on = alerts.filter((a) => dayName(a.day) === day).map((a) => a.figure);
      const said =
        incident.kind === 'intent-breaks'
          ? ['containment', 'notUnderstoodRate']
          : [`channelShare:${incident.channel}`];
      expect(on.filter((figure) => said.includes(figure))).not.toEqual([]);
    }
  });
});
