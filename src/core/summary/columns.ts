import { rowInstantInto, rowWall } from '../dates/row-date';
import { localOffset, ZoneWall, type ZoneOffset } from '../dates/zone-wall';
import type { CoreColumn, RowRecord } from '../table/types';
import { grownTo } from './grown';

export type SummaryKind = 'category' | 'number' | 'date';

/** codes[i]: row i's shown text, as a code (0 is reserved for missing: null, undefined or ''). */
export interface CategoryData {
  kind: 'category';
  codes: Uint32Array;
  size: number;
}
/** values[i]: the number, NaN when the row has none (missing) or not a number (text: counted as mixed). */
export interface NumberData {
  kind: 'number';
  values: Float64Array;
  size: number;
}
/** wall[i]: the wall clock the grid shows for row i, as ms read as UTC digits (src/core/dates/wall-clock.ts); NaN if none. */
export interface DateData {
  kind: 'date';
  wall: Float64Array;
  size: number;
}
export type ColumnData = CategoryData | NumberData | DateData;
/** Rows [from, from + size) of a column, as posted to the engine's worker. */
export type ColumnTail = ColumnData & { from: number };

/** The name a column's data goes by in SummaryInput.columns. */
export const columnKey = (kind: SummaryKind, key: string) => `${kind}:${key}`;

/**
 * What a column is good for: 'date' for a date column (sortAs 'date') or one whose texts read as dates
 * (`yyyy-MM-dd HH:mm:ss`, ISO 8601); 'number' for a number column (sortAs 'number', or 'auto' with
 * numbers only); a category otherwise. A column of coded numbers shown as words (a label, such as a
 * DIALOGS part) sorts as text and is a category: its groups are the words a person reads.
 */
export function summaryKindOf(column: CoreColumn, sample: readonly unknown[]): SummaryKind {
  if (column.sortAs === 'date') return 'date';
  if (column.sortAs === 'number') return 'number';
  let numbers = 0;
  let dates = 0;
  let others = 0;
  for (const v of sample) {
    if (v === null || v === undefined || v === '') continue;
    if (typeof v === 'number') numbers++;
    else if (typeof v === 'string' && !Number.isNaN(rowWall(v))) dates++;
    else others++;
  }
  if (dates > 0 && numbers === 0 && others === 0) return 'date';
  if (column.sortAs === 'auto' && numbers > 0 && dates === 0 && others === 0) return 'number';
  return 'category';
}

/** Encodes a column's rows for the engine, a tail at a time as pages arrive. */
export interface ColumnEncoder {
  readonly kind: SummaryKind;
  /** Rows encoded so far. */
  readonly size: number;
  /** Encodes rows[size..rows.length), or only the next `limit` of them (work spread over idle time). */
  encode(rows: readonly RowRecord[], limit?: number): void;
  /** Every row encoded, over the encoder's own arrays (read it, do not keep it past the next encode). */
  data(): ColumnData;
  /** Rows [from, size) as data of their own: a copy, to post (and transfer) to the engine's worker. */
  tail(from: number): ColumnTail;
  /**
   * Room for `rows` rows made now, so that the pages encoded next do not grow the arrays (allocating
   * and copying them) in their own frames: for idle time while rows arrive (summary-runner.ts).
   */
  reserve(rows: number): void;
}

// Two equal nested values are one entry (as in src/core/table/column-index.ts).
const rawKey = (v: unknown) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : v);

/**
 * A column as categories of what its cells show: raw values that show the same text share a code, so a
 * group is what a person reads and its drill (a pick-list filter on that text) selects exactly its rows.
 * Each raw value is looked up once in a Map; its text is made once, when first seen, in the words of the
 * column given (another language words the groups otherwise, but never moves a row to another group).
 */
export class CategoryEncoder implements ColumnEncoder {
  readonly kind = 'category';
  private n = 0;
  private codes = new Uint32Array(0);
  private readonly byRaw = new Map<unknown, number>();
  private readonly byText = new Map<string, number>([['', 0]]);
  private readonly values: unknown[] = [null];

  constructor(readonly column: CoreColumn) {}

  get size() {
    return this.n;
  }

  /** Codes in use, the missing code 0 included. */
  get distinct() {
    return this.values.length;
  }

  /** A raw value showing code's text (null for the missing code 0). */
  valueOf(code: number): unknown {
    return this.values[code] ?? null;
  }

  /** The text code shows, in the words of `column` (the same column in another language), '' for none. */
  textOf(code: number, column: CoreColumn = this.column): string {
    const v = this.valueOf(code);
    return v === null || v === undefined ? '' : column.text(v);
  }

  encode(rows: readonly RowRecord[], limit = Infinity) {
    const end = Math.min(rows.length, this.n + limit);
    if (end <= this.n) return;
    const codes = (this.codes = grownTo(this.codes, end));
    const { key } = this.column;
    for (let i = this.n; i < end; i++) {
      const v = rows[i]?.[key];
      const k = rawKey(v);
      let code = this.byRaw.get(k);
      if (code === undefined) {
        code = this.codeOfText(v === null || v === undefined ? '' : this.column.text(v), v);
        this.byRaw.set(k, code);
      }
      codes[i] = code;
    }
    this.n = end;
  }

  private codeOfText(text: string, v: unknown): number {
    let code = this.byText.get(text);
    if (code === undefined) {
      code = this.values.length;
      this.byText.set(text, code);
      this.values.push(v);
    }
    return code;
  }

  reserve(rows: number) {
    this.codes = grownTo(this.codes, rows);
  }

  data(): CategoryData {
    return { kind: 'category', codes: this.codes, size: this.n };
  }

  tail(from: number): CategoryData & { from: number } {
    return {
      kind: 'category',
      codes: this.codes.slice(from, this.n),
      size: Math.max(0, this.n - from),
      from,
    };
  }
}

/** A column as numbers: finite numbers only; anything else (missing, text, NaN, Infinity) is NaN. */
export class NumberEncoder implements ColumnEncoder {
  readonly kind = 'number';
  private n = 0;
  private values = new Float64Array(0);

  constructor(readonly column: CoreColumn) {}

  get size() {
    return this.n;
  }

  encode(rows: readonly RowRecord[], limit = Infinity) {
    const end = Math.min(rows.length, this.n + limit);
    if (end <= this.n) return;
    const values = (this.values = grownTo(this.values, end));
    const { key } = this.column;
    for (let i = this.n; i < end; i++) {
      const v = rows[i]?.[key];
      values[i] = typeof v === 'number' && Number.isFinite(v) ? v : NaN;
    }
    this.n = end;
  }

  reserve(rows: number) {
    this.values = grownTo(this.values, rows);
  }

  data(): NumberData {
    return { kind: 'number', values: this.values, size: this.n };
  }

  tail(from: number): NumberData & { from: number } {
    return {
      kind: 'number',
      values: this.values.slice(from, this.n),
      size: Math.max(0, this.n - from),
      from,
    };
  }
}

/**
 * A column as the wall clock its cells show. A date column (sortAs 'date': ISO instants the grid shows in
 * the browser's zone) is the instant plus the zone's offset then; a text of a date is its digits as
 * written. Either way a bucket is a range of the text the grid shows, and its drill is exact.
 */
export class DateEncoder implements ColumnEncoder {
  readonly kind = 'date';
  private n = 0;
  private wall = new Float64Array(0);
  private readonly zone: ZoneWall | null;
  private sep: ' ' | 'T' | null;

  constructor(
    readonly column: CoreColumn,
    offset: ZoneOffset = localOffset,
  ) {
    this.zone = column.sortAs === 'date' ? new ZoneWall(offset) : null;
    // The grid writes a date column's instants as `yyyy-MM-dd HH:mm:ss`.
    this.sep = this.zone ? ' ' : null;
  }

  get size() {
    return this.n;
  }

  /** The character between day and time in the texts this column shows (' ' until one says 'T'). */
  get separator(): ' ' | 'T' {
    return this.sep ?? ' ';
  }

  encode(rows: readonly RowRecord[], limit = Infinity) {
    const end = Math.min(rows.length, this.n + limit);
    if (end <= this.n) return;
    const wall = (this.wall = grownTo(this.wall, end));
    const { key } = this.column;
    const zone = this.zone;
    for (let i = this.n; i < end; i++) {
      const v = rows[i]?.[key];
      if (typeof v !== 'string') wall[i] = NaN;
      else if (zone) {
        rowInstantInto(v, wall, i);
        const at = wall[i] ?? NaN;
        if (at === at) wall[i] = zone.of(at);
      } else {
        if (this.sep === null && v.length > 10) this.sep = v.charCodeAt(10) === 84 ? 'T' : ' ';
        wall[i] = rowWall(v);
      }
    }
    this.n = end;
  }

  reserve(rows: number) {
    this.wall = grownTo(this.wall, rows);
  }

  data(): DateData {
    return { kind: 'date', wall: this.wall, size: this.n };
  }

  tail(from: number): DateData & { from: number } {
    return { kind: 'date', wall: this.wall.slice(from, this.n), size: Math.max(0, this.n - from), from };
  }
}

export type AnyEncoder = CategoryEncoder | NumberEncoder | DateEncoder;

/** The encoder of a column asked as `kind`. */
export function encoderFor(kind: SummaryKind, column: CoreColumn, offset?: ZoneOffset): AnyEncoder {
  if (kind === 'category') return new CategoryEncoder(column);
  return kind === 'number' ? new NumberEncoder(column) : new DateEncoder(column, offset);
}
