import { isCustomer, isPerson } from '../dialogs';
import { rowInstantInto } from '../dates/row-date';
import { ConversationColumns, DialogsColumns } from './dialogs-columns';
import { localOffset, WallHours, type ZoneOffset } from './time-buckets';

/** A row as the run holds it: DIALOGS fields, any of which may be missing or null in a drifted store. */
export type FoldRow = Readonly<Record<string, unknown>>;

const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const num = (v: unknown): number => (typeof v === 'number' ? v : NaN);
const int = (v: unknown): number => (typeof v === 'number' && Number.isInteger(v) ? v : -1);

/** The fields the fold reads, in the order addCoded looks them up. */
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

/**
 * Rows as a table of values and a code per cell (src/core/coded-rows/coded-rows.ts, how pages are stored): each
 * distinct key order once, and row after row the place in `values` of each field's value.
 */
export interface CodedFoldRows {
  readonly shapes: readonly (readonly string[])[];
  readonly shapeOf: ArrayLike<number>;
  readonly values: readonly unknown[];
  readonly codes: ArrayLike<number>;
}

/**
 * A DIALOGS run folded into typed columns, one pass a page: each row's fields as codes and numbers, and
 * each conversation's figures (first and last time, messages, customer turns, hand-off, first intent).
 */
export class DialogsFold {
  readonly rows = new DialogsColumns();
  readonly conversations = new ConversationColumns();
  private readonly hours: WallHours;
  /** The wall-clock hour of an instant in the zone the grid shows (the zone this code runs in). */
  readonly hourOf = (ms: number) => this.hours.of(ms);

  constructor(offset: ZoneOffset = localOffset) {
    this.hours = new WallHours(offset);
  }

  /**
   * A page of rows as objects. A row's numbers go straight into their columns, its strings to codeRow,
   * and only codes and typed columns reach settle: a number handed to (or returned from) a call V8 does
   * not inline is a fresh heap object, and row after row they set off young-generation collections in
   * the middle of a page, each copying the whole page the worker has just parsed
   * (measured: docs/analytics.md#measured).
   */
  add(page: readonly FoldRow[]) {
    this.rows.reserve(page.length);
    const from = this.rows.length;
    this.settle(from, this.readRows(this.rows, page, from));
  }

  /**
   * A page of rows as stored, coded: a shape's keys once, each cell the place of its value.
   * Each loop of a page is a function of its own that returns right after it: V8 optimises a loop on
   * its first run, and code after it, not yet run, cost deoptimisations over the first pages of a run.
   */
  addCoded(rows: CodedFoldRows) {
    this.rows.reserve(rows.shapeOf.length);
    const from = this.rows.length;
    this.settle(from, this.readCoded(this.rows, rows, from));
  }

  /**
   * Rows as objects from row `from` on; the row after them. The columns come as an argument: V8 keeps
   * no feedback for a function's first call, and a read of this.rows before the loop, taken then,
   * deoptimised the function on a later page.
   */
  private readRows(c: DialogsColumns, page: readonly FoldRow[], from: number): number {
    let i = from;
    // Indexed, not for-of: taking the iterator before the loop was such a read too.
    for (let j = 0; j < page.length; j++) {
      const row = page[j] ?? {};
      // Named reads, not a loop over FIELDS: a computed key was slower (measured: docs/analytics.md#measured).
      c.part[i] = int(row['part']);
      c.confidence[i] = num(row['confidence']);
      c.minConfidence[i] = num(row['minConfidence']);
      c.attempt[i] = int(row['attempt']);
      this.codeRow(
        i,
        row['conversationId'],
        row['channelName'],
        row['currentIntent'],
        row['previousIntent'],
        row['cognitiveEngine'],
        row['secuenceType'],
        row['date'],
      );
      i++;
    }
    return i;
  }

  /** Coded rows from row `from` on; the row after them. */
  private readCoded(c: DialogsColumns, { shapes, shapeOf, values, codes }: CodedFoldRows, from: number) {
    // Where each field sits in a row of each shape (-1: the shape has no such key).
    const at = shapes.map((keys) => FIELDS.map((field) => keys.indexOf(field)));
    let i = from;
    let start = 0;
    for (let r = 0; r < shapeOf.length; r++) {
      const s = shapeOf[r] ?? 0;
      const shape = at[s];
      const first = start;
      start += shapes[s]?.length ?? 0;
      const get = (field: number) => {
        const k = shape?.[field] ?? -1;
        return k < 0 ? undefined : values[codes[first + k] ?? -1];
      };
      c.part[i] = int(get(2));
      c.confidence[i] = num(get(5));
      c.minConfidence[i] = num(get(6));
      c.attempt[i] = int(get(7));
      this.codeRow(i, get(0), get(1), get(3), get(4), get(8), get(9), get(10));
      i++;
    }
    return i;
  }

  /** Row i's strings (and sequence type) as codes, and its date as a time. */
  private codeRow(
    i: number,
    conversationId: unknown,
    channelName: unknown,
    currentIntent: unknown,
    previousIntent: unknown,
    cognitiveEngine: unknown,
    secuenceType: unknown,
    date: unknown,
  ) {
    const c = this.rows;
    const id = text(conversationId);
    c.conversation[i] = id === null ? -1 : c.conversations.code(id);
    c.channel[i] = c.channels.code(text(channelName));
    c.currentIntent[i] = c.intents.code(text(currentIntent));
    const previous = text(previousIntent);
    c.previousIntent[i] = previous === null ? -1 : c.intents.code(previous);
    c.engine[i] = c.engines.code(text(cognitiveEngine));
    c.secuenceType[i] = this.sequenceCode(secuenceType);
    if (typeof date === 'string') rowInstantInto(date, c.time, i);
    else c.time[i] = NaN;
  }

  /** Rows `from` to `to`, coded: their hours, and their share of their conversations' figures. */
  private settle(from: number, to: number) {
    const c = this.rows;
    c.length = to;
    this.hours.fill(c.time, c.hour, from, to);
    // Codes are dense: room for every conversation seen so far, once a page.
    this.conversations.ensure(c.conversations.size - 1);
    this.addConversations(c, this.conversations, from, to);
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

  /** Rows `from` to `to`'s share of their conversations' figures (columns as arguments: see readRows). */
  private addConversations(c: DialogsColumns, conv: ConversationColumns, from: number, to: number) {
    for (let i = from; i < to; i++) {
      const k = c.conversation[i] ?? -1;
      if (k < 0) continue;
      const at = c.time[i] ?? NaN;
      const part = c.part[i] ?? -1;
      // The earliest dated row names the conversation's first intent and channel (the first row seen
      // does until a dated one comes).
      if (conv.messages[k] === 0 || at < (conv.first[k] ?? Infinity)) {
        conv.firstIntent[k] = c.currentIntent[i] ?? -1;
        conv.channel[k] = c.channel[i] ?? -1;
      }
      if (at < (conv.first[k] ?? Infinity)) conv.first[k] = at;
      if (at > (conv.last[k] ?? -Infinity)) conv.last[k] = at;
      conv.messages[k] = (conv.messages[k] ?? 0) + 1;
      if (isCustomer(part)) conv.customerTurns[k] = (conv.customerTurns[k] ?? 0) + 1;
      if (isPerson(part)) conv.handedOff[k] = 1;
    }
  }
}
