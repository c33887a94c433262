import { describe, expect, it } from 'vitest';
import { checkRange, clampEnd, clampEndForMax } from './range';
import { formatServiceDate } from './service-date';

describe('checkRange', () => {
  it('accepts a well-formed range with no limit, however long', () => {
    expect(checkRange('2020-01-01 00:00:00', '2026-01-01 00:00:00', null)).toBeNull();
  });

  it('accepts a range of zero length', () => {
    expect(checkRange('2026-05-01 10:00:00', '2026-05-01 10:00:00', 90)).toBeNull();
  });

  it('points at the malformed field', () => {
    expect(checkRange('2026-02-30 00:00:00', '2026-03-01 00:00:00', 90)).toMatchObject({
      field: 'start',
      message: '2026-02-30 is not a date',
    });
    expect(checkRange('2026-03-01 00:00:00', 'tomorrow', 90)).toMatchObject({
      field: 'end',
      message: 'Use yyyy-MM-dd HH:mm:ss, e.g. 2026-11-01 00:00:00',
    });
  });

  it('refuses an end before the start', () => {
    expect(checkRange('2026-03-01 00:00:01', '2026-03-01 00:00:00', null)).toMatchObject({
      field: 'end',
      message: 'End is before start',
    });
  });

  it('allows exactly 90 days and refuses one second more, saying the days', () => {
    expect(checkRange('2026-01-01 00:00:00', '2026-04-01 00:00:00', 90)).toBeNull();
    expect(checkRange('2026-01-01 00:00:00', '2026-04-01 00:00:01', 90)).toMatchObject({
      field: 'end',
      message: 'DIALOGS takes at most 90 days; this range is 91 days.',
      problem: { reason: 'too-long', maxRangeDays: 90, days: 91 },
    });
    expect(checkRange('2026-01-01 00:00:00', '2026-06-01 00:00:00', 90, 'This report')?.message).toBe(
      'This report takes at most 90 days; this range is 151 days.',
    );
  });

  it('counts wall-clock days across a daylight-saving change in any zone', () => {
    // March and October hold the DST changes of most zones; wall-clock arithmetic ignores them.
    expect(checkRange('2026-03-01 12:00:00', '2026-05-30 12:00:00', 90)).toBeNull();
    expect(checkRange('2026-09-01 12:00:00', '2026-11-30 12:00:00', 90)).toBeNull();
    expect(checkRange('2026-09-01 12:00:00', '2026-11-30 12:00:01', 90)).not.toBeNull();
  });
});

describe('clampEndForMax', () => {
  it('gives the same wall-clock time 90 calendar days later', () => {
    expect(formatServiceDate(clampEndForMax(new Date(2026, 0, 1, 9, 15, 0), 90))).toBe('2026-04-01 09:15:00');
  });

  it('leaves an end within the limit and pulls back one beyond it', () => {
    const start = new Date(2026, 0, 1, 0, 0, 0);
    const within = new Date(2026, 2, 1, 0, 0, 0);
    expect(clampEnd(start, within, 90)).toBe(within);
    expect(formatServiceDate(clampEnd(start, new Date(2026, 6, 1), 90))).toBe('2026-04-01 00:00:00');
    const far = new Date(2030, 0, 1);
    expect(clampEnd(start, far, null)).toBe(far);
  });
});
