import { describe, expect, it } from 'vitest';
import { formatServiceDate, parseServiceDate } from './service-date';

describe('parseServiceDate', () => {
  it('reads the service format as a local wall clock', () => {
    const r = parseServiceDate('2026-11-01 08:30:05');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toEqual({ year: 2026, month: 11, day: 1, hour: 8, minute: 30, second: 5 });
    expect(formatServiceDate(r.date)).toBe('2026-11-01 08:30:05');
  });

  it('forgives whitespace around a pasted value', () => {
    const r = parseServiceDate('  2026-01-31 23:59:59\n');
    expect(r.ok && formatServiceDate(r.date)).toBe('2026-01-31 23:59:59');
  });

  it.each([
    '2026-11-01',
    '2026-11-01T00:00:00',
    '2026/11/01 00:00:00',
    '2026-11-1 00:00:00',
    '2026-11-01 0:00:00',
    '2026-11-01 00:00:00.000',
    '01-11-2026 00:00:00',
    '2026-11-01  00:00:00',
  ])('refuses the wrong shape %j with the expected format', (text) => {
    expect(parseServiceDate(text)).toMatchObject({
      ok: false,
      message: 'Use yyyy-MM-dd HH:mm:ss, e.g. 2026-11-01 00:00:00',
    });
  });

  it('asks for a date when the field is empty', () => {
    const r = parseServiceDate('   ');
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toMatch(/^Enter a date\. Use yyyy-MM-dd HH:mm:ss/);
  });

  it.each(['2026-02-30', '2026-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '2026-01-00'])(
    'refuses %s, which is not on the calendar',
    (day) => {
      expect(parseServiceDate(`${day} 00:00:00`)).toMatchObject({
        ok: false,
        message: `${day} is not a date`,
      });
    },
  );

  it('accepts 29 February in a leap year', () => {
    expect(parseServiceDate('2028-02-29 12:00:00').ok).toBe(true);
  });

  it.each(['24:00:00', '23:60:00', '23:59:60'])('refuses the time %s', (time) => {
    const r = parseServiceDate(`2026-03-01 ${time}`);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toBe(`${time} is not a time of day (00:00:00 to 23:59:59)`);
  });
});

describe('formatServiceDate', () => {
  it('pads every field', () => {
    expect(formatServiceDate(new Date(2026, 0, 2, 3, 4, 5))).toBe('2026-01-02 03:04:05');
  });
});
