import { describe, expect, it } from 'vitest';
import { FIXTURE } from '../../testing/dialogs-fixture';
import { generateDialogsRows } from '../../testing/dialogs-rows';
import { DialogsFold, dialogsOverview, pickConversations, type ConversationPick, type FoldRow } from '.';

function foldOf(rows: readonly FoldRow[], offset = () => 0) {
  const fold = new DialogsFold(offset);
  for (let i = 0; i < rows.length; i += 500) fold.add(rows.slice(i, i + 500));
  return fold;
}

// The fixture by hand: A (Web, first intent saludo, from 10:00, 4 messages over 300 s, handed off),
// B (WhatsApp, saludo, from 10:30, 2 messages over 2,400 s), C (Web, factura, from 11:20, 2 over 60 s).
describe('the conversations behind a figure, on the small run worked out by hand', () => {
  const fold = foldOf(FIXTURE);
  const pick = (p: ConversationPick) => pickConversations(fold, p);
  const hour = (h: number) => Date.UTC(2026, 2, 1, h);

  it('picks by channel and hand-off', () => {
    expect(pick({ channel: 'Web' })).toEqual(['A', 'C']);
    expect(pick({ channel: 'Web', handedOff: true })).toEqual(['A']);
    expect(pick({ channel: 'WhatsApp', handedOff: true })).toEqual([]);
    expect(pick({ channel: 'Telegram' })).toEqual([]);
  });

  it('picks by first intent, the intent of the earliest row', () => {
    expect(pick({ firstIntent: 'saludo' })).toEqual(['A', 'B']);
    expect(pick({ firstIntent: 'factura' })).toEqual(['C']);
    expect(pick({ firstIntent: 'despedida' })).toEqual([]);
  });

  it('picks by the hour or day of the first message', () => {
    expect(pick({ period: { bucket: 'hour', start: hour(10) } })).toEqual(['A', 'B']);
    expect(pick({ period: { bucket: 'hour', start: hour(10) }, handedOff: true })).toEqual(['A']);
    expect(pick({ period: { bucket: 'hour', start: hour(11) } })).toEqual(['C']);
    expect(pick({ period: { bucket: 'day', start: hour(0) } })).toEqual(['A', 'B', 'C']);
    // Five hours west, the 10:00 UTC conversations started at 05:00 on the wall clock.
    const west = foldOf(FIXTURE, () => -5 * 3_600_000);
    expect(pickConversations(west, { period: { bucket: 'hour', start: hour(5) } })).toEqual(['A', 'B']);
  });

  it('picks a histogram bin of length, turns or duration', () => {
    expect(pick({ length: { measure: 'messages', from: 2, to: 3 } })).toEqual(['B', 'C']);
    expect(pick({ length: { measure: 'messages', from: 4, to: 5 } })).toEqual(['A']);
    expect(pick({ length: { measure: 'customerTurns', from: 1, to: 2 } })).toEqual(['B', 'C']);
    expect(pick({ length: { measure: 'durationSeconds', from: 0, to: 121 } })).toEqual(['C']);
    expect(pick({ length: { measure: 'durationSeconds', from: 242, to: 363 } })).toEqual(['A']);
    expect(pick({ length: { measure: 'durationSeconds', from: 2299, to: 2420 } })).toEqual(['B']);
  });
});

describe('on a seeded random run, every figure that counts conversations opens as many', () => {
  const rows = generateDialogsRows(4_000, 5);
  const fold = foldOf(rows, () => -3 * 3_600_000);
  const o = dialogsOverview(fold, { bucket: 'day' });
  const count = (p: ConversationPick) => pickConversations(fold, p).length;

  it('hand-off by channel and over time, first intents', () => {
    for (const c of o.byChannel) {
      expect(count({ channel: c.channel, handedOff: true })).toBe(c.handedOff);
      expect(count({ channel: c.channel })).toBe(c.conversations);
    }
    for (const b of o.overTime) {
      expect(count({ period: { bucket: 'day', start: b.start }, handedOff: true })).toBe(b.handedOff);
    }
    for (const f of o.firstIntents) expect(count({ firstIntent: f.intent })).toBe(f.conversations);
    expect(o.byChannel.length).toBeGreaterThan(1);
    expect(o.overTime.length).toBeGreaterThan(1);
  });

  it('every bin of the length histograms', () => {
    for (const measure of ['messages', 'customerTurns', 'durationSeconds'] as const) {
      const h = o.length[measure];
      h.counts.forEach((n, i) => {
        expect(count({ length: { measure, from: i * h.width, to: (i + 1) * h.width } })).toBe(n);
      });
    }
  });
});
