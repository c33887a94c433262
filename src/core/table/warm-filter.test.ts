import { describe, expect, it } from 'vitest';
import { FilterWarmUp } from './warm-filter';

/** Time for `calls` looks at the clock, as an idle period of that many slices gives. */
const slices = (calls: number) => {
  let left = calls;
  return () => left-- > 0;
};

describe("the search's warm-up", () => {
  it('works a few slices at a time and says when it has more to do', () => {
    const warm = new FilterWarmUp();
    expect(warm.step(slices(2))).toBe(true);
    expect(warm.done).toBe(false);
  });

  it('ends, and then does nothing more', () => {
    const warm = new FilterWarmUp();
    let steps = 0;
    while (warm.step(slices(4))) steps++;
    expect(warm.done).toBe(true);
    expect(steps).toBeGreaterThan(1);
    let asked = 0;
    expect(
      warm.step(() => {
        asked++;
        return true;
      }),
    ).toBe(false);
    expect(asked).toBe(0);
  });
});
