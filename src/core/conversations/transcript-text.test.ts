import { describe, expect, it } from 'vitest';
import { ConversationIndex } from './conversation-index';
import { timeWithOffset } from './message-time';
import { dialogsRow } from '../../testing/sample-rows';
import { transcriptText } from './transcript-text';
import { TRANSCRIPT_WORDS } from './transcript-words';

describe('transcriptText', () => {
  it('writes one line per message in time order, on the service offset, text verbatim', () => {
    const id = 'c-1';
    const index = new ConversationIndex();
    index.add(
      [
        dialogsRow({
          conversationId: id,
          part: 1,
          partName: 'Customer',
          text: '<b>hi</b>\nsecond line',
          date: '2026-03-01T10:00:05.250-03:00',
        }),
        dialogsRow({
          conversationId: id,
          part: 0,
          partName: 'Welcome',
          text: 'Hello',
          date: '2026-03-01T13:00:00Z',
        }),
        dialogsRow({
          conversationId: id,
          part: 2,
          partName: 'Support',
          text: 'Here is the file',
          date: '2026-03-01T10:01:00-03:00',
          fileName: 'statement.pdf',
          url: 'javascript:alert(1)',
        }),
      ],
      0,
    );
    const conversation = index.conversation(id);
    expect(conversation).not.toBeNull();
    if (!conversation) return;
    expect(transcriptText(conversation)).toBe(
      [
        'Conversation c-1',
        'Channel: WhatsApp',
        'Session: 00000000-0000-4000-8000-0000000000aa',
        'Messages: 3, from 2026-03-01 13:00:00 +00:00 to 2026-03-01 10:01:00 -03:00',
        '',
        '2026-03-01 13:00:00 +00:00  Bot (Welcome): Hello',
        '2026-03-01 10:00:05 -03:00  Customer (Customer): <b>hi</b>',
        '    second line',
        '2026-03-01 10:01:00 -03:00  Agent (Support): Here is the file',
        '    Attachment: statement.pdf javascript:alert(1)',
        '',
      ].join('\n'),
    );
    expect(transcriptText(conversation, TRANSCRIPT_WORDS.es)).toBe(
      [
        'Conversación c-1',
        'Canal: WhatsApp',
        'Sesión: 00000000-0000-4000-8000-0000000000aa',
        'Mensajes: 3, del 2026-03-01 13:00:00 +00:00 al 2026-03-01 10:01:00 -03:00',
        '',
        '2026-03-01 13:00:00 +00:00  Bot (Welcome): Hello',
        '2026-03-01 10:00:05 -03:00  Cliente (Customer): <b>hi</b>',
        '    second line',
        '2026-03-01 10:01:00 -03:00  Agente (Support): Here is the file',
        '    Adjunto: statement.pdf javascript:alert(1)',
        '',
      ].join('\n'),
    );
  });
});

describe('timeWithOffset', () => {
  it.each([
    ['2026-03-01T10:00:00+0530', '2026-03-01 10:00:00 +05:30'],
    ['2026-03-01T10:00-02', '2026-03-01 10:00:00 -02:00'],
    ['2026-03-01T10:00:00z', '2026-03-01 10:00:00 +00:00'],
    ['not a date', 'not a date'],
  ])('%s reads %s', (input, expected) => {
    expect(timeWithOffset(input)).toBe(expected);
  });
});
