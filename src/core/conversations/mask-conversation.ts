import { maskRows, type Masker } from '../personal-data';
import type { Conversation } from './conversation-index';
import { toMessage } from './message';

/**
 * A conversation with its personal data masked (src/core/personal-data): each message read again from its
 * masked row, so the transcript, its CSV, its workbook and its plain text all show the same tokens. The
 * summary (channels, sessions, times, intents) holds none and is kept.
 */
export function maskConversation(conversation: Conversation, masker: Masker): Conversation {
  const rows = maskRows(
    masker,
    conversation.messages.map((m) => m.row),
  );
  return {
    ...conversation,
    messages: conversation.messages.map((m, i) => toMessage(rows[i] ?? m.row, m.index)),
  };
}
