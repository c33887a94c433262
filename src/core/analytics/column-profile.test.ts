import { describe, expect, it } from 'vitest';
import { random } from '../../testing/seeded-random';
import { ProfileFold } from '.';

describe('the column profile of any run', () => {
  it('gives each column its kind, nulls, distinct count, top values and numeric bins, as worked out by hand', () => {
    const fold = new ProfileFold();
    fold.add([
      { name: 'a', n: 1, flag: true },
      { name: 'b', n: 3, flag: null },
    ]);
    fold.add([
      { name: 'a', n: 5 },
      { name: null, n: '7', extra: { x: 1 } },
    ]);
    const [name, n, flag, extra] = fold.profile();
    expect(name).toMatchObject({
      key: 'name',
      kind: 'string',
      rows: 4,
      nulls: 1,
      nullShare: 0.25,
      distinct: 2,
    });
    expect(name?.top).toEqual([
      { value: 'a', count: 2 },
      { value: 'b', count: 1 },
    ]);
    expect(n).toMatchObject({ kind: 'mixed', nulls: 0, distinct: 4 });
    expect(n?.numeric).toEqual({
      min: 1,
      max: 5,
      width: 0.2,
      counts: [1, ...Array(9).fill(0), 1, ...Array(8).fill(0), 1],
    });
    expect(flag).toMatchObject({ kind: 'boolean', nulls: 3, distinct: 1 });
    expect(extra).toMatchObject({ kind: 'object', nulls: 3, top: [{ value: '{"x":1}', count: 1 }] });
  });

  it('counts as a plain tally does on seeded random rows, page by page', () => {
    const next = random(5);
    const rows = Array.from({ length: 3_000 }, () => ({
      city: next() < 0.1 ? null : ['Bogotá', 'Lima', 'Quito', 'Cali'][Math.floor(next() * 4)],
      amount: Math.round(next() * 1000) / 10,
    }));
    const fold = new ProfileFold();
    for (let i = 0; i < rows.length; i += 400) fold.add(rows.slice(i, i + 400));
    const [city, amount] = fold.profile();
    const tally = new Map<string, number>();
    for (const r of rows)
      if (r.city !== null && r.city !== undefined) tally.set(r.city, (tally.get(r.city) ?? 0) + 1);
    expect(city?.nulls).toBe(rows.filter((r) => r.city === null).length);
    expect(city?.top).toEqual(
      [...tally]
        .map(([value, count]) => ({ value, count }))
        .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1)),
    );
    const amounts = rows.map((r) => r.amount);
    expect([amount?.numeric?.min, amount?.numeric?.max]).toEqual([
      Math.min(...amounts),
      Math.max(...amounts),
    ]);
    expect(amount?.numeric?.counts.reduce((a, b) => a + b, 0)).toBe(rows.length);
    expect(amount?.distinct).toBe(new Set(amounts).size);
  });
});
