import { DIALOGS_FIELDS } from '../contract';
import { CSV_BOM, csvHeaderLine, csvRecordLines } from '../csv';
import type { Conversation } from './conversation-index';

/**
 * The rows of one conversation as CSV, with the table's own writer: the documented DIALOGS fields in
 * their documented order, then any undocumented field the rows carry, rows in transcript order.
 */
export function conversationCsv(conversation: Conversation): string {
  const keys: string[] = [...DIALOGS_FIELDS];
  const known = new Set(keys);
  for (const { row } of conversation.messages) {
    for (const key of Object.keys(row)) {
      if (!known.has(key)) {
        known.add(key);
        keys.push(key);
      }
    }
  }
  return (
    CSV_BOM +
    csvHeaderLine(keys) +
    csvRecordLines(
      conversation.messages.map((m) => m.row),
      keys,
    )
  );
}
