import { describe, expect, it } from 'vitest';
import { createWindowCounts } from './window-count';

const HOURS_12 = 12 * 3_600_000;

describe("the key's calls in its quota window, all users together", () => {
  it('counts every call of a key from the first, and says when the window renews', () => {
    const counts = createWindowCounts();
    expect(counts.count('k', 'demo', HOURS_12, 0)).toEqual({ calls: 1, renewsInMs: HOURS_12 });
    expect(counts.count('k', 'demo', HOURS_12, 4_100)).toEqual({ calls: 2, renewsInMs: HOURS_12 - 4_100 });
    expect(counts.count('other', 'demo', HOURS_12, 5_000)).toEqual({ calls: 1, renewsInMs: HOURS_12 });
  });

  it('starts again once the window is over, and forgets keys whose window ended', () => {
    const counts = createWindowCounts();
    counts.count('k', 'demo', HOURS_12, 0);
    counts.count('gone', 'demo', HOURS_12, 0);
    expect(counts.count('k', 'demo', HOURS_12, HOURS_12)).toEqual({ calls: 1, renewsInMs: HOURS_12 });
    expect(counts.keys).toBe(1);
  });

  it('ends the windows of one environment when asked, and only those', () => {
    const counts = createWindowCounts();
    counts.count('k', 'demo', HOURS_12, 0);
    counts.count('live', 'production', HOURS_12, 0);
    counts.forget('demo');
    expect(counts.count('k', 'demo', HOURS_12, 10)).toEqual({ calls: 1, renewsInMs: HOURS_12 });
    expect(counts.count('live', 'production', HOURS_12, 10)).toEqual({ calls: 2, renewsInMs: HOURS_12 - 10 });
  });
});
