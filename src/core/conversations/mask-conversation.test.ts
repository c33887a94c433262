import { describe, expect, it } from 'vitest';
import { Masker } from '../personal-data';
import { dialogsRow } from '../../testing/sample-rows';
import { ConversationIndex } from './conversation-index';
import { maskConversation } from './mask-conversation';
import { transcriptText } from './transcript-text';

function conversation() {
  const index = new ConversationIndex();
  index.add(
    [
      dialogsRow({
        conversationId: 'c-1',
        part: 1,
        text: 'mi correo es ana@ejemplo.co',
        criteriaValue: 'ana@ejemplo.co',
      }),
      dialogsRow({
        conversationId: 'c-1',
        part: 0,
        text: 'Gracias, ¿algo más?',
        criteriaValue: 'ana@ejemplo.co',
      }),
    ],
    0,
  );
  const found = index.conversation('c-1');
  if (!found) throw new Error('no conversation');
  return found;
}

describe('a masked transcript', () => {
  it('reads [EMAIL] where the customer typed an address, and keeps the rest of the message', () => {
    const original = conversation();
    const text = transcriptText(maskConversation(original, new Masker('kind')));
    expect(text).toContain('mi correo es [EMAIL]');
    expect(text).toContain('Gracias, ¿algo más?');
    expect(text).not.toContain('ana@ejemplo.co');
    // The conversation on screen is left as it was.
    expect(original.messages.map((m) => m.text)).toContain('mi correo es ana@ejemplo.co');
  });

  it('masks the rows its CSV and workbook write, the contact cell with them', () => {
    const masker = new Masker('pseudonym');
    const masked = maskConversation(conversation(), masker);
    const tokens = masked.messages.map((m) => m.row['criteriaValue']);
    expect(tokens[0]).toMatch(/^\[EMAIL-[0-9a-f]{12}\]$/);
    expect(tokens[1]).toBe(tokens[0]);
    expect(masker.counts.total).toBe(3);
  });
});
