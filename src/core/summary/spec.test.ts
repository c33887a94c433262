import { describe, expect, it } from 'vitest';
import { readSummaryParam, summaryParam, type SummarySpec } from './spec';

const SPECS: SummarySpec[] = [
  { groupBy: [{ key: 'channelName' }], measures: [{ kind: 'count' }], pivot: null, share: false },
  {
    groupBy: [{ key: 'channelName' }, { key: 'date', bucket: 'day' }],
    measures: [{ kind: 'count' }, { kind: 'avg', key: 'duration' }],
    pivot: { key: 'part' },
    share: true,
  },
  {
    groupBy: [{ key: 'a,b' }, { key: 'x:y;z=1' }, { key: 'año %20' }],
    measures: [
      { kind: 'p90', key: 'c,d' },
      { kind: 'distinct', key: 'sessionId' },
      { kind: 'median', key: 'n' },
      { kind: 'max', key: 'n' },
    ],
    pivot: { key: 'when', bucket: 'week' },
    share: false,
  },
];

describe('the summary in a link', () => {
  it('is short and readable for plain names', () => {
    expect(summaryParam(SPECS[1] as SummarySpec)).toBe(
      'g=channelName,date:day;m=count,avg:duration;p=part;s=1',
    );
  });

  it.each(SPECS.map((s) => [summaryParam(s), s] as const))('reads back %s as it was', (param, spec) => {
    expect(readSummaryParam(param)).toEqual(spec);
    // And survives the query string it travels in.
    const url = new URL(`https://example.test/?summary=${encodeURIComponent(param)}`);
    expect(readSummaryParam(url.searchParams.get('summary') ?? '')).toEqual(spec);
  });

  it.each([
    ['', 'nothing'],
    ['m=count', 'no group'],
    ['g=a', 'no measure'],
    ['g=a;m=sum', 'a sum of no column'],
    ['g=a;m=count:b', 'a count of a column'],
    ['g=a;m=mean:b', 'an unknown measure'],
    ['g=a:year;m=count', 'an unknown bucket'],
    ['g=a,b,c,d;m=count', 'four groups'],
    ['g=a,a;m=count', 'a column grouped twice'],
    ['g=a;m=count,count', 'a measure twice'],
    ['g=a;m=count,sum:b,sum:c,sum:d,sum:e', 'five measures'],
    ['g=a;m=count;p=a', 'a pivot by a grouped column'],
    ['g=a;m=count;s=2', 'a share that is not 1'],
    ['g=a;m=count;x=1', 'an unknown part'],
    ['g=a;g=b;m=count', 'a part twice'],
    ['g=%E0%A4%A;m=count', 'a broken escape'],
    ['g=a:day:x;m=count', 'a group of three parts'],
    [`g=${'k'.repeat(201)};m=count`, 'a name too long'],
  ])('refuses %j (%s)', (param) => {
    expect(readSummaryParam(param)).toBeNull();
  });
});
