import { ConversationColumns, DialogsColumns } from './dialogs-columns';

/** A row as the run holds it: DIALOGS fields, any of which may be missing or null in a drifted store. */
export type FoldRow = Readonly<Record<string, unknown>>;

const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const num = (v: unknown): number => (typeof v === 'number' ? v : NaN);
const int = (v: unknown): number => (typeof v === 'number' && Number.isInteger(v) ? v : -1);
const time = (v: unknown): number => (typeof v === 'string' ? Date.parse(v) : NaN);

/** Agent (2) and consultant (4) rows are people answering: a conversation with one was handed off. */
export const isPerson = (part: number) => part === 2 || part === 4;

/** A customer row (part 1) the bot understood less than its own threshold (docs/analytics.md). */
export const notUnderstood = (part: number, confidence: number, minConfidence: number) =>
  part === 1 && confidence < minConfidence;

/**
 * A DIALOGS run folded into typed columns, one pass a page: each row's fields as codes and numbers, and
 * each conversation's figures (first and last time, messages, customer turns, hand-off, first intent).
 */
export class DialogsFold {
  readonly rows = new DialogsColumns();
  readonly conversations = new ConversationColumns();

  add(page: readonly FoldRow[]) {
    const c = this.rows;
    const conv = this.conversations;
    c.reserve(page.length);
    for (const row of page) {
      const i = c.length++;
      const id = text(row['conversationId']);
      const k = id === null ? -1 : c.conversations.code(id);
      const channel = c.channels.code(text(row['channelName']));
      const part = int(row['part']);
      const intent = c.intents.code(text(row['currentIntent']));
      const previous = text(row['previousIntent']);
      const at = time(row['date']);
      c.conversation[i] = k;
      c.channel[i] = channel;
      c.part[i] = part;
      c.currentIntent[i] = intent;
      c.previousIntent[i] = previous === null ? -1 : c.intents.code(previous);
      c.confidence[i] = num(row['confidence']);
      c.minConfidence[i] = num(row['minConfidence']);
      c.attempt[i] = int(row['attempt']);
      c.engine[i] = c.engines.code(text(row['cognitiveEngine']));
      const sequence = row['secuenceType'];
      c.secuenceType[i] = c.secuenceTypes.code(typeof sequence === 'number' ? String(sequence) : null);
      c.time[i] = at;
      if (k < 0) continue;
      conv.ensure(k);
      // The earliest dated row names the conversation's first intent and channel (the first row seen
      // does until a dated one comes).
      if (conv.messages[k] === 0 || at < (conv.first[k] ?? Infinity)) {
        conv.firstIntent[k] = intent;
        conv.channel[k] = channel;
      }
      if (at < (conv.first[k] ?? Infinity)) conv.first[k] = at;
      if (at > (conv.last[k] ?? -Infinity)) conv.last[k] = at;
      conv.messages[k] = (conv.messages[k] ?? 0) + 1;
      if (part === 1) conv.customerTurns[k] = (conv.customerTurns[k] ?? 0) + 1;
      if (isPerson(part)) conv.handedOff[k] = 1;
    }
  }
}
