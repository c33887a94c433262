import { isoInstant } from '../table/iso-instant';
import { ConversationColumns, DialogsColumns } from './dialogs-columns';
import { localOffset, wallHours, type ZoneOffset } from './time-buckets';

/** A row as the run holds it: DIALOGS fields, any of which may be missing or null in a drifted store. */
export type FoldRow = Readonly<Record<string, unknown>>;

const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const num = (v: unknown): number => (typeof v === 'number' ? v : NaN);
const int = (v: unknown): number => (typeof v === 'number' && Number.isInteger(v) ? v : -1);
// Read digit by digit where it can: Date.parse was most of a page's fold.
const time = (v: unknown): number => (typeof v === 'string' ? isoInstant(v) : NaN);

/** The fields the fold reads, in the order addValues takes them. */
const FIELDS = [
  'conversationId',
  'channelName',
  'part',
  'currentIntent',
  'previousIntent',
  'confidence',
  'minConfidence',
  'attempt',
  'cognitiveEngine',
  'secuenceType',
  'date',
] as const;

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
  /** The wall-clock hour of an instant in the zone the grid shows (the zone this code runs in). */
  readonly hourOf: (ms: number) => number;

  constructor(offset: ZoneOffset = localOffset) {
    this.hourOf = wallHours(offset);
  }

  /** A page of rows as objects. */
  add(page: readonly FoldRow[]) {
    this.rows.reserve(page.length);
    const v = this.values;
    for (const row of page) {
      // Named reads, not a loop over FIELDS: a computed key made this a third slower.
      v[0] = row['conversationId'];
      v[1] = row['channelName'];
      v[2] = row['part'];
      v[3] = row['currentIntent'];
      v[4] = row['previousIntent'];
      v[5] = row['confidence'];
      v[6] = row['minConfidence'];
      v[7] = row['attempt'];
      v[8] = row['cognitiveEngine'];
      v[9] = row['secuenceType'];
      v[10] = row['date'];
      this.addValues(v);
    }
  }

  /** A page of rows as stored (src/store/pack-rows.ts): a shape's keys once, each row its values. */
  addPacked(shapes: readonly (readonly string[])[], rows: readonly (readonly unknown[])[]) {
    // Where each field sits in a row of each shape (-1: the shape has no such key).
    const at = shapes.map((keys) => FIELDS.map((field) => keys.indexOf(field)));
    this.rows.reserve(rows.length);
    const v = this.values;
    for (const values of rows) {
      const shape = typeof values[0] === 'number' ? at[values[0]] : undefined;
      for (let f = 0; f < FIELDS.length; f++) {
        const k = shape?.[f] ?? -1;
        v[f] = k < 0 ? undefined : values[k + 1];
      }
      this.addValues(v);
    }
  }

  /** Codes of small whole secuenceType numbers, so no row makes a string of its number. */
  private readonly sequenceCodes: number[] = [];
  private sequenceCode(value: unknown): number {
    if (typeof value !== 'number') return this.rows.secuenceTypes.code(null);
    if (!Number.isInteger(value) || value < 0 || value > 255)
      return this.rows.secuenceTypes.code(String(value));
    return (this.sequenceCodes[value] ??= this.rows.secuenceTypes.code(String(value)));
  }

  /** Room for a run of `rows` rows at once, so its columns are not copied as they grow. */
  expect(rows: number) {
    if (rows > this.rows.length) this.rows.reserve(rows - this.rows.length);
  }

  private readonly values: unknown[] = new Array<unknown>(FIELDS.length).fill(undefined);

  /** One row, its fields in the order of FIELDS. */
  private addValues(v: readonly unknown[]) {
    const c = this.rows;
    const conv = this.conversations;
    const i = c.length++;
    const id = text(v[0]);
    const k = id === null ? -1 : c.conversations.code(id);
    const channel = c.channels.code(text(v[1]));
    const part = int(v[2]);
    const intent = c.intents.code(text(v[3]));
    const previous = text(v[4]);
    const at = time(v[10]);
    c.conversation[i] = k;
    c.channel[i] = channel;
    c.part[i] = part;
    c.currentIntent[i] = intent;
    c.previousIntent[i] = previous === null ? -1 : c.intents.code(previous);
    c.confidence[i] = num(v[5]);
    c.minConfidence[i] = num(v[6]);
    c.attempt[i] = int(v[7]);
    c.engine[i] = c.engines.code(text(v[8]));
    c.secuenceType[i] = this.sequenceCode(v[9]);
    c.time[i] = at;
    c.hour[i] = at === at ? this.hourOf(at) : NaN;
    if (k < 0) return;
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
