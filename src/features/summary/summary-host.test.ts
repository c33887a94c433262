import { expose } from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CategoryEncoder,
  columnKey,
  NumberEncoder,
  summarize,
  type ColumnData,
  type SummarySpec,
} from '../../core/summary';
import { columnOf, FIXTURE } from '../../testing/summary-fixture';
import { createSummaryCalls } from './summary-calls';
import { connectSummary } from './summary-host';

const channels: MessageChannel[] = [];
afterEach(() => {
  for (const c of channels.splice(0)) {
    c.port1.close();
    c.port2.close();
  }
});

/** The page's host over a message channel to the worker's calls, as across the worker's boundary. */
function hostOver() {
  const channel = new MessageChannel();
  channels.push(channel);
  expose(createSummaryCalls(), channel.port1);
  channel.port2.start();
  return connectSummary(() => Object.assign(channel.port2, { terminate: () => channel.port2.close() }));
}

const spec: SummarySpec = {
  groupBy: [{ key: 'channel' }],
  measures: [{ kind: 'count' }, { kind: 'sum', key: 'duration' }],
  pivot: null,
  share: false,
};

describe('the summary seen from the page', () => {
  it('summarizes the columns posted a tail at a time, as the engine does in place', async () => {
    const host = hostOver();
    const channel = new CategoryEncoder(columnOf('channel'));
    const duration = new NumberEncoder(columnOf('duration'));
    channel.encode(FIXTURE.slice(0, 5));
    duration.encode(FIXTURE.slice(0, 3));
    expect(await host.post(columnKey('category', 'channel'), channel.tail(0))).toBe(true);
    expect(await host.post(columnKey('number', 'duration'), duration.tail(0))).toBe(true);
    channel.encode(FIXTURE);
    duration.encode(FIXTURE);
    expect(await host.post(columnKey('category', 'channel'), channel.tail(5))).toBe(true);
    expect(await host.post(columnKey('number', 'duration'), duration.tail(3))).toBe(true);

    const rows = Uint32Array.from([0, 1, 2, 5, 6, 7]);
    const answer = await host.summarize({ rows, count: FIXTURE.length, spec, bins: new Map() });
    const columns = new Map<string, ColumnData>([
      [columnKey('category', 'channel'), channel.data()],
      [columnKey('number', 'duration'), duration.data()],
    ]);
    expect(answer).toEqual(summarize({ columns, rows, count: FIXTURE.length, spec, bins: new Map() }));
    expect(answer?.total).toEqual({ figures: [6, 112], rows: 6 });
    host.dispose();
  });

  it('keeps no tail that leaves a gap', async () => {
    const host = hostOver();
    const duration = new NumberEncoder(columnOf('duration'));
    duration.encode(FIXTURE);
    expect(await host.post(columnKey('number', 'duration'), duration.tail(4))).toBe(false);
    host.dispose();
  });

  it('answers null to a summary replaced by a later one before it started', async () => {
    const host = hostOver();
    const channel = new CategoryEncoder(columnOf('channel'));
    channel.encode(FIXTURE);
    await host.post(columnKey('category', 'channel'), channel.tail(0));
    const ask = (n: number) =>
      host.summarize({
        rows: Uint32Array.from({ length: n }, (_, i) => i),
        count: 8,
        spec: { ...spec, measures: [{ kind: 'count' }] },
        bins: new Map(),
      });
    const [first, second, third] = await Promise.all([ask(8), ask(4), ask(2)]);
    expect(first?.total.rows).toBe(8);
    expect(second).toBeNull();
    expect(third?.total.rows).toBe(2);
    host.dispose();
  });

  it('refuses a summary of a column never posted', async () => {
    const host = hostOver();
    await expect(host.summarize({ rows: null, count: 0, spec, bins: new Map() })).rejects.toThrow(
      /no category data/,
    );
    host.dispose();
  });
});
