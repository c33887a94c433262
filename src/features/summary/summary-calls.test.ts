import { describe, expect, it } from 'vitest';
import { columnKey, type SummarySpec } from '../../core/summary';
import { createSummaryCalls } from './summary-calls';

const spec: SummarySpec = {
  groupBy: [{ key: 'channel' }],
  measures: [{ kind: 'count' }, { kind: 'sum', key: 'duration' }],
  pivot: null,
  share: false,
};
const CHANNEL = columnKey('category', 'channel');
const DURATION = columnKey('number', 'duration');
const tail = (codes: number[], values: number[], from: number) => ({
  channel: { kind: 'category' as const, codes: Uint32Array.from(codes), size: codes.length, from },
  duration: { kind: 'number' as const, values: Float64Array.from(values), size: values.length, from },
});

describe("the summary's worker while a run loads", () => {
  it('adds a landed page to the figures shown, and starts over when the run does', () => {
    const calls = createSummaryCalls();
    const first = tail([1, 2, 1], [10, 20, 30], 0);
    calls.post(CHANNEL, first.channel);
    calls.post(DURATION, first.duration);
    const ask = (count: number, growing: boolean) =>
      calls.summarize({ rows: null, count, spec, bins: new Map(), growing });
    expect(ask(3, true).groups.map((g) => g.figures)).toEqual([
      [2, 40],
      [1, 20],
    ]);
    const page = tail([2, 2], [5, 6], 3);
    calls.post(CHANNEL, page.channel);
    calls.post(DURATION, page.duration);
    expect(ask(5, true).groups.map((g) => g.figures)).toEqual([
      [3, 31],
      [2, 40],
    ]);
    // Another run: the same columns posted again from row 0; nothing of the last run's figures is kept.
    const again = tail([3, 3], [1, 2], 0);
    calls.post(CHANNEL, again.channel);
    calls.post(DURATION, again.duration);
    const answer = ask(2, false);
    expect(answer.groups.map((g) => [g.keys, g.figures])).toEqual([[[3], [2, 3]]]);
    expect(answer.total.rows).toBe(2);
  });
});

describe("the summary's worker as it starts", () => {
  it('answers a summary asked before its warm-up as it would without one', () => {
    const warmed = createSummaryCalls({ warm: true });
    const plain = createSummaryCalls();
    for (const calls of [warmed, plain]) {
      const rows = tail([1, 2, 1], [10, 20, 30], 0);
      calls.post(CHANNEL, rows.channel);
      calls.post(DURATION, rows.duration);
    }
    const ask = (calls: ReturnType<typeof createSummaryCalls>) =>
      calls.summarize({ rows: null, count: 3, spec, bins: new Map() });
    expect(ask(warmed)).toEqual(ask(plain));
  });

  it('leaves what it was given untouched once it has warmed on its own made-up table', async () => {
    const calls = createSummaryCalls({ warm: true });
    const rows = tail([2, 2, 1], [1, 2, 3], 0);
    calls.post(CHANNEL, rows.channel);
    calls.post(DURATION, rows.duration);
    // The warm-up runs on the worker's next turn; a summary asked after it sees only the posted rows.
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
    const answer = calls.summarize({ rows: null, count: 3, spec, bins: new Map() });
    expect(answer.groups.map((g) => [g.keys, g.figures])).toEqual([
      [[2], [2, 3]],
      [[1], [1, 3]],
    ]);
  });
});
