import { describe, expect, it, vi } from 'vitest';
import { isoInstant, isoInstantInto } from './iso-instant';
import { random } from '../../testing/seeded-random';

const pad = (n: number, w: number) => String(n).padStart(w, '0');

describe('isoInstant', () => {
  it('gives what Date.parse gives for 20,000 instants of the service’s shape, any fraction and offset', () => {
    const r = random(5);
    const int = (lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
    for (let i = 0; i < 20_000; i++) {
      const fraction = int(0, 9);
      const zone = r() < 0.2 ? 'Z' : `${r() < 0.5 ? '-' : '+'}${pad(int(0, 23), 2)}:${pad(int(0, 59), 2)}`;
      const s =
        `${pad(int(0, 9999), 4)}-${pad(int(1, 12), 2)}-${pad(int(1, 31), 2)}` +
        `T${pad(int(0, 23), 2)}:${pad(int(0, 59), 2)}:${pad(int(0, 59), 2)}` +
        (fraction ? `.${pad(int(0, 10 ** fraction - 1), fraction)}` : '') +
        zone;
      expect(isoInstant(s), s).toBe(Date.parse(s));
    }
  });

  it('reads the service’s shape itself, and hands every other shape to Date.parse', () => {
    const parse = vi.spyOn(Date, 'parse');
    try {
      expect(isoInstant('2026-03-31T00:00:26.609-05:00')).toBe(1774933226609);
      expect(isoInstant('2026-03-31T05:00:26Z')).toBe(1774933226000);
      expect(parse).not.toHaveBeenCalled();
      isoInstant('2026-03-31 05:00:26');
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
      '2024-01-01T10:00:00,5Z',
      '2024-01-01t10:00:00z',
      '2024-01-01 10:00:00Z',
      '2024-01-01T10:00Z',
      '2024-01-01T10:00:00',
      '2024-01-01',
      '+002024-01-01T00:00:00Z',
      '2024-01-01T10:00:00+0500',
      '2024-01-01T10:00:00Z ',
      '２０２４-01-01T10:00:00Z',
      'not a date',
      '',
    ];
    for (const s of cases) expect(isoInstant(s), s).toBe(Date.parse(s));
  });

  it('isoInstantInto writes the same instant into its slot of a column, and nothing else', () => {
    const out = new Float64Array(4).fill(7);
    isoInstantInto('2026-03-31T00:00:26.609-05:00', out, 1);
    isoInstantInto('2024-01-01', out, 2);
    isoInstantInto('not a date', out, 3);
    expect([...out]).toEqual([7, 1774933226609, Date.UTC(2024, 0, 1), NaN]);
  });
});
