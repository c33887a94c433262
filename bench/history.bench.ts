// The history planner over a year of stored DIALOGS segments: one a day, as a year of nightly refreshes
// leaves them, some with an unsettled tail; the plans an analyst asks for most (the last 30 days, a
// quarter, the year) timed over many rounds.
import { DAY_MS } from '../src/core/dates';
import { planHistory, type StoredSegment } from '../src/core/history';
import { metric, type Bench } from './metric';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 26, 10);
const SETTLE = 2 * HOUR;
const ROUNDS = 2000;

function yearOfSegments(): StoredSegment[] {
  const segments: StoredSegment[] = [];
  const first = NOW - 365 * DAY_MS;
  for (let day = 0; day < 365; day++) {
    const startMs = first + day * DAY_MS;
    segments.push({
      id: `d${day}`,
      startMs,
      endMs: startMs + DAY_MS - 1000,
      // Most fetched the next night; every tenth the same evening, its last hours unsettled.
      fetchedAtMs: startMs + (day % 10 === 0 ? 20 * HOUR : 30 * HOUR),
      rows: 12_000 + ((day * 7919) % 5000),
    });
  }
  return segments;
}

const run: Bench = async () => {
  const segments = yearOfSegments();
  const ranges = [30, 90, 365].map((days) => ({ startMs: NOW - days * DAY_MS, endMs: NOW }));
  const traits = { maxRangeDays: 90, datedRows: true };
  let worst = 0;
  let fetched = 0;
  for (const range of ranges) {
    for (let i = 0; i < 50; i++) planHistory({ range, segments, traits, settleMs: SETTLE }); // warm
    const started = performance.now();
    for (let i = 0; i < ROUNDS; i++) {
      const plan = planHistory({ range, segments, traits, settleMs: SETTLE });
      fetched += plan.toFetch.length;
    }
    worst = Math.max(worst, (performance.now() - started) / ROUNDS);
  }
  console.info(`${segments.length} segments; ${fetched / ROUNDS} spans to fetch over the three plans`);
  return [
    metric(
      'plan a range over a year of stored segments (slowest of 30 d, 90 d, 365 d)',
      worst,
      'ms',
      5,
      'lower',
    ),
  ];
};
export default run;
