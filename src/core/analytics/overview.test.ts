import { describe, expect, it } from 'vitest';
import { generateDialogsRows } from '../../testing/dialogs-rows';
import { referenceOverview } from '../../testing/dialogs-overview-reference';
import { random } from '../../testing/seeded-random';
import { FIXTURE } from '../../testing/dialogs-fixture';
import { DialogsFold, dialogsOverview, type FoldRow } from '.';

const UTC = () => 0;

function overviewOf(rows: readonly FoldRow[], pageSize: number, bucket: 'hour' | 'day', offset = UTC) {
  const fold = new DialogsFold(offset);
  for (let i = 0; i < rows.length; i += pageSize) fold.add(rows.slice(i, i + pageSize));
  return dialogsOverview(fold, { bucket });
}

describe('the DIALOGS overview on a small run, against figures worked out by hand', () => {
  const o = overviewOf(FIXTURE, 3, 'hour');

  it('counts conversations, hand-offs and containment, overall and by channel', () => {
    expect([o.rows, o.conversations, o.handedOff, o.containment]).toEqual([8, 3, 1, 2 / 3]);
    expect(
      o.byChannel.map((c) => [c.channel, c.conversations, c.messages, c.handedOff, c.containment]),
    ).toEqual([
      ['Web', 2, 6, 1, 0.5],
      ['WhatsApp', 1, 2, 0, 1],
    ]);
  });

  it('finds the customer turns the bot did not understand, by intent and channel, and the re-asks', () => {
    expect([o.customer, o.notUnderstood, o.notUnderstoodRate, o.reasks]).toEqual([4, 2, 0.5, 1]);
    expect(o.byIntent).toEqual([
      { intent: 'saldo', customer: 2, notUnderstood: 2, rate: 1 },
      { intent: 'factura', customer: 2, notUnderstood: 0, rate: 0 },
    ]);
    expect(o.byChannel.map((c) => [c.customer, c.notUnderstood, c.notUnderstoodRate])).toEqual([
      [3, 2, 2 / 3],
      [1, 0, 0],
    ]);
  });

  it('lists intent pairs and what each first intent leads to', () => {
    expect(o.pairs.map((p) => `${p.from}>${p.to}:${p.count}`)).toEqual([
      'saldo>saldo:2',
      'factura>despedida:1',
      'saludo>factura:1',
      'saludo>saldo:1',
    ]);
    expect(o.firstIntents).toEqual([
      { intent: 'saludo', conversations: 2, handedOff: 1, handedOffShare: 0.5 },
      { intent: 'factura', conversations: 1, handedOff: 0, handedOffShare: 0 },
    ]);
  });

  it('splits the run into hours of the zone shown', () => {
    expect(o.overTime).toEqual([
      {
        start: Date.UTC(2026, 2, 1, 10),
        conversations: 2,
        handedOff: 1,
        containment: 0.5,
        messages: 5,
        messagesByChannel: [4, 1],
        customer: 2,
        notUnderstood: 2,
        notUnderstoodRate: 1,
      },
      {
        start: Date.UTC(2026, 2, 1, 11),
        conversations: 1,
        handedOff: 0,
        containment: 1,
        messages: 3,
        messagesByChannel: [2, 1],
        customer: 2,
        notUnderstood: 0,
        notUnderstoodRate: 0,
      },
    ]);
    // Five hours behind UTC, the whole run falls on the same day, in one day bucket.
    const west = overviewOf(FIXTURE, 8, 'day', () => -5 * 3_600_000);
    expect(west.overTime.map((b) => [b.start, b.messages, b.conversations])).toEqual([
      [Date.UTC(2026, 2, 1), 8, 3],
    ]);
  });

  it('measures conversation length in messages, customer turns and seconds', () => {
    expect(o.length.messages).toEqual({ width: 1, counts: [0, 0, 2, 0, 1], p50: 2, p90: 4, total: 3 });
    expect(o.length.customerTurns).toEqual({ width: 1, counts: [0, 2, 1], p50: 1, p90: 2, total: 3 });
    const duration = o.length.durationSeconds;
    expect([duration.width, duration.counts.length, duration.p50, duration.p90]).toEqual([
      121, 20, 300, 2400,
    ]);
    expect([duration.counts[0], duration.counts[2], duration.counts[19]]).toEqual([1, 1, 1]);
  });

  it('bins customer confidence and shares engines and sequence types', () => {
    const filled = o.confidence.bins.flatMap((n, i) => (n > 0 ? [[i, n]] : []));
    expect(filled).toEqual([
      [8, 1],
      [10, 1],
      [14, 1],
      [16, 1],
    ]);
    expect([o.confidence.under, o.confidence.underShare]).toEqual([2, 0.5]);
    expect(o.cognitiveEngines).toEqual([
      { value: 'watson', count: 6, share: 0.75 },
      { value: 'dialogflow', count: 2, share: 0.25 },
    ]);
    expect(o.secuenceTypes).toEqual([
      { value: '1', count: 7, share: 0.875 },
      { value: '5', count: 1, share: 0.125 },
    ]);
  });
});

/** Sim rows drifted as a real store drifts: some fields null or missing, some dates unreadable. */
function drifted(rows: readonly FoldRow[], seed: number): FoldRow[] {
  const next = random(seed);
  return rows.map((r) => {
    const copy: Record<string, unknown> = { ...r };
    for (const field of ['channelName', 'conversationId', 'currentIntent', 'confidence', 'date', 'part']) {
      if (next() < 0.02) copy[field] = next() < 0.5 ? null : undefined;
    }
    if (next() < 0.01) copy['date'] = 'not a date';
    return copy;
  });
}

describe('the DIALOGS overview on seeded random runs, against a plain reference', () => {
  for (const [seed, count, page, bucket] of [
    [1, 3_000, 500, 'day'],
    [7, 2_000, 333, 'hour'],
    [42, 4_000, 1_000, 'day'],
  ] as const) {
    it(`seed ${seed}: ${count} rows in pages of ${page}, by ${bucket}`, () => {
      const rows = generateDialogsRows(count, seed);
      expect(overviewOf(rows, page, bucket)).toEqual(referenceOverview(rows, bucket, 0));
      const drift = drifted(rows, seed);
      const offset = -5 * 3_600_000;
      expect(overviewOf(drift, page, bucket, () => offset)).toEqual(referenceOverview(drift, bucket, offset));
    });
  }
});

describe('a run read back from the device', () => {
  it('folds pages as stored (a shape of keys, a table of values, each cell its place) as it folds row objects', () => {
    const rows = generateDialogsRows(1_500, 3);
    const keys = Object.keys(rows[0] ?? {});
    // Two shapes, as a drifted store has: the second lacks channelName.
    const other = keys.filter((k) => k !== 'channelName');
    const shapeOf = rows.map((_, i) => (i % 7 === 0 ? 1 : 0));
    const values: unknown[] = [];
    const codes = rows.flatMap((r, i) => (i % 7 === 0 ? other : keys).map((k) => values.push(r[k]) - 1));
    const fromStored = new DialogsFold(UTC);
    fromStored.addCoded({ shapes: [keys, other], shapeOf, values, codes });
    const objects = rows.map((r, i) => (i % 7 === 0 ? { ...r, channelName: undefined } : r));
    expect(dialogsOverview(fromStored, { bucket: 'day' })).toEqual(overviewOf(objects, 500, 'day'));
  });

  it('folds pages as the store keeps them, each distinct value once a page, odd values included', () => {
    const drifted: FoldRow[] = generateDialogsRows(3_000, 5).map((r, i) =>
      i % 11 === 0 ? { ...r, channelName: null, cognitiveEngine: 7, previousIntent: 3 } : r,
    );
    const fromStored = new DialogsFold(UTC);
    let kept = 0;
    for (let from = 0; from < drifted.length; from += 500) {
      const page = drifted.slice(from, from + 500);
      const keys = Object.keys(page[0] ?? {});
      const places = new Map<unknown, number>();
      const values: unknown[] = [];
      const place = (v: unknown) => places.get(v) ?? (places.set(v, values.push(v) - 1), values.length - 1);
      const codes = page.flatMap((r) => keys.map((k) => place(r[k])));
      fromStored.addCoded({ shapes: [keys], shapeOf: page.map(() => 0), values, codes });
      kept += values.length;
    }
    // Values repeat within a page (channels, intents, a conversation's id): each was kept once.
    expect(kept).toBeLessThan(drifted.length * 10);
    expect(dialogsOverview(fromStored, { bucket: 'day' })).toEqual(overviewOf(drifted, 500, 'day'));
  });
});
