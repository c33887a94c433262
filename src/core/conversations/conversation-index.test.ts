import { describe, expect, it } from 'vitest';
import { ConversationIndex } from './conversation-index';
import { dialogsRow, sampleDialogsRows } from '../../testing/sample-rows';

const A = 'aaaaaaaa-0000-4000-8000-000000000001';
const B = 'bbbbbbbb-0000-4000-8000-000000000002';

function feed(index: ConversationIndex, rows: readonly ReturnType<typeof dialogsRow>[], pageSize: number) {
  for (let offset = 0; offset < rows.length; offset += pageSize) {
    index.add(rows.slice(offset, offset + pageSize), offset);
  }
}

describe('ConversationIndex', () => {
  it('shows a conversation split across pages and out of order whole and in time order', () => {
    const index = new ConversationIndex();
    index.add(
      [
        dialogsRow({ conversationId: A, text: 'third', date: '2026-03-01T10:00:30-03:00' }),
        dialogsRow({ conversationId: B, text: 'other conversation' }),
      ],
      0,
    );
    index.add([dialogsRow({ conversationId: A, text: 'first', date: '2026-03-01T12:59:50Z' })], 2);
    expect(index.has(A)).toBe(true);
    index.add(
      [
        // Same instant as "third" written on another offset: arrival order breaks the tie.
        dialogsRow({ conversationId: A, text: 'fourth', date: '2026-03-01T14:00:30+01:00' }),
        dialogsRow({ conversationId: A, text: 'second', date: '2026-03-01T10:00:00.000-03:00' }),
      ],
      3,
    );
    const conversation = index.conversation(A);
    expect(conversation?.messages.map((m) => m.text)).toEqual(['first', 'second', 'third', 'fourth']);
    expect(index.rowsOf(A).map((r) => r.text)).toEqual(['third', 'first', 'fourth', 'second']);
    expect(index.conversation('missing')).toBeNull();
    expect(index.has('missing')).toBe(false);
  });

  it('summarises each conversation for the conversations view', () => {
    const index = new ConversationIndex();
    index.add(
      [
        dialogsRow({ conversationId: A, part: 1, date: '2026-03-01T10:05:00-03:00', confidence: 0.2 }),
        dialogsRow({ conversationId: A, part: 0, date: '2026-03-01T10:00:00-03:00' }),
        dialogsRow({
          conversationId: A,
          part: 4,
          channelName: 'Web chat',
          date: '2026-03-01T10:09:00-03:00',
        }),
        dialogsRow({ conversationId: B, part: 0 }),
      ],
      0,
    );
    const [a, b] = index.summaries();
    expect(a).toMatchObject({
      id: A,
      messages: 3,
      firstDate: '2026-03-01T10:00:00-03:00',
      lastDate: '2026-03-01T10:09:00-03:00',
      channels: ['WhatsApp', 'Web chat'],
      parts: [0, 1, 4],
      lowConfidence: 1,
    });
    expect(a?.lastAt).toBe(Date.parse('2026-03-01T13:09:00Z'));
    expect(b).toMatchObject({ id: B, messages: 1, parts: [0] });
  });

  it('keeps unchanged summaries and the list itself when nothing changed', () => {
    const index = new ConversationIndex();
    index.add([dialogsRow({ conversationId: A }), dialogsRow({ conversationId: B })], 0);
    const first = index.summaries();
    expect(index.summaries()).toBe(first);
    index.add([dialogsRow({ conversationId: B, part: 2 })], 2);
    const second = index.summaries();
    expect(second).not.toBe(first);
    expect(second[0]).toBe(first[0]);
    expect(second[1]).not.toBe(first[1]);
    expect(first[1]?.messages).toBe(1);
    expect(second[1]?.messages).toBe(2);
  });

  it('built page by page equals one built from every row at once', () => {
    const rows = sampleDialogsRows(5_000, 7);
    const incremental = new ConversationIndex();
    feed(incremental, rows, 500);
    incremental.summaries(); // a view reads between pages; later pages must still be counted
    feed(incremental, rows, 500); // a page fed twice changes nothing
    const whole = new ConversationIndex();
    whole.add(rows, 0);
    expect(incremental.rowCount).toBe(5_000);
    expect(incremental.summaries()).toEqual(whole.summaries());
    for (const { id } of whole.summaries().slice(0, 50)) {
      expect(incremental.conversation(id)).toEqual(whole.conversation(id));
    }
  });

  it('counts rows without a conversation id instead of inventing a conversation', () => {
    const index = new ConversationIndex();
    index.add([dialogsRow({ conversationId: '' }), { text: 'not a dialogs row' }, dialogsRow()], 0);
    expect(index.withoutId).toBe(2);
    expect(index.size).toBe(1);
  });

  it('feeds only the pages of a run it has not seen, as they arrive', () => {
    const rows = sampleDialogsRows(1_200, 3);
    const pages = [rows.slice(0, 500), rows.slice(500, 1_000)];
    const index = new ConversationIndex();
    index.syncPages(pages);
    index.syncPages([...pages, rows.slice(1_000)]);
    index.syncPages([...pages, rows.slice(1_000)]);
    const whole = new ConversationIndex();
    whole.add(rows, 0);
    expect(index.rowCount).toBe(1_200);
    expect(index.summaries()).toEqual(whole.summaries());
  });

  it('fed a few rows at a time, across pages as they arrive, equals one built from every row at once', () => {
    const rows = sampleDialogsRows(1_200, 5);
    const pages = [rows.slice(0, 500), [], rows.slice(500, 1_000)];
    const index = new ConversationIndex();
    let calls = 0;
    while (!index.syncSome(pages, 170)) calls++;
    expect(calls).toBe(5);
    expect(index.rowCount).toBe(1_000);
    index.syncSome([...pages, rows.slice(1_000)], 150);
    index.syncPages([...pages, rows.slice(1_000)]);
    const whole = new ConversationIndex();
    whole.add(rows, 0);
    expect(index.rowCount).toBe(1_200);
    expect(index.summaries()).toEqual(whole.summaries());
    expect(index.conversation(whole.summaries()[0]?.id ?? '')).toEqual(
      whole.conversation(whole.summaries()[0]?.id ?? ''),
    );
  });

  it('finds an id pasted with spaces or in other letter case', () => {
    const index = new ConversationIndex();
    index.add([dialogsRow({ conversationId: 'AbC-123' })], 0);
    expect(index.resolve('  abc-123 ')).toBe('AbC-123');
    expect(index.resolve('AbC-123')).toBe('AbC-123');
    expect(index.resolve('abc-124')).toBeNull();
  });
});
