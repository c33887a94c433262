import type { RankPlan } from './rank-plan';
import type { CoreColumn, RowRecord } from './types';
import { RowTexts } from './row-texts';
import { ValueCodes } from './value-codes';
import { asDate, numberRanks, valueRanks, type Ranks } from './value-ranks';

/** Above this many distinct values a column is searched row by row instead of value by value. */
export const MAX_DICTIONARY = 65_536;

type Codes = Uint8Array | Uint16Array;

/**
 * Coded rows given their texts for each row an update may index: a text is one push of a string the
 * dictionary holds, far less than indexing a row.
 */
const WIDEN_PER_ROW = 16;

// Two equal nested values are one entry; a text equal to a value's JSON shows the same, so sharing is fine.
const keyOf = (v: unknown) =>
  v === undefined ? null : typeof v === 'object' && v !== null ? JSON.stringify(v) : v;

/** `a`, or a copy with room for at least `n` items (half as much again, so appending stays linear). */
function grownTo<T extends Uint8Array | Uint16Array | Float64Array>(a: T, n: number): T {
  if (a.length >= n) return a;
  const next = new (a.constructor as new (length: number) => T)(Math.max(n, Math.ceil(a.length * 1.5), 1024));
  next.set(a);
  return next;
}

/**
 * What filters and sorting need of one column, built when first asked for and extended row by row as
 * pages arrive (old rows are never read again). Most columns of a report repeat a few values (part,
 * channel, intent): each distinct value is stored once with its lower-cased text, each row holds a 1- or
 * 2-byte code, and a filter tests the distinct values, not the rows. Columns with more distinct values
 * than a 2-byte code holds (ids, message texts, instants) keep a lower-cased text per row instead.
 */
export class ColumnIndex {
  column: CoreColumn;
  private size = 0;
  private map: ValueCodes | null = new ValueCodes();
  private distinct: unknown[] = [];
  private distinctLower: string[] = [];
  /** Rows holding each distinct value: how many rows a needle matches, before reading any row. */
  private counts: number[] = [];
  private codes: Codes = new Uint8Array(0);
  private lower: RowTexts | null = null;
  /** Which ASCII characters occur in the column's text (other: any beyond ASCII). */
  private chars = new Uint8Array(128);
  private otherChars = false;
  private matching: { needle: string; distinct: number; ok: Uint8Array | null } | null = null;
  /** Ranks per row, or per distinct value (made by a worker: each row takes its value's when asked). */
  private ranksCache: { size: number; collator: Intl.Collator; ranks?: Ranks; byCode?: Ranks } | null = null;
  /** Counts the changes of the column's text (a reword): ranks made for another say nothing of it. */
  private generation = 0;
  /**
   * A date column's instant per row, parsed as rows arrive (in idle time): sorting 250,000 distinct
   * dates spent most of its time parsing them, and missed its target (docs/measurements.md#why-measured).
   */
  private instants: Float64Array | null;
  /** The start every string value of the column has in common (null before the first string). */
  private prefix: string | null = null;
  /**
   * A wide column whose values repeat (it outgrew the dictionary only after twice its size in rows: a text
   * column of templated messages at a million rows) keeps coding them for sorting, so a sort ranks the
   * distinct values, as for a dictionary: ranking every row's string took seconds
   * (docs/measurements.md#why-measured).
   */
  private sortCoding: { map: ValueCodes; distinct: unknown[]; codes: Uint32Array } | null = null;

  constructor(column: CoreColumn) {
    this.column = column;
    this.instants = column.sortAs === 'date' ? new Float64Array(0) : null;
  }

  get rowCount(): number {
    return this.size;
  }

  /** True while the column is stored as distinct values (so a pick list is possible). */
  get isDictionary(): boolean {
    return this.map !== null;
  }

  /**
   * A column that outgrew its dictionary, on its way to a text per row: the rows it had coded are given
   * their texts a part at a time, as the rows are indexed, and the column stays a dictionary of its
   * first `upTo` rows until all of them have theirs. Done at once, it was one task as long as indexing
   * tens of thousands of rows, in the middle of idle-time work cut into short steps
   * (docs/measurements.md#why-measured).
   */
  private widening: { lower: RowTexts; upTo: number } | null = null;

  /** Encodes rows[size..rows.length), or only the next `limit` of them (work spread over idle time). */
  update(rows: readonly RowRecord[], limit = Infinity): void {
    if (this.widening && !this.widen(limit * WIDEN_PER_ROW)) return;
    const { key, text } = this.column;
    const n = Math.min(rows.length, this.size + limit);
    if (n <= this.size) return;
    if (this.map !== null) this.codes = grownTo(this.codes, n);
    const instants = this.instants && (this.instants = grownTo(this.instants, n));
    for (let i = this.size; i < n; i++) {
      const v = rows[i]?.[key];
      if (instants) instants[i] = asDate(v);
      if (this.map === null) {
        if (typeof v === 'string') this.notePrefix(v);
        if (this.sortCoding) this.codeForSort(i, v);
        this.lower?.push(this.noteChars(v === null || v === undefined ? '' : text(v).toLowerCase()));
        continue;
      }
      const k = keyOf(v);
      let code = this.map.get(k);
      if (code === undefined) {
        code = this.distinct.length;
        if (code >= MAX_DICTIONARY) {
          // Row i is indexed again once the coded rows have their texts.
          this.size = i;
          this.widening = { lower: new RowTexts(), upTo: i };
          if (limit === Infinity) this.update(rows);
          return;
        }
        if (code === 256 && this.codes instanceof Uint8Array) this.codes = Uint16Array.from(this.codes);
        this.map.set(k, code);
        if (typeof v === 'string') this.notePrefix(v);
        this.distinct.push(v === undefined ? null : v);
        this.distinctLower.push(this.noteChars(v === null || v === undefined ? '' : text(v).toLowerCase()));
        this.counts.push(0);
      }
      // The row takes the dictionary's string for its value (equal, so nothing it shows changes), and
      // its own copy can go: rows indexed when old (a stored run read back, then indexed when idle) held
      // more than the fetched run's heap (docs/architecture.md#one-pipeline-the-engines-worker).
      else if (typeof v === 'string') Reflect.set(rows[i] ?? {}, key, this.distinct[code]);
      this.codes[i] = code;
      this.counts[code] = (this.counts[code] ?? 0) + 1;
    }
    this.size = n;
  }

  /**
   * Gives up to `most` of the coded rows their texts (every one left when `most` is Infinity); true once
   * every coded row has its text and the column holds a text per row.
   */
  private widen(most: number): boolean {
    const widening = this.widening;
    if (!widening) return true;
    const { lower, upTo } = widening;
    const to = Math.min(upTo, lower.length + most);
    for (let i = lower.length; i < to; i++) lower.push(this.distinctLower[this.codes[i] ?? 0] ?? '', true);
    if (to < upTo) return false;
    this.widening = null;
    if (upTo >= 2 * MAX_DICTIONARY && this.map) {
      const codes = new Uint32Array(Math.max(upTo, this.codes.length));
      codes.set(this.codes.subarray(0, upTo));
      this.sortCoding = { map: this.map, distinct: this.distinct, codes };
    }
    this.lower = lower;
    this.map = null;
    this.distinct = [];
    this.distinctLower = [];
    this.counts = [];
    this.codes = new Uint8Array(0);
    this.matching = null;
    return true;
  }

  /**
   * Takes the column's text in another language (the same values, worded otherwise): a column of
   * distinct values re-lowers only those, a handful for part or yes / no, and keeps every row's code.
   * False for a wide column, whose texts are per row: the caller builds it anew, in idle time.
   */
  reword(column: CoreColumn): boolean {
    if (this.map === null) return false;
    this.column = column;
    this.chars = new Uint8Array(128);
    this.otherChars = false;
    const { text } = column;
    this.distinctLower = this.distinct.map((v) => this.noteChars(v === null ? '' : text(v).toLowerCase()));
    // Texts given to coded rows on the way to a text per row were in the words before.
    if (this.widening) this.widening = { lower: new RowTexts(), upTo: this.widening.upTo };
    this.matching = null;
    this.ranksCache = null;
    this.generation++;
    return true;
  }

  private codeForSort(i: number, v: unknown) {
    const coding = this.sortCoding;
    if (!coding) return;
    const k = keyOf(v);
    let code = coding.map.get(k);
    if (code === undefined) {
      code = coding.distinct.length;
      coding.map.set(k, code);
      coding.distinct.push(v === undefined ? null : v);
    }
    if (i >= coding.codes.length) {
      const grown = new Uint32Array(Math.max(i + 1, Math.ceil(coding.codes.length * 1.5)));
      grown.set(coding.codes);
      coding.codes = grown;
    }
    coding.codes[i] = code;
  }

  /** Shortens the shared start to what `s` has in common with it (a distinct value is noted once). */
  private notePrefix(s: string) {
    const p = this.prefix;
    if (p === null) this.prefix = s;
    else if (p.length > 0 && !s.startsWith(p)) {
      let k = 0;
      while (k < p.length && k < s.length && p.charCodeAt(k) === s.charCodeAt(k)) k++;
      this.prefix = p.slice(0, k);
    }
  }

  private noteChars(s: string): string {
    for (let k = 0; k < s.length; k++) {
      const c = s.charCodeAt(k);
      if (c < 128) this.chars[c] = 1;
      else this.otherChars = true;
    }
    return s;
  }

  /**
   * How many rows may contain `needle` (lower-cased), to visit the likeliest columns first: exact for a
   * column of distinct values, every row for a wide one; none when one of the needle's characters occurs
   * nowhere in the column (letters in dates, numbers or hex ids), which skips it outright.
   */
  estimateContains(needle: string): number {
    for (let k = 0; k < needle.length; k++) {
      const c = needle.charCodeAt(k);
      if (c < 128 ? this.chars[c] === 0 : !this.otherChars) return 0;
    }
    if (this.lower !== null) return this.size;
    const ok = this.distinctMatching(needle);
    let rows = 0;
    if (ok) for (let c = 0; c < ok.length; c++) if (ok[c] === 1) rows += this.counts[c] ?? 0;
    return rows;
  }

  /**
   * Sets hit[i] for rows in [from, to) that are in scope (scope[i] === 1, or every row without a scope),
   * not yet hit, and whose lower-cased text contains `needle` (already lower-cased).
   */
  markContains(needle: string, hit: Uint8Array, scope: Uint8Array | null, from: number, to: number): void {
    const end = Math.min(to, this.size);
    if (this.lower !== null) {
      this.lower.eachContaining(needle, from, end, (i) => {
        if (scope === null || scope[i] === 1) hit[i] = 1;
      });
      return;
    }
    const ok = this.distinctMatching(needle);
    if (ok) this.markCodes(ok, hit, scope, from, end);
  }

  /**
   * As markContains, over the row indices list[0..count) only (rows unmatched by earlier columns when the
   * list was made; those hit since are passed over); returns how many it hit.
   */
  markContainsList(needle: string, hit: Uint8Array, list: Uint32Array, count: number): number {
    let hits = 0;
    if (this.lower !== null) {
      const lower = this.lower;
      for (let j = 0; j < count; j++) {
        const i = list[j] ?? 0;
        if (hit[i] === 0 && i < this.size && lower.includes(i, needle)) {
          hit[i] = 1;
          hits++;
        }
      }
      return hits;
    }
    const ok = this.distinctMatching(needle);
    if (!ok) return 0;
    const codes = this.codes;
    for (let j = 0; j < count; j++) {
      const i = list[j] ?? 0;
      if (hit[i] === 0 && i < this.size && ok[codes[i] ?? 0] === 1) {
        hit[i] = 1;
        hits++;
      }
    }
    return hits;
  }

  /** 1 for each distinct value whose text contains `needle`; null when none does. Kept for one needle. */
  private distinctMatching(needle: string): Uint8Array | null {
    const m = this.matching;
    if (m && m.needle === needle && m.distinct === this.distinct.length) return m.ok;
    // Typing on: a value that lacked the shorter text lacks the longer one, so only past matches are read.
    const narrowed = m && needle.includes(m.needle) ? m : null;
    const ok = this.computeMatching(needle, narrowed);
    this.matching = { needle, distinct: this.distinct.length, ok };
    return ok;
  }

  /**
   * The distinct values containing `needle`; of the first `past.distinct` values, only those that contained
   * `past.needle` (a part of `needle`) are read.
   */
  private computeMatching(
    needle: string,
    past: { distinct: number; ok: Uint8Array | null } | null,
  ): Uint8Array | null {
    const ok = new Uint8Array(this.distinct.length);
    const known = past ? Math.min(past.distinct, ok.length) : 0;
    const before = past?.ok ?? null;
    let any = false;
    for (let c = 0; c < ok.length; c++) {
      if (c < known && (before === null || before[c] === 0)) continue;
      if ((this.distinctLower[c] ?? '').includes(needle) && this.distinct[c] !== null) {
        ok[c] = 1;
        any = true;
      }
    }
    return any ? ok : null;
  }

  /** Sets hit[i] for rows in scope whose text (as shown, exact) is one of `texts`. */
  markOneOf(
    texts: ReadonlySet<string>,
    rows: readonly RowRecord[],
    hit: Uint8Array,
    scope: Uint8Array | null,
    from: number,
    to: number,
  ) {
    const { key, text } = this.column;
    const end = Math.min(to, this.size);
    const textOf = (v: unknown) => (v === null || v === undefined ? '' : text(v));
    if (this.map === null) {
      for (let i = from; i < end; i++) {
        if (hit[i] === 0 && (scope === null || scope[i] === 1) && texts.has(textOf(rows[i]?.[key])))
          hit[i] = 1;
      }
      return;
    }
    const ok = Uint8Array.from(this.distinct, (v) => (texts.has(textOf(v)) ? 1 : 0));
    this.markCodes(ok, hit, scope, from, end);
  }

  /** Sets hit[i] for rows in scope whose text (as shown) t has `from` <= t < `to` (an empty bound: open). */
  markTextRange(
    from: string,
    to: string,
    rows: readonly RowRecord[],
    hit: Uint8Array,
    scope: Uint8Array | null,
    start: number,
    end: number,
  ) {
    const { key, text } = this.column;
    const inside = (v: unknown) => {
      if (v === null || v === undefined) return false;
      const t = text(v);
      return t >= from && (to === '' || t < to);
    };
    const last = Math.min(end, this.size);
    if (this.map === null) {
      for (let i = start; i < last; i++)
        if (hit[i] === 0 && (scope === null || scope[i] === 1) && inside(rows[i]?.[key])) hit[i] = 1;
      return;
    }
    const ok = Uint8Array.from(this.distinct, (v) => (inside(v) ? 1 : 0));
    this.markCodes(ok, hit, scope, start, last);
  }

  private markCodes(ok: Uint8Array, hit: Uint8Array, scope: Uint8Array | null, from: number, end: number) {
    const codes = this.codes;
    if (scope === null) {
      for (let i = from; i < end; i++) if (ok[codes[i] ?? 0] === 1) hit[i] = 1;
    } else {
      for (let i = from; i < end; i++)
        if (scope[i] === 1 && hit[i] === 0 && ok[codes[i] ?? 0] === 1) hit[i] = 1;
    }
  }

  /**
   * The column as codes and distinct values (null for a wide column): an export sends each distinct
   * value once and a 1- or 2-byte code per row instead of every value of every row.
   */
  dictionary(): { codes: Uint8Array | Uint16Array; distinct: readonly unknown[] } | null {
    return this.map === null ? null : { codes: this.codes.subarray(0, this.size), distinct: this.distinct };
  }

  /** The distinct texts of the column when there are at most `limit` of them (nulls left out). */
  pickList(limit: number, collator: Intl.Collator): string[] | null {
    if (this.map === null || this.distinct.length > limit + 1) return null;
    const texts = new Set<string>();
    for (const v of this.distinct) if (v !== null) texts.add(this.column.text(v));
    return texts.size > limit ? null : [...texts].sort(collator.compare);
  }

  /** The distinct values and each row's code, for a dictionary or a wide column of repeated values. */
  private coded(): { distinct: readonly unknown[]; codes: ArrayLike<number> } | null {
    return this.map !== null ? { distinct: this.distinct, codes: this.codes } : this.sortCoding;
  }

  /** Rank of every row for sorting (see value-ranks.ts), cached until rows are added. */
  ranks(rows: readonly RowRecord[], collator: Intl.Collator): Ranks {
    const c = this.ranksCache;
    const coded = this.coded();
    if (c && c.size === this.size && c.collator === collator) {
      if (c.ranks) return c.ranks;
      if (c.byCode && coded) return (c.ranks = this.perRow(c.byCode, coded.codes));
    }
    const { key, sortAs, text, stringsAsIs } = this.column;
    let ranks: Ranks;
    if (coded) {
      ranks = this.perRow(valueRanks(coded.distinct, sortAs, text, collator, stringsAsIs), coded.codes);
    } else if (this.instants) {
      ranks = numberRanks(this.instants.subarray(0, this.size));
    } else {
      const values = new Array<unknown>(this.size);
      for (let i = 0; i < this.size; i++) values[i] = rows[i]?.[key];
      ranks = valueRanks(values, sortAs, text, collator, stringsAsIs, this.prefix?.length ?? 0);
    }
    this.ranksCache = { size: this.size, collator, ranks };
    return ranks;
  }

  private perRow(byCode: Ranks, codes: ArrayLike<number>): Ranks {
    const perRow = new Uint32Array(this.size);
    for (let i = 0; i < this.size; i++) perRow[i] = byCode.ranks[codes[i] ?? 0] ?? byCode.count;
    return { ranks: perRow, count: byCode.count };
  }

  /** What a worker needs to make `ranks` ahead of a sort (rank-plan.ts); null when they are made. */
  rankPlan(collator: Intl.Collator): RankPlan | null {
    const c = this.ranksCache;
    if (c && c.size === this.size && c.collator === collator) return null;
    const { key, sortAs, stringsAsIs = false } = this.column;
    const base = { size: this.size, generation: this.generation, sortAs, stringsAsIs };
    const coded = this.coded();
    if (coded) return { ...base, kind: 'codes', values: coded.distinct };
    if (this.instants) return { ...base, kind: 'numbers', values: this.instants.slice(0, this.size) };
    return { ...base, kind: 'rows', key, shared: this.prefix?.length ?? 0 };
  }

  /** Takes the ranks a worker made for `plan`, unless the column changed since; true when taken. */
  takeRanks(plan: RankPlan, collator: Intl.Collator, ranks: Ranks): boolean {
    const expected = plan.kind === 'codes' ? plan.values.length : plan.size;
    if (plan.size !== this.size || plan.generation !== this.generation || ranks.ranks.length !== expected)
      return false;
    this.ranksCache =
      plan.kind === 'codes'
        ? { size: this.size, collator, byCode: ranks }
        : { size: this.size, collator, ranks };
    return true;
  }
}
