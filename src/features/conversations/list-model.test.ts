import { describe, expect, it } from 'vitest';
import type { ConversationSummary } from '../../core/conversations';
import { NO_FILTER, stepFrom, visibleConversations } from './list-model';

const line = (id: string, o: Partial<ConversationSummary> = {}): ConversationSummary => ({
  id,
  messages: 1,
  firstAt: 0,
  lastAt: 0,
  firstDate: '',
  lastDate: '',
  channels: ['WhatsApp'],
  parts: [0, 1],
  lowConfidence: 0,
  ...o,
});

const all = [
  line('a', { firstAt: 30, messages: 5, channels: ['Web chat'] }),
  line('b', { firstAt: Number.NaN, messages: 9, lowConfidence: 2 }),
  line('c', { firstAt: 10, messages: 2, parts: [0, 1, 2] }),
  line('d', { firstAt: 20, messages: 5, parts: [4] }),
];
const ids = (lines: readonly ConversationSummary[]) => lines.map((l) => l.id);

describe('visibleConversations', () => {
  it('lists only the conversations drilled into, still under the list filters', () => {
    const sort = { key: 'first', direction: 'ascending' } as const;
    expect(ids(visibleConversations(all, sort, NO_FILTER, new Set(['a', 'd', 'z'])))).toEqual(['d', 'a']);
    const withPerson = { ...NO_FILTER, withPersonOnly: true };
    expect(ids(visibleConversations(all, sort, withPerson, new Set(['a', 'd'])))).toEqual(['d']);
    expect(ids(visibleConversations(all, sort, NO_FILTER, new Set()))).toEqual([]);
  });

  it('sorts by first time either way, unreadable times last', () => {
    expect(ids(visibleConversations(all, { key: 'first', direction: 'ascending' }, NO_FILTER))).toEqual([
      'c',
      'd',
      'a',
      'b',
    ]);
    expect(ids(visibleConversations(all, { key: 'first', direction: 'descending' }, NO_FILTER))).toEqual([
      'a',
      'd',
      'c',
      'b',
    ]);
  });

  it('sorts by messages keeping arrival order for ties', () => {
    expect(ids(visibleConversations(all, { key: 'messages', direction: 'descending' }, NO_FILTER))).toEqual([
      'b',
      'a',
      'd',
      'c',
    ]);
  });

  it('filters by id or channel text, low confidence and a person taking part', () => {
    const sort = { key: 'id', direction: 'ascending' } as const;
    expect(ids(visibleConversations(all, sort, { ...NO_FILTER, text: ' WEB ' }))).toEqual(['a']);
    expect(ids(visibleConversations(all, sort, { ...NO_FILTER, text: 'c' }))).toEqual(['a', 'c']);
    expect(ids(visibleConversations(all, sort, { ...NO_FILTER, lowConfidenceOnly: true }))).toEqual(['b']);
    expect(ids(visibleConversations(all, sort, { ...NO_FILTER, withPersonOnly: true }))).toEqual(['c', 'd']);
  });
});

describe('stepFrom', () => {
  it('moves to the next and previous line and stops at the ends', () => {
    expect(stepFrom(all, 'b', 1)).toBe('c');
    expect(stepFrom(all, 'b', -1)).toBe('a');
    expect(stepFrom(all, 'd', 1)).toBe('d');
    expect(stepFrom(all, 'a', -1)).toBe('a');
  });

  it('starts from the first or last line when none is open or the open one is filtered out', () => {
    expect(stepFrom(all, null, 1)).toBe('a');
    expect(stepFrom(all, 'zzz', -1)).toBe('d');
    expect(stepFrom([], null, 1)).toBeNull();
  });
});
