import type { Row } from '../../api/types';
import { conversationIdOf, instantOf, isLowConfidence, numberOf, textOf } from './fields';
import type { Message } from './message';
import { summarize, type TranscriptSummary } from './summarize';
import { transcript } from './transcript';

/** One line of the conversations view. */
export interface ConversationSummary {
  id: string;
  messages: number;
  /** Epoch ms of the first and last readable `date`; NaN when none is readable. */
  firstAt: number;
  lastAt: number;
  /** The raw `date` of those messages, with their own offsets. */
  firstDate: string;
  lastDate: string;
  /** Distinct channel names in order of first appearance. */
  channels: readonly string[];
  /** Distinct part numbers present, ascending. */
  parts: readonly number[];
  lowConfidence: number;
}

export interface Conversation {
  id: string;
  messages: Message[];
  summary: TranscriptSummary;
}

/** The running figures of one conversation; private, copied out by `summaries`. */
interface Tally {
  messages: number;
  firstAt: number;
  lastAt: number;
  firstDate: string;
  lastDate: string;
  channels: string[];
  parts: number[];
  lowConfidence: number;
}

interface Entry {
  indices: number[];
  tally: Tally;
  summary: ConversationSummary | null;
}

/**
 * Conversations of a DIALOGS run, indexed as pages arrive: opening one among hundreds of thousands of rows
 * touches only its own rows. Adding a row twice (a page fed again) is a no-op.
 */
export class ConversationIndex {
  private readonly rows: (Row | undefined)[] = [];
  private readonly entries = new Map<string, Entry>();
  private readonly dirty = new Set<string>();
  private list: ConversationSummary[] = [];
  private received = 0;
  /** Rows without a usable conversationId (kept in the table, not in any conversation). */
  withoutId = 0;

  add(rows: readonly Row[], offset: number): void {
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i];
      const at = offset + i;
      if (row === undefined || this.rows[at] !== undefined) continue;
      this.rows[at] = row;
      this.received += 1;
      const id = conversationIdOf(row);
      if (id === null) {
        this.withoutId += 1;
        continue;
      }
      let entry = this.entries.get(id);
      if (!entry) {
        entry = { indices: [], tally: emptyTally(), summary: null };
        this.entries.set(id, entry);
      }
      entry.indices.push(at);
      accumulate(entry.tally, row);
      this.dirty.add(id);
    }
  }

  /** Rows indexed so far. */
  get rowCount(): number {
    return this.received;
  }

  get size(): number {
    return this.entries.size;
  }

  has(id: string): boolean {
    return this.entries.has(id);
  }

  /** Arrival indices of the conversation's rows (empty when unknown). */
  indicesOf(id: string): readonly number[] {
    return this.entries.get(id)?.indices ?? [];
  }

  /** The conversation's rows in arrival order. */
  rowsOf(id: string): Row[] {
    const rows: Row[] = [];
    for (const i of this.indicesOf(id)) {
      const row = this.rows[i];
      if (row !== undefined) rows.push(row);
    }
    return rows;
  }

  conversation(id: string): Conversation | null {
    const entry = this.entries.get(id);
    if (!entry) return null;
    const messages = transcript(this.rows, entry.indices);
    return { id, messages, summary: summarize(messages) };
  }

  /**
   * One summary per conversation, in order of first appearance. Only conversations that changed since the
   * last call get a new object, so a view can memoise its lines; the array is new only after a change.
   */
  summaries(): readonly ConversationSummary[] {
    if (this.dirty.size === 0) return this.list;
    const list: ConversationSummary[] = [];
    for (const [id, entry] of this.entries) {
      if (entry.summary === null || this.dirty.has(id)) entry.summary = snapshot(id, entry.tally);
      list.push(entry.summary);
    }
    this.dirty.clear();
    this.list = list;
    return list;
  }
}

const emptyTally = (): Tally => ({
  messages: 0,
  firstAt: Number.NaN,
  lastAt: Number.NaN,
  firstDate: '',
  lastDate: '',
  channels: [],
  parts: [],
  lowConfidence: 0,
});

const snapshot = (id: string, t: Tally): ConversationSummary => ({
  id,
  ...t,
  channels: [...t.channels],
  parts: [...t.parts],
});

function accumulate(t: Tally, row: Row): void {
  t.messages += 1;
  if (isLowConfidence(row)) t.lowConfidence += 1;
  const at = instantOf(row);
  if (!Number.isNaN(at)) {
    const date = textOf(row, 'date') ?? '';
    if (Number.isNaN(t.firstAt) || at < t.firstAt) [t.firstAt, t.firstDate] = [at, date];
    if (Number.isNaN(t.lastAt) || at >= t.lastAt) [t.lastAt, t.lastDate] = [at, date];
  }
  const channel = textOf(row, 'channelName');
  if (channel && !t.channels.includes(channel)) t.channels.push(channel);
  const part = numberOf(row, 'part');
  if (part !== null && !t.parts.includes(part)) {
    t.parts.push(part);
    t.parts.sort((a, b) => a - b);
  }
}
