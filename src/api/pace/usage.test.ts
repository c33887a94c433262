import { describe, expect, it } from 'vitest';
import { createUsageBook } from './usage';

describe('usage book', () => {
  it('counts calls, kilobytes and request charge per key within the window, then starts again', () => {
    let t = 1_000;
    const book = createUsageBook(500, () => t);
    book.recordCall('a', 2048);
    book.recordCharge('a', 1.5);
    t += 100;
    book.recordCall('a', 1024);
    book.recordCall('b', 10);
    expect(book.usageOf('a')).toEqual({
      windowStartedAt: 1_000,
      renewsAt: 1_500,
      calls: 2,
      kilobytes: 3,
      requestCharge: 1.5,
    });
    expect(book.usageOf('b').calls).toBe(1);
    t = 1_500;
    expect(book.usageOf('a')).toMatchObject({ calls: 0, kilobytes: 0, requestCharge: 0 });
    book.recordCall('a', 0);
    expect(book.usageOf('a')).toMatchObject({ windowStartedAt: 1_500, calls: 1 });
  });

  it('reports zeros for a key never used', () => {
    const book = createUsageBook(500, () => 7);
    expect(book.usageOf(null)).toEqual({
      windowStartedAt: 7,
      renewsAt: 507,
      calls: 0,
      kilobytes: 0,
      requestCharge: 0,
    });
  });
});
