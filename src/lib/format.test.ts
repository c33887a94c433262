import { describe, expect, it } from 'vitest';
import { formatsFor } from './format';

const { clock: formatClock, count: formatCount, duration: formatDuration, kb: formatKb } = formatsFor('en');

describe('format', () => {
  it('groups counts and sizes the way a person reads them', () => {
    expect(formatCount(12345)).toBe('12,345');
    expect(formatKb(512.4)).toBe('512 KB');
    expect(formatKb(102_400)).toBe('100 MB');
  });

  it('writes durations with the units that matter', () => {
    expect(formatDuration(400)).toBe('0.4 s');
    expect(formatDuration(12_000)).toBe('12 s');
    expect(formatDuration(250_000)).toBe('4 min 10 s');
    expect(formatDuration(3 * 3_600_000 + 5 * 60_000)).toBe('3 h 05 min');
    expect(formatDuration(-5)).toBe('0 s');
  });

  it('adds the date only when the instant is not today', () => {
    const now = new Date(2026, 0, 10, 12, 0, 0).getTime();
    expect(formatClock(new Date(2026, 0, 10, 13, 4, 5).getTime(), now)).toBe('13:04:05');
    expect(formatClock(new Date(2026, 0, 11, 1, 0, 0).getTime(), now)).toBe('2026-01-11 01:00:00');
  });
});

describe('format in Spanish', () => {
  const es = formatsFor('es');

  it('uses the Spanish separators and the same 24-hour clock', () => {
    expect(es.count(12438)).toBe('12.438');
    expect(es.kb(1536)).toBe('1,5 MB');
    expect(es.duration(400)).toBe('0,4 s');
    const now = new Date(2026, 0, 10, 12, 0, 0).getTime();
    expect(es.clock(new Date(2026, 0, 10, 13, 4, 5).getTime(), now)).toBe('13:04:05');
    expect(es.clock(new Date(2026, 0, 11, 1, 0, 0).getTime(), now)).toBe('11 ene 2026 01:00:00');
  });
});
