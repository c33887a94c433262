import type { Row } from '../../../core/contract';
import { TableModel } from '../../../core/table';
import { DIALOGS_KEYS } from '../columns/dialogs-columns';
import { columnsFor } from '../columns/generic-columns';
import type { ResultColumn } from '../columns/result-column';
import { RankAhead } from './rank-ahead';
import { rankHost } from './rank-host';

/**
 * Rows a slice of idle-time work reads the keys of, and indexes every shown column of. A step always does
 * one slice, however short its idle period, so a slice must fit in a frame with the scroll's own work on a
 * machine four times slower, where the larger slices of before took several frames while a run arrived
 * (docs/measurements.md#a-run-arriving-on-a-slow-machine).
 */
const KEYS_SLICE = 512;
const INDEX_SLICE = 32;

/** What the screen reads of a run's rows; a new object each time they change. */
export interface TableSnapshot {
  /** Counts the changes: the rows (or the columns with them) changed when it did. */
  readonly version: number;
  /** The headless model; mutated only by the store, between snapshots. */
  readonly model: TableModel;
  /** Rows loaded so far. */
  readonly loaded: number;
  /** The report's columns for the keys seen so far: a new array only when the key union changed. */
  readonly columns: readonly ResultColumn[];
}

/**
 * A run's rows as an external store (read with useSyncExternalStore): the pages are synced into the
 * headless model, only new pages are read, and subscribers hear of each change.
 */
export class TableStore {
  private readonly model: TableModel;
  private readonly listeners = new Set<() => void>();
  private snapshot: TableSnapshot;
  /** Key count and kinds of the union the columns were built for. */
  private keysSeen = '';
  /** The columns' sort ranks made in the rank worker (none where there are no workers). */
  private ranker: RankAhead | null | undefined;

  constructor(
    private readonly reportKey: string,
    pages: readonly (readonly Row[])[],
  ) {
    this.model = new TableModel({ initialKeys: reportKey === 'dialogs' ? DIALOGS_KEYS : [] });
    this.model.sync(pages);
    this.snapshot = {
      version: 0,
      model: this.model,
      loaded: this.model.rows.length,
      columns: this.columns([]),
    };
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  readonly getSnapshot = () => this.snapshot;

  /** Takes the run's pages (earlier pages keep their identity); tells subscribers when the rows changed. */
  sync(pages: readonly (readonly Row[])[]) {
    const change = this.model.sync(pages);
    const loaded = this.model.rows.length;
    if (change === 'none' || (change === 'append' && loaded === this.snapshot.loaded)) return;
    this.publish(loaded, this.columns(this.snapshot.columns));
  }

  private publish(loaded: number, columns: readonly ResultColumn[]) {
    this.snapshot = { version: this.snapshot.version + 1, model: this.model, loaded, columns };
    for (const listener of this.listeners) listener();
  }

  /**
   * Idle-time work on the rows, a slice at a time while `hasTime()`: a search answered in part (someone
   * waits for its count), the keys not read yet (new columns are published as a new snapshot), then the
   * indexes of `columns`. True when nothing is left to do.
   */
  prepare(columns: readonly ResultColumn[], hasTime: () => boolean): boolean {
    if (!this.model.search(hasTime)) return false;
    const keysDone = this.model.readAllKeys(hasTime, KEYS_SLICE);
    const { loaded, columns: before } = this.snapshot;
    const after = this.columns(before);
    if (after !== before) this.publish(loaded, after);
    return keysDone && this.model.prepare(columns, hasTime, INDEX_SLICE);
  }

  /**
   * Once `prepare` is done: the sort ranks of `columns`, made in the rank worker (rank-ahead.ts). True
   * when they are all made, false when there is more to send, a promise while the worker ranks.
   */
  rankAhead(columns: readonly ResultColumn[], hasTime: () => boolean): boolean | Promise<void> {
    if (this.ranker === undefined) {
      const host = rankHost();
      this.ranker = host && new RankAhead(host);
    }
    return this.ranker ? this.ranker.advance(this.model, columns, hasTime) : true;
  }

  /** The columns for the union now: the same array while its keys and their kinds are unchanged. */
  private columns(before: readonly ResultColumn[]): readonly ResultColumn[] {
    const { keys } = this.model;
    // The union is mutated in place; its key count and kinds say when it changed.
    const kinds = this.reportKey === 'dialogs' ? '' : keys.keys.map((key) => keys.kindOf(key)).join();
    const seen = `${keys.keys.length}|${kinds}`;
    if (seen === this.keysSeen) return before;
    this.keysSeen = seen;
    return columnsFor(this.reportKey, keys);
  }
}
