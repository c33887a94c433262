import { describe, expect, it } from 'vitest';
import { WallHours } from '../analytics/time-buckets';
import { zoneOffset } from '../../testing/zone-offsets';
import { columnOf } from '../../testing/summary-fixture';
import { DateEncoder } from './columns';

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** Every 5 minutes of the day around `from` (UTC), as the service writes a row's date. */
function minutesOf(from: number): { instants: number[]; rows: { date: string }[] } {
  const instants = Array.from({ length: (24 * 60) / 5 }, (_, i) => from + i * 5 * MINUTE);
  return { instants, rows: instants.map((ms) => ({ date: new Date(ms).toISOString() })) };
}

describe('the Overview’s hour and the Summary’s, in zones that shift on the half hour', () => {
  it.each([
    // Daylight saving starts at 02:00 local, 15:30 UTC, and moves the clock by half an hour.
    ['Australia/Lord_Howe', Date.UTC(2026, 9, 3, 4)],
    // Ends at 02:00 local, 15:00 UTC, half an hour back.
    ['Australia/Lord_Howe', Date.UTC(2026, 3, 4, 4)],
    // Starts at 02:00 local, 05:30 UTC, a whole hour on a half-hour zone.
    ['America/St_Johns', Date.UTC(2026, 2, 7, 18)],
    ['America/New_York', Date.UTC(2026, 10, 1)],
  ])('put each row of a daylight-saving day of %s in the hour its clock showed', (zone, from) => {
    const offset = zoneOffset(zone);
    const { instants, rows } = minutesOf(from);
    const overview = new WallHours(offset);
    const summary = new DateEncoder(columnOf('date', 'date'), offset);
    summary.encode(rows);
    const summaryHours = [...summary.data().wall.subarray(0, rows.length)].map((wall) =>
      Math.floor(wall / HOUR),
    );
    const clockHours = instants.map((ms) => Math.floor((ms + offset(ms)) / HOUR));
    expect(instants.map((ms) => overview.of(ms))).toEqual(clockHours);
    expect(summaryHours).toEqual(clockHours);
  });
});
