import { labelOf, PART_LABELS } from '../contract';
import type { Conversation } from './conversation-index';
import { timeWithOffset } from './message-time';

const indent = (text: string) => text.replace(/\r\n?|\n/g, '\n    ');

/**
 * A plain-text transcript for export: one message per line (time on the service's own offset, part,
 * partName, text verbatim), continuation lines indented, attachments on their own line.
 */
export function transcriptText(conversation: Conversation): string {
  const { summary: s, messages } = conversation;
  const lines = [
    `Conversation ${conversation.id}`,
    `Channel: ${s.channels.join(', ') || 'unknown'}`,
    `Session: ${s.sessionIds.join(', ') || 'unknown'}`,
    `Messages: ${s.messages}` +
      (s.first && s.last ? `, from ${timeWithOffset(s.first.date)} to ${timeWithOffset(s.last.date)}` : ''),
    '',
  ];
  for (const m of messages) {
    const who = m.part === null ? 'Unknown part' : labelOf(PART_LABELS, m.part);
    const name = m.partName === '' ? '' : ` (${m.partName})`;
    lines.push(`${timeWithOffset(m.date) || 'no date'}  ${who}${name}: ${indent(m.text)}`);
    if (m.fileName !== null || m.url !== null) {
      lines.push(`    Attachment: ${[m.fileName, m.url].filter((v) => v !== null && v !== '').join(' ')}`);
    }
  }
  return lines.join('\n') + '\n';
}
