import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { DIALOGS_FIELDS } from '../contract';
import { ConversationIndex } from './conversation-index';
import { conversationCsv } from './conversation-csv';
import { dialogsRow } from '../../testing/sample-rows';

describe('conversationCsv', () => {
  it('writes the rows of one conversation in time order, every field, text kept', () => {
    const index = new ConversationIndex();
    index.add(
      [
        dialogsRow({ conversationId: 'c', id: 'late', text: 'Bye, "thanks"', date: '2026-03-01T13:05:00Z' }),
        dialogsRow({ conversationId: 'other' }),
        { ...dialogsRow({ conversationId: 'c', id: 'early', text: 'line 1\nline 2' }), extra: 'x' },
      ],
      0,
    );
    const conversation = index.conversation('c');
    expect(conversation).not.toBeNull();
    if (!conversation) return;
    const csv = conversationCsv(conversation);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const parsed = Papa.parse<Record<string, string>>(csv.slice(1), { header: true, skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual([...DIALOGS_FIELDS, 'extra']);
    expect(parsed.data.map((r) => [r['id'], r['text'], r['extra']])).toEqual([
      ['early', 'line 1\nline 2', 'x'],
      ['late', 'Bye, "thanks"', ''],
    ]);
    expect(parsed.data[0]?.['conversationId']).toBe('c');
  });
});
