import { ColumnIndex } from './column-index';
import { applyColumnFilters, applyGlobalFilter, isActive } from './filter-rows';
import { KeyUnion } from './key-union';
import type { RankPlan } from './rank-plan';
import { sortOrder } from './sort-order';
import { RowScan } from './row-scan';
import { searchedPrefix } from './searched-prefix';
import type { CoreColumn, RowRecord, ViewSpec } from './types';
import type { Ranks } from './value-ranks';

export type { ViewSpec } from './types';

export interface TableView {
  /** Row index of each position in view, or null when every row shows in arrival order. */
  order: Uint32Array | null;
  /** Rows in view (passing the filters). */
  length: number;
  /** Rows loaded. */
  loaded: number;
  /**
   * The filters are still being answered (rows are being read): the view holds the first `length`
   * positions of the finished one, and more may follow.
   */
  searching: boolean;
}

type Mask = { sig: string; size: number; mask: Uint8Array };

/**
 * The run's first rows, whose keys are read as their page is taken in (so a report's columns show with its
 * first rows); every later row's keys are read in `prepare`'s slices. Reading every key and value type of
 * a big run's rows at once was most of the task between its rows being ready and their first paint, and
 * each later page paid for its own (measured: docs/measurements.md#why-measured).
 */
export const KEYS_READ_AT_ONCE = 2_000;

/**
 * Up to this many cells not yet indexed are indexed at once when a filter needs them (within a frame or so
 * in the bench page, docs/measurements.md#why-measured); more, and the rows no index covers are read
 * instead (RowScan), the first screen at once (searchedPrefix) and the rest in `search`'s slices.
 */
const CELLS_AT_ONCE = 40_000;
/** Time a view may spend reading rows cell by cell, so a keystroke still paints within a frame or so. */
const SEARCH_BUDGET_MS = 12;

const grown = (mask: Uint8Array, size: number) => {
  const next = new Uint8Array(size);
  next.set(mask.subarray(0, Math.min(mask.length, size)));
  return next;
};

/**
 * The rows of one run and every derived structure, with no React. Rows stay the parsed objects in one
 * flat array; sorting and filtering produce typed index arrays; each is cached and, when a page arrives,
 * extended over the new rows only (a sort is recomputed: a new row can land anywhere).
 */
export class TableModel {
  readonly rows: RowRecord[] = [];
  readonly keys: KeyUnion;
  private pages: (readonly RowRecord[])[] = [];
  /** Rows whose keys are in `keys`. */
  private keysRead = 0;
  private readonly indexes = new Map<string, ColumnIndex>();
  private readonly collator: Intl.Collator;
  private sorted: { sig: string; size: number; order: Uint32Array } | null = null;
  private base: Mask | null = null;
  private global: (Mask & { needle: string }) | null = null;
  private composed: { order: Uint32Array | null; mask: Uint8Array | null; view: TableView } | null = null;
  /** The indexes the last view's filters read, when it was answered by reading rows: built first. */
  private wanted: ColumnIndex[] = [];
  /** The last view's filters over the rows no index covered, read a slice at a time by `search`. */
  private scan: RowScan | null = null;
  private readonly clock: () => number;

  constructor(
    options: { initialKeys?: readonly string[]; collator?: Intl.Collator; clock?: () => number } = {},
  ) {
    this.keys = new KeyUnion(options.initialKeys);
    this.collator = options.collator ?? new Intl.Collator();
    this.clock = options.clock ?? (() => performance.now());
  }

  /** True while the last view was answered in part: more rows must be read for it to be complete. */
  get searching(): boolean {
    return this.scan !== null && this.scan.done < this.rows.length;
  }

  /**
   * Reads the rows the last view's filters have not reached yet, a slice at a time while `hasTime()`; true
   * when its answer is complete (the next view is whole). Reading the rows' values, not building every
   * searched column's index first, keeps the first search after a big arrival about as costly as one
   * pass over the cells it needs.
   */
  search(hasTime: () => boolean): boolean {
    return this.scan === null || this.scan.advance(this.rows, hasTime);
  }

  /**
   * Takes the pages of the run. Earlier pages keep their identity and new ones are appended, so only the
   * new pages are read; anything else (a page replaced, fewer pages) starts over.
   */
  sync(pages: readonly (readonly RowRecord[])[]): 'none' | 'append' | 'reset' {
    let same = pages.length >= this.pages.length;
    for (let i = 0; same && i < this.pages.length; i++) same = pages[i] === this.pages[i];
    if (!same) this.reset();
    if (pages.length === this.pages.length) return same ? 'none' : 'reset';
    for (let p = this.pages.length; p < pages.length; p++) {
      const page = pages[p] ?? [];
      this.pages.push(page);
      for (let i = 0; i < page.length; i++) {
        const row = page[i];
        if (row) this.rows.push(row);
      }
    }
    this.readKeys(Math.min(this.rows.length, Math.max(this.keysRead, KEYS_READ_AT_ONCE)));
    return same ? 'append' : 'reset';
  }

  private readKeys(to: number) {
    if (to > this.keysRead) this.keys.add(this.rows, this.keysRead, to);
    this.keysRead = Math.max(this.keysRead, to);
  }

  /** True when the key union covers every row (`prepare` reads the rest a slice at a time). */
  get keysComplete(): boolean {
    return this.keysRead >= this.rows.length;
  }

  /** Reads the keys of the rows not read yet, a slice at a time while `hasTime()`; true when done. */
  readAllKeys(hasTime: () => boolean = () => true, slice = 4096): boolean {
    while (this.keysRead < this.rows.length) {
      if (!hasTime()) return false;
      this.readKeys(Math.min(this.rows.length, this.keysRead + slice));
    }
    return true;
  }

  private reset() {
    this.rows.length = 0;
    this.keysRead = 0;
    this.pages = [];
    this.indexes.clear();
    this.sorted = null;
    this.base = null;
    this.global = null;
    this.composed = null;
    this.wanted = [];
    this.scan = null;
  }

  /**
   * The column's index as far as it goes (created empty if there is none). A column whose text is another
   * function than its index's (the language shown changed) has its index reworded, and every sort and
   * filter answer read from texts is dropped, to be answered again in the new words.
   */
  private ensure(column: CoreColumn): ColumnIndex {
    let index = this.indexes.get(column.key);
    if (index && index.column.text !== column.text) {
      if (!index.reword(column)) index = undefined;
      this.sorted = null;
      this.base = null;
      this.global = null;
      this.composed = null;
      this.wanted = [];
      this.scan = null;
    }
    if (!index) {
      index = new ColumnIndex(column);
      this.indexes.set(column.key, index);
    }
    return index;
  }

  /** Rewords the indexes of the view's columns first, so no answer in the old words is reused. */
  private reword(columns: ReadonlyMap<string, CoreColumn>) {
    for (const column of columns.values()) {
      const index = this.indexes.get(column.key);
      if (index && index.column.text !== column.text) this.ensure(column);
    }
  }

  /** The column's index, brought up to date with the rows. */
  index(column: CoreColumn): ColumnIndex {
    const index = this.ensure(column);
    index.update(this.rows);
    return index;
  }

  /**
   * Builds indexes a slice of rows at a time while `hasTime()` says so (an idle callback's deadline), once
   * a view answered in part is complete (`search`): first those the last filter read, then those of
   * `columns`, so the next keystroke finds them ready. The indexes of a group advance together, so the
   * rows every one of them covers grow with each slice. True when every index is complete.
   */
  prepare(columns: readonly CoreColumn[], hasTime: () => boolean, slice = 256): boolean {
    if (!this.search(hasTime)) return false;
    const n = this.rows.length;
    for (const group of [this.wanted, columns.map((column) => this.ensure(column))]) {
      for (;;) {
        let from = n;
        for (const index of group) from = Math.min(from, index.rowCount);
        if (from >= n) break;
        if (!hasTime()) return false;
        const to = Math.min(n, from + slice);
        for (const index of group) index.update(this.rows, to - index.rowCount);
      }
    }
    return true;
  }

  /**
   * What a worker needs to make the column's sort ranks ahead of a sort, and where to hand them; null
   * when they are made, or the column's index does not cover every row yet.
   */
  rankPlan(column: CoreColumn): { plan: RankPlan; take: (ranks: Ranks) => boolean } | null {
    const index = this.ensure(column);
    if (index.rowCount < this.rows.length) return null;
    const plan = index.rankPlan(this.collator);
    return plan && { plan, take: (ranks) => index.takeRanks(plan, this.collator, ranks) };
  }

  /** The collator's options, for another thread to order text as this model does. */
  get collation(): Intl.ResolvedCollatorOptions {
    return this.collator.resolvedOptions();
  }

  pickList(column: CoreColumn, limit: number): string[] | null {
    return this.index(column).pickList(limit, this.collator);
  }

  view(spec: ViewSpec): TableView {
    this.reword(spec.columns);
    const n = this.rows.length;
    const order = spec.sort.length > 0 ? this.sortedOrder(spec, n) : null;
    const wanted = this.wantedBy(spec);
    let ready = n;
    for (const index of wanted) ready = Math.min(ready, index.rowCount);
    if ((n - ready) * wanted.length <= CELLS_AT_ONCE) {
      for (const index of wanted) index.update(this.rows);
      ready = n;
    }
    const indexOf = (key: string) => {
      const column = spec.columns.get(key);
      return column ? this.ensure(column) : null;
    };
    const indexed = this.filterMask(spec, ready, indexOf);
    let mask = indexed;
    if (ready < n && indexed) {
      let scan = this.scan;
      if (!scan || !scan.answers(spec)) scan = this.scan = new RowScan(spec, indexed, ready, scan);
      this.wanted = wanted;
      if (scan.done < n) {
        const end = this.clock() + SEARCH_BUDGET_MS;
        return searchedPrefix({
          rows: this.rows,
          order,
          ready: scan.done,
          mask: scan.mask,
          test: scan.test,
          outOfTime: () => this.clock() > end,
        });
      }
      mask = scan.mask;
    } else {
      this.scan = null;
      this.wanted = [];
    }
    const c = this.composed;
    if (c && c.order === order && c.mask === mask && c.view.loaded === n) return c.view;
    const view = compose(order, mask, n);
    this.composed = { order, mask, view };
    return view;
  }

  /** The indexes the view's filters read: the searched columns' and those of text and pick-list filters. */
  private wantedBy(spec: ViewSpec): ColumnIndex[] {
    const keys = new Set<string>();
    if (spec.global.trim() !== '') for (const key of spec.globalKeys) keys.add(key);
    for (const [key, filter] of Object.entries(spec.filters))
      if (isActive(filter) && filter.kind !== 'range') keys.add(key);
    return [...keys].flatMap((key) => {
      const column = spec.columns.get(key);
      return column ? [this.ensure(column)] : [];
    });
  }

  private sortedOrder(spec: ViewSpec, n: number): Uint32Array {
    const sig = JSON.stringify(spec.sort);
    if (this.sorted && this.sorted.sig === sig && this.sorted.size === n) return this.sorted.order;
    const keys = spec.sort.flatMap(({ key, desc }) => {
      const column = spec.columns.get(key);
      return column ? [{ ranks: this.index(column).ranks(this.rows, this.collator), desc }] : [];
    });
    const order = sortOrder(n, keys);
    this.sorted = { sig, size: n, order };
    return order;
  }

  private filterMask(
    spec: ViewSpec,
    n: number,
    indexOf: (key: string) => ColumnIndex | null,
  ): Uint8Array | null {
    const active = Object.entries(spec.filters).filter(([key, f]) => isActive(f) && spec.columns.has(key));
    const needle = spec.global.trim().toLowerCase();
    if (active.length === 0 && needle === '') return null;

    const baseSig = JSON.stringify(active);
    let base = this.base;
    if (!base || base.sig !== baseSig) base = { sig: baseSig, size: 0, mask: new Uint8Array(n) };
    if (base.size < n) {
      const mask = grown(base.mask, n);
      mask.fill(1, base.size, n);
      applyColumnFilters(this.rows, Object.fromEntries(active), indexOf, mask, base.size, n);
      base = { sig: baseSig, size: n, mask };
    }
    this.base = base;
    if (needle === '') return base.mask;

    const sig = `${baseSig}\u0000${spec.globalKeys.join('\u0000')}`;
    const prev = this.global;
    let global: Mask & { needle: string };
    if (prev && prev.sig === sig && prev.needle === needle) {
      global = prev;
    } else if (prev && prev.sig === sig && needle.includes(prev.needle)) {
      // Typing on: a row that lacked the shorter text lacks the longer one, so only past matches are read.
      const mask = prev.mask.slice(0, prev.size);
      applyGlobalFilter(needle, spec.globalKeys, indexOf, mask, 0, prev.size);
      global = { sig, needle, size: prev.size, mask };
    } else {
      const mask = base.mask.slice(0, n);
      applyGlobalFilter(needle, spec.globalKeys, indexOf, mask, 0, n);
      global = { sig, needle, size: n, mask };
    }
    if (global.size < n) {
      const mask = grown(global.mask, n);
      mask.set(base.mask.subarray(global.size, n), global.size);
      applyGlobalFilter(needle, spec.globalKeys, indexOf, mask, global.size, n);
      global = { sig, needle, size: n, mask };
    }
    this.global = global;
    return global.mask;
  }
}

function compose(order: Uint32Array | null, mask: Uint8Array | null, n: number): TableView {
  if (mask === null) return { order, length: n, loaded: n, searching: false };
  let count = 0;
  for (let i = 0; i < n; i++) count += mask[i] ?? 0;
  // Every row passes (as the first letter typed often does): the rows in their order, no list made, so
  // the grid reads no list and the Summary asks about every row (summary-runner.ts).
  if (count === n) return { order, length: n, loaded: n, searching: false };
  const out = new Uint32Array(count);
  let o = 0;
  if (order === null) {
    for (let i = 0; i < n; i++) if (mask[i] === 1) out[o++] = i;
  } else {
    for (let p = 0; p < n; p++) {
      const i = order[p] ?? 0;
      if (mask[i] === 1) out[o++] = i;
    }
  }
  return { order: out, length: count, loaded: n, searching: false };
}

/** Row index at a position of a view. */
export const rowIndexAt = (view: TableView, position: number) =>
  view.order === null ? position : (view.order[position] ?? -1);
