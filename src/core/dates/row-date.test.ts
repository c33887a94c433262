import { describe, expect, it, vi } from 'vitest';
import { parseRowDate, rowInstant, rowInstantInto, rowOffsetMin, rowWall } from './row-date';
import { random } from '../../testing/seeded-random';

const pad = (n: number, w: number) => String(n).padStart(w, '0');

describe('rowInstant: a row’s date as the grid sorts it', () => {
  it('gives what Date.parse gives for 20,000 instants of the service’s shape, any fraction and offset, seconds or not', () => {
    const r = random(5);
    const int = (lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
    for (let i = 0; i < 20_000; i++) {
      const fraction = int(0, 9);
      const zone = r() < 0.2 ? 'Z' : `${r() < 0.5 ? '-' : '+'}${pad(int(0, 23), 2)}:${pad(int(0, 59), 2)}`;
      const seconds = r() < 0.1 ? '' : `:${pad(int(0, 59), 2)}`;
      const s =
        `${pad(int(0, 9999), 4)}-${pad(int(1, 12), 2)}-${pad(int(1, 31), 2)}` +
        `T${pad(int(0, 23), 2)}:${pad(int(0, 59), 2)}${seconds}` +
        (fraction && seconds ? `.${pad(int(0, 10 ** fraction - 1), fraction)}` : '') +
        zone;
      expect(rowInstant(s), s).toBe(Date.parse(s));
    }
  });

  it('reads the service’s shape itself, and hands every other shape to Date.parse', () => {
    const parse = vi.spyOn(Date, 'parse');
    try {
      expect(rowInstant('2026-03-31T00:00:26.609-05:00')).toBe(1774933226609);
      expect(rowInstant('2026-03-31T05:00:26Z')).toBe(1774933226000);
      expect(parse).not.toHaveBeenCalled();
      rowInstant('2026-03-31 05:00:26');
      expect(parse).toHaveBeenCalledTimes(1);
    } finally {
      parse.mockRestore();
    }
  });

  it('agrees with Date.parse on the edges: rolled-over days, leap days, hour 24, out of range, other shapes', () => {
    const cases = [
      '2026-03-31T00:00:26.609-05:00',
      '2024-02-29T12:00:00Z',
      '2023-02-29T00:00:00Z',
      '2024-02-31T00:00:00.000-05:00',
      '2024-04-31T23:59:59.999+14:00',
      '1969-12-31T23:59:59.999Z',
      '0000-01-01T00:00:00Z',
      '1600-03-01T00:00:00Z',
      '2000-02-29T00:00:00Z',
      '2100-02-29T00:00:00Z',
      '2024-01-01T24:00:00Z',
      '2024-01-01T24:00:01Z',
      '2024-01-01T23:60:00Z',
      '2024-01-01T23:59:60Z',
      '2024-13-01T00:00:00Z',
      '2024-00-10T00:00:00Z',
      '2024-01-00T00:00:00Z',
      '2024-01-32T00:00:00Z',
      '2024-01-01T10:00:00.5+24:00',
      '2024-01-01T10:00:00.5+05:60',
      '2024-01-01T10:00:00.1234567891Z',
      '2024-01-01T10:00:00.Z',
      '2024-01-01t10:00:00z',
      '2024-01-01 10:00:00Z',
      '2024-01-01T10:00Z',
      '2024-01-01T10:00:00',
      '2024-01-01',
      '+002024-01-01T00:00:00Z',
      '2024-01-01T10:00:00+0500',
      '２０２４-01-01T10:00:00Z',
      'not a date',
      '',
    ];
    for (const s of cases) expect(rowInstant(s), s).toBe(Date.parse(s));
  });

  it('reads what ISO 8601 allows and Date.parse refuses: a comma, an hour offset, spaces around', () => {
    const at = Date.UTC(2024, 0, 1, 10, 0, 0, 500);
    expect(rowInstant('2024-01-01T10:00:00,5Z')).toBe(at);
    expect(rowInstant(' 2024-01-01T15:00:00.5+05 ')).toBe(at);
  });

  it('rowInstantInto writes the same instant into its slot of a column, and nothing else', () => {
    const out = new Float64Array(4).fill(7);
    rowInstantInto('2026-03-31T00:00:26.609-05:00', out, 1);
    rowInstantInto('2024-01-01', out, 2);
    rowInstantInto('not a date', out, 3);
    expect([...out]).toEqual([7, 1774933226609, Date.UTC(2024, 0, 1), NaN]);
  });
});

describe('parseRowDate: a row’s date placed on the service’s clock', () => {
  it('keeps the wall clock to whole seconds and the instant to the millisecond', () => {
    expect(parseRowDate('2026-03-01T23:59:59.999-05:00')).toEqual({
      wallMs: Date.UTC(2026, 2, 1, 23, 59, 59),
      offsetMin: -300,
      instantMs: Date.UTC(2026, 2, 2, 4, 59, 59, 999),
    });
  });

  it('places a date without seconds, and nothing without an offset', () => {
    expect(parseRowDate('2026-11-03T10:15+00:00')?.wallMs).toBe(Date.UTC(2026, 10, 3, 10, 15));
    expect(parseRowDate('2026-11-03T10:15')).toBeNull();
    expect(parseRowDate('2026-11-03')).toBeNull();
    expect(parseRowDate('2026-11-03T10:15:00+24:00')).toBeNull();
    expect(parseRowDate(17)).toBeNull();
  });
});

describe('rowWall and rowOffsetMin: the clock a date shows and the offset it is written with', () => {
  it('read a day, a day and time with or without seconds, with or without an offset', () => {
    expect(rowWall('2026-03-01')).toBe(Date.UTC(2026, 2, 1));
    expect(rowWall('2026-03-01 10:15')).toBe(Date.UTC(2026, 2, 1, 10, 15));
    expect(rowWall('2026-03-01T10:15:30.9+05:30')).toBe(Date.UTC(2026, 2, 1, 10, 15, 30));
    expect(rowOffsetMin('2026-03-01T10:15:30.9+05:30')).toBe(330);
    expect(rowOffsetMin('2026-03-01T10:15-0300')).toBe(-180);
    expect(rowOffsetMin('2026-03-01 10:15')).toBeNull();
  });

  it('read nothing of a text that is not a date, or a time cut short', () => {
    for (const s of [
      '',
      'not a date',
      '2026-03-01T',
      '2026-03-01T10:1',
      '2026-03-01T10:15:',
      '2026-03-01T10:15:3Z',
    ])
      expect([rowWall(s), rowOffsetMin(s)], s).toEqual([NaN, null]);
  });
});
