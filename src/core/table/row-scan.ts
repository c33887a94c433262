import { isActive } from './filter-rows';
import { rowTest, type RowTest } from './row-test';
import type { CoreColumn, RowRecord, ViewSpec } from './types';

/** Rows read between two looks at the time: a few ms of work even when no cell matches. */
const CHUNK = 1024;
/**
 * A column remembers its answer for this many values at most, and past a first few thousand only while
 * it has read each value at least twice on average: a column of distinct values (ids, instants) would
 * only fill memory.
 */
const MEMO_MAX = 65_536;
const MEMO_TRIAL = 4096;

/** One searched column: its answer for each value seen, and how often it matched. */
interface Searched {
  column: CoreColumn;
  memo: Map<unknown, boolean>;
  tested: number;
  hits: number;
}

/** What a scan answers besides its needle: the filters and the searched columns with their texts. */
function signature(spec: ViewSpec): unknown[] {
  const active = Object.entries(spec.filters).filter(([key, f]) => isActive(f) && spec.columns.has(key));
  const texts = [...spec.globalKeys, ...active.map(([key]) => key)].map((key) => spec.columns.get(key)?.text);
  return [JSON.stringify(active), spec.globalKeys.join('\u0000'), ...texts];
}

const sameSignature = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * A view's filters answered by reading the rows' values, for the rows no index covers yet (a search typed
 * right after a big run arrived): what the indexes would answer (the same rules as rowTest), without
 * waiting for every column to be indexed first. The global search reads column by column over the rows
 * not matched yet, the columns that matched most so far first, so a common needle reads about one cell a
 * row; a column remembers its answer for each value it has seen, so a column of a few values costs a
 * lookup a cell.
 */
export class RowScan {
  private readonly signature: unknown[];
  /** 1 for rows [0, done) that pass the filters; rows [0, start) were answered by the indexes. */
  mask: Uint8Array;
  /** Rows read so far (the answer holds for rows [0, done)). */
  done: number;
  /** The column filters as a test of one row (the global search is read column by column). */
  private readonly filters: RowTest;
  private readonly needle: string;
  private readonly searched: Searched[];
  private readonly list = new Uint32Array(CHUNK);
  /** A scan of a shorter needle, typed over: the rows it rejected cannot match this one. */
  private narrows: { mask: Uint8Array; done: number } | null;
  readonly test: RowTest;

  constructor(spec: ViewSpec, indexed: Uint8Array, start: number, before: RowScan | null) {
    this.signature = signature(spec);
    this.mask = new Uint8Array(Math.max(start, indexed.length));
    this.mask.set(indexed.subarray(0, start));
    this.done = start;
    this.test = rowTest(spec);
    this.filters = rowTest({ ...spec, global: '' });
    this.needle = spec.global.trim().toLowerCase();
    this.searched = spec.globalKeys.flatMap((key) => {
      const column = spec.columns.get(key);
      return column ? [{ column, memo: new Map<unknown, boolean>(), tested: 0, hits: 0 }] : [];
    });
    const typedOn =
      before !== null &&
      before.needle !== '' &&
      this.needle.includes(before.needle) &&
      sameSignature(before.signature, this.signature);
    this.narrows = typedOn ? { mask: before.mask, done: before.done } : null;
  }

  /** True when this scan answers `spec` (the sort may differ: the answer is per row). */
  answers(spec: ViewSpec): boolean {
    return spec.global.trim().toLowerCase() === this.needle && sameSignature(this.signature, signature(spec));
  }

  /** Reads rows up to `rows.length`, a chunk at a time while `hasTime()`; true when every row is read. */
  advance(rows: readonly RowRecord[], hasTime: () => boolean): boolean {
    const n = rows.length;
    if (this.mask.length < n) {
      const mask = new Uint8Array(n);
      mask.set(this.mask);
      this.mask = mask;
    }
    while (this.done < n) {
      if (!hasTime()) return false;
      const to = Math.min(n, this.done + CHUNK);
      this.read(rows, this.done, to);
      this.done = to;
    }
    // The answer is kept as long as the view is; what was remembered to reach it is not needed.
    for (const s of this.searched) s.memo.clear();
    return true;
  }

  private read(rows: readonly RowRecord[], from: number, to: number) {
    const { mask, list, narrows } = this;
    let count = 0;
    for (let i = from; i < to; i++) {
      mask[i] = 0;
      if (narrows !== null && i < narrows.done && narrows.mask[i] === 0) continue;
      if (this.filters(rows[i])) list[count++] = i;
    }
    if (this.needle === '') {
      for (let j = 0; j < count; j++) mask[list[j] ?? 0] = 1;
      return;
    }
    // The likeliest columns first (by the share of rows they matched so far), so the list shrinks fastest.
    const rate = (s: Searched) => (s.hits + 1) / (s.tested + 2);
    const order = [...this.searched].sort((a, b) => rate(b) - rate(a));
    for (const s of order) {
      if (count === 0) break;
      let kept = 0;
      for (let j = 0; j < count; j++) {
        const i = list[j] ?? 0;
        if (this.matches(s, rows[i]?.[s.column.key])) mask[i] = 1;
        else list[kept++] = i;
      }
      s.tested += count;
      s.hits += count - kept;
      count = kept;
    }
  }

  /** The cell's text as shown, lower-cased, contains the needle (an empty cell contains nothing). */
  private matches(s: Searched, v: unknown): boolean {
    if (v === null || v === undefined) return false;
    if (typeof v === 'object') return s.column.text(v).toLowerCase().includes(this.needle);
    const known = s.memo.get(v);
    if (known !== undefined) return known;
    const hit = s.column.text(v).toLowerCase().includes(this.needle);
    const size = s.memo.size;
    if (size < MEMO_TRIAL || (size < MEMO_MAX && size * 2 < s.tested)) s.memo.set(v, hit);
    return hit;
  }
}
