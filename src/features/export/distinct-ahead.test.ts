import { describe, expect, it } from 'vitest';
import { distinctAhead, distinctJoiner } from './distinct-ahead';

describe('distinct values sent ahead of the start', () => {
  const lists = [
    Array.from({ length: 2_500 }, (_, i) => `value ${i}`),
    null,
    [1, 2, 3],
    Array.from({ length: 700 }, (_, i) => ({ i })),
  ];

  it('go in messages of at most the asked size and come back whole, in front of what start carries', () => {
    const messages = [...distinctAhead(lists, () => 1_000)];
    for (const m of messages)
      expect(m.values.reduce((n, v) => n + (v?.length ?? 0), 0)).toBeLessThanOrEqual(1_000);
    expect(messages).toHaveLength(4);
    const joiner = distinctJoiner();
    for (const m of messages) joiner.add(structuredClone(m));
    expect(joiner.join([['last'], null, [], []])).toEqual([
      [...(lists[0] ?? []), 'last'],
      null,
      lists[2],
      lists[3],
    ]);
  });

  it('leave the lists as they are when none came ahead', () => {
    expect(distinctJoiner().join([['a'], null])).toEqual([['a'], null]);
  });
});
