import { describe, expect, it } from 'vitest';
import { binsFor, neededColumns, withColumnsOf } from './needs';
import type { SummaryKind } from './columns';
import type { SummarySpec } from './spec';

const KINDS: Record<string, SummaryKind> = {
  date: 'date',
  channel: 'category',
  duration: 'number',
  agent: 'category',
};
const kindOf = (key: string) => KINDS[key] ?? 'category';
const spec: SummarySpec = {
  groupBy: [{ key: 'channel' }, { key: 'duration' }],
  measures: [{ kind: 'count' }, { kind: 'distinct', key: 'agent' }, { kind: 'avg', key: 'duration' }],
  pivot: { key: 'date', bucket: 'week' },
  share: false,
};

describe('what a summary reads', () => {
  it('names each column once for each way it is read', () => {
    expect(neededColumns(spec, kindOf)).toEqual([
      { key: 'channel', kind: 'category' },
      { key: 'duration', kind: 'number' },
      { key: 'date', kind: 'date' },
      { key: 'agent', kind: 'category' },
    ]);
  });

  it('bins the number columns it groups by, over every loaded row', () => {
    const values = Float64Array.from([3, 7, NaN, 12]);
    expect(
      binsFor(spec, kindOf, (key) => (key === 'duration' ? { kind: 'number', values, size: 4 } : null)),
    ).toEqual(new Map([['duration', { start: 3, width: 1, count: 10 }]]));
  });
});

describe('a summary carried to a run without some of its columns', () => {
  it('drops them and names them', () => {
    const { spec: kept, dropped } = withColumnsOf(spec, (key) => key !== 'agent' && key !== 'date');
    expect(dropped).toEqual(['agent', 'date']);
    expect(kept).toEqual({
      ...spec,
      measures: [{ kind: 'count' }, { kind: 'avg', key: 'duration' }],
      pivot: null,
    });
  });

  it('counts rows when no measure is left, and is nothing when no group is', () => {
    expect(
      withColumnsOf({ ...spec, measures: [{ kind: 'sum', key: 'gone' }] }, (key) => key !== 'gone').spec
        ?.measures,
    ).toEqual([{ kind: 'count' }]);
    expect(withColumnsOf(spec, () => false)).toEqual({
      spec: null,
      dropped: ['channel', 'duration', 'agent', 'date'],
    });
  });
});
