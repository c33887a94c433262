import { labelOf } from '../contract';
import type { Conversation } from './conversation-index';
import { timeWithOffset } from './message-time';
import { TRANSCRIPT_WORDS, type TranscriptWords } from './transcript-words';

const indent = (text: string) => text.replace(/\r\n?|\n/g, '\n    ');

/**
 * A plain-text transcript for export: one message per line (time on the service's own offset, part,
 * partName, text verbatim), continuation lines indented, attachments on their own line. The words around
 * the messages and the part names are those of `words` (the language shown); the messages stay verbatim.
 */
export function transcriptText(
  conversation: Conversation,
  words: TranscriptWords = TRANSCRIPT_WORDS.en,
): string {
  const { summary: s, messages } = conversation;
  const lines = [
    `${words.conversation} ${conversation.id}`,
    `${words.channel}: ${s.channels.join(', ') || words.unknown}`,
    `${words.session}: ${s.sessionIds.join(', ') || words.unknown}`,
    `${words.messages}: ${s.messages}` +
      (s.first && s.last
        ? `, ${words.fromTo(timeWithOffset(s.first.date), timeWithOffset(s.last.date))}`
        : ''),
    '',
  ];
  for (const m of messages) {
    const who =
      m.part === null ? words.unknownPart : labelOf(words.values.part, m.part, words.values.unknown);
    const name = m.partName === '' ? '' : ` (${m.partName})`;
    lines.push(`${timeWithOffset(m.date) || words.noDate}  ${who}${name}: ${indent(m.text)}`);
    if (m.fileName !== null || m.url !== null) {
      lines.push(
        `    ${words.attachment}: ${[m.fileName, m.url].filter((v) => v !== null && v !== '').join(' ')}`,
      );
    }
  }
  return lines.join('\n') + '\n';
}
