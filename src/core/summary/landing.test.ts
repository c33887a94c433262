import { describe, expect, it } from 'vitest';
import { chooseBins } from './buckets';
import { ColumnStore } from './column-store';
import { columnKey } from './columns';
import { LandingSummaries } from './landing';
import type { GroupBy, Measure, SummarySpec } from './spec';
import { summarize } from './summarize';
import type { SummaryInput } from './types';

/** A small seeded generator (mulberry32): the same pages every run, many shapes across seeds. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const DAY = 86_400_000;
const FOLDED: Measure[] = [
  { kind: 'count' },
  { kind: 'sum', key: 'duration' },
  { kind: 'avg', key: 'duration' },
  { kind: 'min', key: 'duration' },
  { kind: 'max', key: 'duration' },
  { kind: 'distinct', key: 'agent' },
];

/** Rows of a report as the worker holds them: channel and agent as codes, duration and size as numbers, day as a wall clock. */
function rowsOf(n: number, next: () => number) {
  const pick = (k: number) => Math.floor(next() * k);
  const channel = new Uint32Array(n).map(() => pick(6));
  const agent = new Uint32Array(n).map(() => pick(40));
  const duration = new Float64Array(n).map(() => {
    const r = next();
    // Missing values, a negative zero, fractions that do not add up exactly in another order.
    return r < 0.1 ? NaN : r < 0.13 ? -0 : r < 0.2 ? -next() * 1e3 : next() * 1e4 + 0.1;
  });
  const size = new Float64Array(n).map(() => (next() < 0.05 ? NaN : pick(900)));
  // Over a year, and now and then a date before 1970 or none.
  const day = new Float64Array(n).map(() => {
    const r = next();
    return r < 0.05 ? NaN : r < 0.07 ? -next() * 400 * DAY : Date.UTC(2026, 0, 1) + next() * 365 * DAY;
  });
  return { channel, agent, duration, size, day };
}
type Rows = ReturnType<typeof rowsOf>;

/** Posts rows [from, to) of every column, as the page posts a page's tails. */
function post(store: ColumnStore, rows: Rows, from: number, to: number) {
  const size = to - from;
  for (const key of ['channel', 'agent'] as const)
    store.append(columnKey('category', key), {
      kind: 'category',
      codes: rows[key].slice(from, to),
      size,
      from,
    });
  for (const key of ['duration', 'size'] as const)
    store.append(columnKey('number', key), { kind: 'number', values: rows[key].slice(from, to), size, from });
  store.append(columnKey('date', 'day'), { kind: 'date', wall: rows.day.slice(from, to), size, from });
}

const SHAPES: { groupBy: GroupBy[]; pivot: GroupBy | null }[] = [
  { groupBy: [{ key: 'channel' }], pivot: null },
  { groupBy: [{ key: 'channel' }, { key: 'agent' }], pivot: null },
  { groupBy: [{ key: 'day', bucket: 'week' }, { key: 'channel' }], pivot: null },
  { groupBy: [{ key: 'size' }, { key: 'channel' }, { key: 'day', bucket: 'month' }], pivot: null },
  { groupBy: [{ key: 'channel' }], pivot: { key: 'agent' } },
  { groupBy: [{ key: 'agent' }], pivot: { key: 'day', bucket: 'month' } },
  { groupBy: [{ key: 'day', bucket: 'hour' }], pivot: { key: 'size' } },
];

/**
 * Lands `rows` page by page (pages of random sizes, 0 included), each time asking the summary of every
 * row or of the rows a filter keeps, and holds each answer to the one a summary of them from scratch gives.
 */
function landPages(seed: number, spec: SummarySpec, filtered: boolean) {
  const next = random(seed);
  const n = 200 + Math.floor(next() * 1500);
  const rows = rowsOf(n, next);
  const store = new ColumnStore();
  const landing = new LandingSummaries();
  let loaded = 0;
  let answers = 0;
  while (loaded < n) {
    const to = Math.min(n, loaded + Math.floor(next() * 400));
    post(store, rows, loaded, to);
    landing.posted(loaded);
    loaded = to;
    const kept: number[] = [];
    if (filtered) for (let i = 0; i < loaded; i++) if (rows.channel[i] !== 2) kept.push(i);
    // Bins from every loaded row, as the page chooses them: they move while the sizes spread.
    const bins = new Map([['size', chooseBins(rows.size, loaded)]]);
    const input: SummaryInput = {
      columns: store.columns,
      rows: filtered ? Uint32Array.from(kept) : null,
      count: loaded,
      spec,
      bins,
    };
    expect(landing.summarize(input, loaded < n), `seed ${seed}, ${loaded} rows`).toEqual(summarize(input));
    answers++;
  }
  return answers;
}

describe('a page landing into an open summary', () => {
  it('gives, page after page, the very figures a summary of every row gives, for every measure a fold keeps', () => {
    let answers = 0;
    SHAPES.forEach(({ groupBy, pivot }, s) => {
      for (let seed = 1; seed <= 12; seed++) {
        // Each measure first in turn: the pivot's cells and the order of category groups follow the first.
        const measures = FOLDED.slice(seed % FOLDED.length).concat(FOLDED.slice(0, seed % FOLDED.length));
        const spec = { groupBy, measures: measures.slice(0, 4), pivot, share: false };
        answers += landPages(seed * 31 + s, spec, seed % 3 === 0);
      }
    });
    expect(answers).toBeGreaterThan(400);
  });

  it('reads only the rows that landed: rows folded before are not read again', () => {
    const rows = rowsOf(2000, random(5));
    const spec: SummarySpec = {
      groupBy: [{ key: 'channel' }, { key: 'day', bucket: 'day' }],
      measures: FOLDED.slice(0, 4),
      pivot: { key: 'agent' },
      share: false,
    };
    const [worker, reference] = [new ColumnStore(), new ColumnStore()];
    const ask = (store: ColumnStore, count: number): SummaryInput => ({
      columns: store.columns,
      rows: null,
      count,
      spec,
      bins: new Map(),
    });
    const landing = new LandingSummaries();
    post(worker, rows, 0, 1500);
    post(reference, rows, 0, 1500);
    expect(landing.summarize(ask(worker, 1500), true)).toEqual(summarize(ask(reference, 1500)));
    // Scribbled over in the worker's columns behind the fold's back: a pass from the first row would see it.
    const kept = worker.columns.get(columnKey('number', 'duration'));
    if (kept?.kind === 'number') kept.values.fill(1e9, 0, 1500);
    post(worker, rows, 1500, 2000);
    post(reference, rows, 1500, 2000);
    expect(landing.summarize(ask(worker, 2000), false)).toEqual(summarize(ask(reference, 2000)));
  });

  it('gives the same figures when a median or a p90 is asked (those are summarized anew)', () => {
    const spec: SummarySpec = {
      groupBy: [{ key: 'channel' }],
      measures: [{ kind: 'median', key: 'duration' }, { kind: 'p90', key: 'duration' }, { kind: 'count' }],
      pivot: { key: 'size' },
      share: false,
    };
    landPages(7, spec, false);
    landPages(8, spec, true);
  });

  it('summarizes anew when the rows shown are not the last ones and more: a filter changed, or a column was posted again', () => {
    const next = random(99);
    const rows = rowsOf(1000, next);
    const store = new ColumnStore();
    post(store, rows, 0, 1000);
    const spec: SummarySpec = {
      groupBy: [{ key: 'channel' }],
      measures: FOLDED.slice(0, 4),
      pivot: null,
      share: false,
    };
    const input = (list: number[] | null, count = 1000): SummaryInput => ({
      columns: store.columns,
      rows: list ? Uint32Array.from(list) : null,
      count,
      spec,
      bins: new Map(),
    });
    const landing = new LandingSummaries();
    const first = input([...Array(600).keys()]);
    expect(landing.summarize(first, true)).toEqual(summarize(first));
    // Another filter: the rows shown are no longer the ones folded with more after them.
    const other = input([...Array(700).keys()].filter((i) => i % 2 === 0));
    expect(landing.summarize(other, true)).toEqual(summarize(other));
    // The run started over: every column posted again from row 0 with other values.
    const again = rowsOf(1000, random(100));
    post(store, again, 0, 1000);
    landing.posted(0);
    const all = input(null);
    expect(landing.summarize(all, true)).toEqual(summarize(all));
    // Fewer rows than folded: asked anew.
    const fewer = input(null, 900);
    expect(landing.summarize(fewer, false)).toEqual(summarize(fewer));
  });

  it('answers the same question about every row again from its last answer, until a page is posted over the rows it read', () => {
    const rows = rowsOf(1000, random(17));
    const store = new ColumnStore();
    post(store, rows, 0, 1000);
    const spec: SummarySpec = {
      groupBy: [{ key: 'channel' }],
      measures: FOLDED.slice(0, 3),
      pivot: null,
      share: false,
    };
    const every = (count: number, asked = spec): SummaryInput => ({
      columns: store.columns,
      rows: null,
      count,
      spec: asked,
      bins: new Map(),
    });
    const landing = new LandingSummaries();
    const first = landing.summarize(every(1000), false);
    expect(first).toEqual(summarize(every(1000)));
    // Scribbled over behind the worker's back: an answer read from the columns would show it.
    const kept = store.columns.get(columnKey('number', 'duration'));
    if (kept?.kind === 'number') kept.values.fill(7, 0, 1000);
    expect(landing.summarize(every(1000), false)).toBe(first);
    // A filter's rows are read; every row again is still the answer kept.
    const some = { ...every(1000), rows: Uint32Array.from([1, 5, 9]) };
    expect(landing.summarize(some, false)).toEqual(summarize(some));
    expect(landing.summarize(every(1000), false)).toBe(first);
    // Another question, or fewer rows: read anew.
    const other: SummarySpec = { ...spec, measures: [{ kind: 'count' }] };
    expect(landing.summarize(every(1000, other), false)).toEqual(summarize(every(1000, other)));
    expect(landing.summarize(every(900), false)).toEqual(summarize(every(900)));
    // Rows posted after those read leave the answer kept; a column posted again over them does not.
    const again = landing.summarize(every(1000), false);
    expect(again).not.toEqual(first);
    landing.posted(1000);
    expect(landing.summarize(every(1000), false)).toBe(again);
    landing.posted(0);
    const anew = landing.summarize(every(1000), false);
    expect(anew).not.toBe(again);
    expect(anew).toEqual(summarize(every(1000)));
  });
});
