import { describe, expect, it } from 'vitest';
import { instantOf } from '../src/core/conversations/fields';
import { offsetOf } from '../src/core/conversations';
import { parseRowDate } from '../src/core/history';
import { DateEncoder } from '../src/core/summary/columns';
import { asDate } from '../src/core/table/value-ranks';
import { columnOf } from '../src/testing/summary-fixture';
import { rowTimeOf } from '../warehouse/history/row-time';
import { dateUtcOf } from '../warehouse/parquet/date-utc';

/** Each text, and the instant it names. */
const TEXTS: [string, number][] = [
  ['2026-11-03T10:15:30-05:00', Date.UTC(2026, 10, 3, 15, 15, 30)],
  ['2026-11-03T10:15-05:00', Date.UTC(2026, 10, 3, 15, 15)],
  ['2026-11-03T10:15:30Z', Date.UTC(2026, 10, 3, 10, 15, 30)],
  ['2026-11-03T10:15Z', Date.UTC(2026, 10, 3, 10, 15)],
  ['2026-11-03T10:15:30.250+05:30', Date.UTC(2026, 10, 3, 4, 45, 30, 250)],
  ['2026-11-03T10:15+05:30', Date.UTC(2026, 10, 3, 4, 45)],
  ['2026-11-03T10:15:30-03:00', Date.UTC(2026, 10, 3, 13, 15, 30)],
  ['2026-11-03T10:15-03:00', Date.UTC(2026, 10, 3, 13, 15)],
  // New York: the last second before the clock springs forward, the first after; then the hour of
  // 1 November told twice, once on each offset.
  ['2026-03-08T01:59:59-05:00', Date.UTC(2026, 2, 8, 6, 59, 59)],
  ['2026-03-08T03:00:00-04:00', Date.UTC(2026, 2, 8, 7, 0, 0)],
  ['2026-11-01T01:30:00-04:00', Date.UTC(2026, 10, 1, 5, 30)],
  ['2026-11-01T01:30:00-05:00', Date.UTC(2026, 10, 1, 6, 30)],
  // Lord Howe: half an hour forward at 02:00 (+10:30 to +11:00), and back at 02:00 (+11:00 to +10:30).
  ['2026-10-04T01:59+10:30', Date.UTC(2026, 9, 3, 15, 29)],
  ['2026-10-04T02:30+11:00', Date.UTC(2026, 9, 3, 15, 30)],
  ['2026-04-05T01:45:00+11:00', Date.UTC(2026, 3, 4, 14, 45)],
  ['2026-04-05T01:45:00+10:30', Date.UTC(2026, 3, 4, 15, 15)],
];

const whole = (ms: number) => Math.floor(ms / 1000) * 1000;

/** The instant the Summary reads: a date column on UTC's clock, or a text column's clock less its offset. */
function summaryInstants(date: string): [number, number] {
  const utc = new DateEncoder(columnOf('date', 'date'), () => 0);
  const text = new DateEncoder(columnOf('date', 'text'));
  utc.encode([{ date }]);
  text.encode([{ date }]);
  const minutes = /([+-])(\d{2}):(\d{2})$/.exec(offsetOf(date) ?? '');
  const offsetMs = minutes
    ? (minutes[1] === '-' ? -1 : 1) * (Number(minutes[2]) * 60 + Number(minutes[3])) * 60_000
    : NaN;
  return [utc.data().wall[0] ?? NaN, (text.data().wall[0] ?? NaN) - offsetMs];
}

describe('every reader of a row’s date gives the same instant', () => {
  it.each(TEXTS)('%s', (date, instant) => {
    const row = { id: 'r', date };
    const [summaryDate, summaryText] = summaryInstants(date);
    const history = parseRowDate(date);
    const cli = rowTimeOf(date);
    expect({
      grid: asDate(date),
      conversations: instantOf(row),
      history: history?.instantMs,
      historyWall: history && history.wallMs - history.offsetMin * 60_000,
      summaryDate,
      summaryText,
      commandLineDateUtc: dateUtcOf(row)?.getTime(),
      commandLineRowTime: cli && cli.wallMs - cli.offsetMs,
    }).toEqual({
      grid: instant,
      conversations: instant,
      history: instant,
      // The wall clock keeps whole seconds: the service's ranges do.
      historyWall: whole(instant),
      summaryDate: instant,
      summaryText: whole(instant),
      commandLineDateUtc: instant,
      commandLineRowTime: whole(instant),
    });
  });
});
