import type { Row } from '../contract';
import { conversationIdOf } from './fields';
import type { Message } from './message';
import { summarize, type TranscriptSummary } from './summarize';
import { accumulate, emptyTally, type Tally } from './tally';
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

interface Entry {
  id: string;
  indices: number[];
  tally: Tally;
  /** Place of this conversation in `list` (order of first appearance). */
  position: number;
}

/**
 * Conversations of a DIALOGS run, indexed as pages arrive: opening one among hundreds of thousands of rows
 * touches only its own rows. Adding a row twice (a page fed again) is a no-op.
 */
export class ConversationIndex {
  private readonly rows: (Row | undefined)[] = [];
  private readonly entries = new Map<string, Entry>();
  private readonly dirty = new Set<Entry>();
  private readonly list: ConversationSummary[] = [];
  private handedOut: readonly ConversationSummary[] = [];
  private received = 0;
  private pagesFed = 0;
  private nextOffset = 0;
  /** Rows of the page after the fed ones that are fed already (syncSome). */
  private fedOfPage = 0;
  /** Rows without a usable conversationId (kept in the table, not in any conversation). */
  withoutId = 0;

  add(rows: readonly Row[], offset: number): void {
    this.addRange(rows, 0, rows.length, offset);
  }

  private addRange(rows: readonly Row[], from: number, to: number, offset: number): void {
    for (let i = from; i < to; i++) {
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
        entry = { id, indices: [], tally: emptyTally(), position: this.entries.size };
        this.entries.set(id, entry);
      }
      entry.indices.push(at);
      accumulate(entry.tally, row);
      this.dirty.add(entry);
    }
  }

  /**
   * Feeds the pages of a run not fed yet, each after the previous one. A run only appends pages, so the
   * pages already fed are skipped by count; a new run needs a new index.
   */
  syncPages(pages: readonly (readonly Row[])[]): void {
    this.syncSome(pages, Infinity);
  }

  /**
   * Feeds at most `limit` rows of the pages not fed yet, where syncPages would go on (a page may be fed
   * over several calls), and says whether every page is fed: indexing can then be spread over short tasks.
   */
  syncSome(pages: readonly (readonly Row[])[], limit: number): boolean {
    let left = limit;
    while (this.pagesFed < pages.length && left > 0) {
      const page = pages[this.pagesFed] ?? [];
      const to = Math.min(page.length, this.fedOfPage + left);
      this.addRange(page, this.fedOfPage, to, this.nextOffset);
      left -= to - this.fedOfPage;
      this.fedOfPage = to;
      if (to < page.length) break;
      this.nextOffset += page.length;
      this.pagesFed++;
      this.fedOfPage = 0;
    }
    return this.pagesFed >= pages.length;
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

  /** The id as the service wrote it, for an id typed or pasted with other letter case or spaces. */
  resolve(id: string): string | null {
    const trimmed = id.trim();
    if (this.entries.has(trimmed)) return trimmed;
    // A scan, not a second map: a paste is rare, and the map would cost every row of every run.
    const wanted = trimmed.toLowerCase();
    for (const known of this.entries.keys()) if (known.toLowerCase() === wanted) return known;
    return null;
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
    if (this.dirty.size === 0) return this.handedOut;
    // Only the changed conversations are copied; the copy of the list keeps earlier hand-outs unchanged.
    for (const entry of this.dirty) this.list[entry.position] = snapshot(entry);
    this.dirty.clear();
    this.handedOut = this.list.slice();
    return this.handedOut;
  }
}

/** A copy, so a summary handed out earlier stays as it was. */
const snapshot = ({ id, tally }: Entry): ConversationSummary => ({
  id,
  ...tally,
  channels: [...tally.channels],
  parts: [...tally.parts],
});
