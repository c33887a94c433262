import { describe, expect, it } from 'vitest';
import { columnKey, encoderFor, type SummarySpec } from '../../core/summary';
import type { RowRecord } from '../../core/table';
import { dialogsRow } from '../../testing/sample-rows';
import { random } from '../../testing/seeded-random';
import { gridColumns } from '../../testing/summary-kit';
import { createSummaryThread } from './summary-thread';

const next = random(11);
const ROWS: RowRecord[] = Array.from({ length: 5_000 }, (_, i) =>
  dialogsRow({
    date: new Date(Date.UTC(2026, 2, 1) + Math.floor(next() * 20 * 86_400_000)).toISOString(),
    channelName: ['Web', 'WhatsApp', 'Telegram'][i % 3],
    part: i % 4,
    confidence: Math.round(next() * 100) / 100,
    conversationId: `c${i % 700}`,
  }),
);
const COLUMNS = new Map(gridColumns('dialogs', ROWS).map((c) => [c.key, c]));

const SPEC: SummarySpec = {
  groupBy: [{ key: 'channelName' }, { key: 'date', bucket: 'day' }],
  measures: [
    { kind: 'count' },
    { kind: 'distinct', key: 'conversationId' },
    { kind: 'median', key: 'confidence' },
  ],
  pivot: { key: 'part' },
  share: false,
};
const NEEDS = [
  ['category', 'channelName'],
  ['date', 'date'],
  ['category', 'conversationId'],
  ['number', 'confidence'],
  ['category', 'part'],
] as const;

/** A thread fed the columns as the page feeds it: each new tail after `loaded` rows arrived. */
function threadFedInPieces(...loaded: number[]) {
  const thread = createSummaryThread();
  const encoders = NEEDS.map(([kind, key]) => {
    const column = COLUMNS.get(key);
    if (!column) throw new Error(`no column ${key}`);
    return { name: columnKey(kind, key), encoder: encoderFor(kind, column) };
  });
  for (const n of loaded) {
    const rows = ROWS.slice(0, n);
    for (const { name, encoder } of encoders) {
      const from = encoder.size;
      encoder.encode(rows);
      thread.post(name, encoder.tail(from));
    }
  }
  return thread;
}

describe('the Summary’s worker', () => {
  it('summarizes columns posted a tail at a time as it does the whole columns posted at once', () => {
    const rows = new Uint32Array(Array.from({ length: 3_000 }, (_, i) => (i * 7) % ROWS.length));
    const ask = { rows, count: rows.length, spec: SPEC, bins: new Map() };
    const whole = threadFedInPieces(ROWS.length).summarize(ask);
    expect(whole.groups.length).toBeGreaterThan(30);
    expect(threadFedInPieces(1, 999, 1_000, 3_333, 4_096, ROWS.length).summarize(ask)).toEqual(whole);
    // Every row loaded, in arrival order.
    const all = { rows: null, count: ROWS.length, spec: SPEC, bins: new Map() };
    expect(threadFedInPieces(2_500, ROWS.length).summarize(all)).toEqual(
      threadFedInPieces(ROWS.length).summarize(all),
    );
  });

  it('forgets every column when the run starts over', () => {
    const thread = threadFedInPieces(ROWS.length);
    thread.clear();
    expect(() => thread.summarize({ rows: null, count: 10, spec: SPEC, bins: new Map() })).toThrow(
      /no category data for "channelName"/,
    );
  });
});
