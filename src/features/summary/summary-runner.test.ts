import { describe, expect, it } from 'vitest';
import type { ColumnTail, SummarySpec } from '../../core/summary';
import type { RowRecord, TableView } from '../../core/table';
import { dialogsRow } from '../../testing/sample-rows';
import { random } from '../../testing/seeded-random';
import { gridColumns } from '../../testing/summary-kit';
import { summaryColumns } from './summary-columns';
import { needsOf, SummaryRunner } from './summary-runner';
import { createSummaryCalls } from './summary-calls';

const next = random(5);
const ROWS: RowRecord[] = Array.from({ length: 10_000 }, (_, i) =>
  dialogsRow({
    date: new Date(Date.UTC(2026, 2, 1) + Math.floor(next() * 10 * 86_400_000)).toISOString(),
    channelName: ['Web', 'WhatsApp', 'Telegram'][i % 3],
    attempt: 1 + (i % 5),
    confidence: Math.round(next() * 100) / 100,
    sessionId: `s${i % 900}`,
  }),
);
const BY_KEY = new Map(summaryColumns(gridColumns('dialogs', ROWS), ROWS).map((c) => [c.column.key, c]));

const SPEC: SummarySpec = {
  groupBy: [{ key: 'date', bucket: 'day' }, { key: 'attempt' }],
  measures: [{ kind: 'count' }, { kind: 'distinct', key: 'sessionId' }, { kind: 'avg', key: 'confidence' }],
  pivot: { key: 'channelName' },
  share: false,
};

/** A runner whose worker is the worker's own code in this thread; it counts the rows posted to it. */
function runner() {
  const calls = createSummaryCalls();
  const posted = { rows: 0, cleared: 0 };
  const worker = {
    post(key: string, tail: ColumnTail) {
      posted.rows += tail.size;
      return Promise.resolve(calls.post(key, tail));
    },
    clear() {
      posted.cleared++;
      calls.clear();
    },
    summarize: (input: Parameters<typeof calls.summarize>[0]) => Promise.resolve(calls.summarize(input)),
    dispose: () => undefined,
  };
  return { runner: new SummaryRunner(worker), posted };
}

const everyRow = (n: number): TableView => ({ order: null, length: n, loaded: n, searching: false });

/** The summary once every row is encoded, however many calls that took. */
async function summaryOf(r: SummaryRunner, rows: readonly RowRecord[], hasTime: () => boolean) {
  const needs = needsOf(SPEC, BY_KEY);
  let calls = 1;
  while (!r.encode(needs, rows, hasTime)) calls++;
  const result = await r.summarize(needs, everyRow(rows.length), SPEC, r.binsOf(SPEC, BY_KEY));
  return { result, calls };
}

describe('what a summary reads', () => {
  it('reads each column as what it is used for: periods, bins, categories, numbers', () => {
    const needs = needsOf(SPEC, BY_KEY).map((n) => `${n.kind}:${n.column.key}`);
    expect(needs.sort()).toEqual([
      'category:channelName',
      'category:sessionId',
      'date:date',
      'number:attempt',
      'number:confidence',
    ]);
  });

  it('reads a column once however often the spec names it, and no column the rows lack', () => {
    const spec: SummarySpec = {
      groupBy: [{ key: 'channelName' }, { key: 'gone' }],
      measures: [{ kind: 'count' }, { kind: 'distinct', key: 'channelName' }, { kind: 'sum', key: 'gone' }],
      pivot: null,
      share: false,
    };
    expect(needsOf(spec, BY_KEY).map((n) => `${n.kind}:${n.column.key}`)).toEqual(['category:channelName']);
  });
});

describe('the page’s half of a summary', () => {
  it('encodes in slices, with no time left after each, and ends with every row encoded', async () => {
    const sliced = runner();
    const { result, calls } = await summaryOf(sliced.runner, ROWS, () => false);
    expect(calls).toBeGreaterThan(5);
    for (const need of needsOf(SPEC, BY_KEY))
      expect(sliced.runner.encoder(need.kind, need.column).size).toBe(ROWS.length);
    const atOnce = await summaryOf(runner().runner, ROWS, () => true);
    expect(atOnce.calls).toBe(1);
    expect(result).toEqual(atOnce.result);
    expect(result?.total.rows).toBe(ROWS.length);
  });

  it('posts each row of a column to the worker once, as pages arrive', async () => {
    const { runner: r, posted } = runner();
    const columns = needsOf(SPEC, BY_KEY).length;
    await summaryOf(r, ROWS.slice(0, 3_000), () => true);
    expect(posted.rows).toBe(3_000 * columns);
    await summaryOf(r, ROWS.slice(0, 3_000), () => true);
    expect(posted.rows).toBe(3_000 * columns);
    const { result } = await summaryOf(r, ROWS, () => true);
    expect(posted.rows).toBe(ROWS.length * columns);
    expect(result).toEqual((await summaryOf(runner().runner, ROWS, () => true)).result);
  });

  it('starts over when the run does (fewer rows than encoded)', async () => {
    const { runner: r, posted } = runner();
    await summaryOf(r, ROWS, () => true);
    const again = ROWS.slice(5_000, 7_000);
    const { result } = await summaryOf(r, again, () => true);
    expect(posted.cleared).toBe(1);
    expect(result).toEqual((await summaryOf(runner().runner, again, () => true)).result);
  });
});
