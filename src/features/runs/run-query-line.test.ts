import { describe, expect, it } from 'vitest';
import type { Translate } from '../../lib/i18n';
import type { ReportQuery } from '../../api/types';
import { querySpan } from '../../core/history';
import { runQueryLine } from './run-query-line';

const t: Translate = (id) => id;
const MARCH: ReportQuery = {
  reportKey: 'dialogs',
  startDate: '2026-03-01 00:00:00',
  endDate: '2026-03-31 23:59:59',
};
const whole = querySpan(MARCH) ?? { startMs: 0, endMs: 0 };
const DAY = 86_400_000;

describe('the line of a stored run in "Runs on this device"', () => {
  it('shows its query’s range while it holds all of it', () => {
    const segment = { spans: [{ ...whole, rows: 10 }], fetchedAtMs: whole.endMs };
    expect(runQueryLine({ query: MARCH, segment }, t)).toBe('2026-03-01 00:00:00 – 2026-03-31 23:59:59');
    expect(runQueryLine({ query: MARCH }, t)).toBe('2026-03-01 00:00:00 – 2026-03-31 23:59:59');
  });

  it('shows the range it really holds once a newer fetch took its tail', () => {
    const segment = {
      spans: [{ startMs: whole.startMs, endMs: whole.startMs + 20 * DAY - 1000, rows: 6 }],
      fetchedAtMs: whole.endMs,
    };
    expect(runQueryLine({ query: MARCH, segment }, t)).toBe('2026-03-01 00:00:00 – 2026-03-20 23:59:59');
  });

  it('shows each part it holds once a range in its middle was deleted', () => {
    const segment = {
      spans: [
        { startMs: whole.startMs, endMs: whole.startMs + 10 * DAY - 1000, rows: 3 },
        { startMs: whole.startMs + 20 * DAY, endMs: whole.endMs, rows: 4 },
      ],
      fetchedAtMs: whole.endMs,
    };
    expect(runQueryLine({ query: { ...MARCH, size: 40 }, segment }, t)).toBe(
      '2026-03-01 00:00:00 – 2026-03-10 23:59:59, 2026-03-21 00:00:00 – 2026-03-31 23:59:59 · runs.query.size',
    );
  });
});
