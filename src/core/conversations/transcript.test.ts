import { describe, expect, it } from 'vitest';
import { dialogsRow } from '../../testing/sample-rows';
import { summarize } from './summarize';
import { transcript } from './transcript';

describe('transcript', () => {
  it('orders by instant, keeps arrival order for ties and puts unreadable dates last', () => {
    const rows = [
      dialogsRow({ text: 'no date', date: 'yesterday' }),
      dialogsRow({ text: 'b', date: '2026-03-01T10:00:00Z' }),
      dialogsRow({ text: 'a', date: '2026-03-01T09:00:00Z' }),
      dialogsRow({ text: 'c', date: '2026-03-01T07:00:00-03:00' }),
    ];
    expect(transcript(rows, [0, 1, 2, 3]).map((m) => m.text)).toEqual(['a', 'b', 'c', 'no date']);
  });

  it('keeps a message holding HTML as text, verbatim', () => {
    const text = '<img src=x onerror="alert(1)"><b>bold</b> &amp;';
    expect(transcript([dialogsRow({ text })], [0])[0]?.text).toBe(text);
  });
});

describe('summarize', () => {
  const at = (min: number) => `2026-03-01T10:${String(min).padStart(2, '0')}:00-03:00`;
  const messages = transcript(
    [
      dialogsRow({ part: 0, currentIntent: 'greeting', date: at(0), sessionId: 's1' }),
      dialogsRow({ part: 1, currentIntent: 'balance', date: at(1), confidence: 0.3, minConfidence: 0.6 }),
      dialogsRow({ part: 0, currentIntent: 'balance', date: at(2) }),
      dialogsRow({ part: 1, currentIntent: 'agent-handoff', date: at(3), confidence: 0.59 }),
      dialogsRow({ part: 2, currentIntent: 'agent-handoff', date: at(7), sessionId: 's2' }),
      dialogsRow({ part: 3, currentIntent: 'balance', date: at(9), channelName: 'Web chat' }),
    ],
    [5, 4, 3, 2, 1, 0],
  );
  const s = summarize(messages);

  it('counts messages by part, with undocumented parts as unknown', () => {
    expect(s.messages).toBe(6);
    expect(s.byPart).toEqual({ bot: 2, customer: 2, agent: 1, consultant: 0, unknown: 1 });
    expect(s.personTookPart).toBe(true);
  });

  it('gives first and last time, duration, channels and sessions', () => {
    expect(s.first?.date).toBe(at(0));
    expect(s.last?.date).toBe(at(9));
    expect(s.durationMs).toBe(9 * 60_000);
    expect(s.channels).toEqual(['WhatsApp', 'Web chat']);
    expect(s.sessionIds).toEqual(['s1', '00000000-0000-4000-8000-0000000000aa', 's2']);
  });

  it('collapses consecutive duplicate intents and counts low confidence', () => {
    expect(s.intentPath).toEqual(['greeting', 'balance', 'agent-handoff', 'balance']);
    expect(s.lowConfidence).toBe(2);
  });

  it('says no person took part in a bot-only conversation', () => {
    const botOnly = summarize(transcript([dialogsRow({ part: 0 }), dialogsRow({ part: 1 })], [0, 1]));
    expect(botOnly.personTookPart).toBe(false);
    expect(summarize([]).first).toBeNull();
  });
});
