import {
  binsFor,
  columnKey,
  neededColumns,
  encoderFor,
  roomAhead,
  type AnyEncoder,
  type CategoryEncoder,
  type DateEncoder,
  type NumberBins,
  type SummaryKind,
  type SummaryResult,
  type SummarySpec,
} from '../../core/summary';
import type { CoreColumn, RowRecord, TableView } from '../../core/table';
import type { SummaryColumn } from './summary-columns';

import type { SummaryHost } from './summary-host';

/** Rows of a date column before this wall clock (ms read as UTC digits) only: the days that settled. */
export interface Before {
  key: string;
  wall: number;
}

interface Need {
  kind: SummaryKind;
  column: CoreColumn;
}

/**
 * The columns a spec reads, each as what it is read for: its groups, its distinct values, its numbers (and
 * the date column that keeps unsettled days out, when one does).
 */
export function needsOf(
  spec: SummarySpec,
  byKey: ReadonlyMap<string, SummaryColumn>,
  before: Before | null = null,
): Need[] {
  const needed = neededColumns(spec, (key) => byKey.get(key)?.kind ?? 'category');
  if (before) needed.push({ kind: 'date', key: before.key });
  const needs = new Map<string, Need>();
  for (const { kind, key } of needed) {
    const column = byKey.get(key)?.column;
    if (column) needs.set(columnKey(kind, key), { kind, column });
  }
  return [...needs.values()];
}

/** Rows encoded at once between two checks of the time left. */
export const ENCODE_SLICE = 4_096;

/**
 * The page's half of the summary: it encodes the columns a spec reads from the table's own rows (never a
 * copy of them), only the rows not encoded yet and a slice at a time, posts each new tail to the worker
 * once, and asks the worker for the summary of the rows in view. The figures are computed in the worker.
 */
export class SummaryRunner {
  private readonly encoders = new Map<string, AnyEncoder>();
  private readonly posted = new Map<string, number>();

  constructor(private readonly worker: Pick<SummaryHost, 'post' | 'summarize' | 'clear' | 'dispose'>) {}

  /** Ends the worker: the panel is gone. */
  dispose() {
    this.worker.dispose();
  }

  /** The encoder of a column read as `kind` (made on first need). */
  encoder(kind: SummaryKind, column: CoreColumn): AnyEncoder {
    const key = columnKey(kind, column.key);
    let encoder = this.encoders.get(key);
    if (!encoder) {
      encoder = encoderFor(kind, column);
      this.encoders.set(key, encoder);
    }
    return encoder;
  }

  /** The category encoder of a column, when one was made: the summary's groups name their values with it. */
  categories(key: string): CategoryEncoder | null {
    const encoder = this.encoders.get(columnKey('category', key));
    return encoder?.kind === 'category' ? encoder : null;
  }

  /** The date encoder of a column, when one was made: a period's drill is written in its texts' shape. */
  dates(key: string): DateEncoder | null {
    const encoder = this.encoders.get(columnKey('date', key));
    return encoder?.kind === 'date' ? encoder : null;
  }

  /**
   * Encodes the needed columns up to the rows loaded, a slice at a time while `hasTime()`; true when every
   * row of each is encoded. Rows fewer than encoded (the run started over) start every column over.
   */
  encode(needs: readonly Need[], rows: readonly RowRecord[], hasTime: () => boolean): boolean {
    if ([...this.encoders.values()].some((encoder) => encoder.size > rows.length)) this.reset();
    for (const need of needs) {
      const encoder = this.encoder(need.kind, need.column);
      while (encoder.size < rows.length) {
        encoder.encode(rows, ENCODE_SLICE);
        if (encoder.size < rows.length && !hasTime()) return false;
      }
    }
    return true;
  }

  /**
   * Room in every column for more rows than `rows` (roomAhead), made now: called in idle time after a
   * page's figures are painted, while more rows will land, so that growing the arrays (allocating and
   * copying them) is not part of the next page's landing.
   */
  reserve(rows: number) {
    for (const encoder of this.encoders.values()) encoder.reserve(roomAhead(rows));
  }

  private reset() {
    this.encoders.clear();
    this.posted.clear();
    this.worker.clear();
  }

  /** Bins of each number column grouped by, from every loaded row: filters do not move a bin's edges. */
  binsOf(spec: SummarySpec, byKey: ReadonlyMap<string, SummaryColumn>): Map<string, NumberBins> {
    return binsFor(
      spec,
      (key) => byKey.get(key)?.kind ?? 'category',
      (key) => {
        const encoder = this.encoders.get(columnKey('number', key));
        return encoder?.kind === 'number' ? encoder.data() : null;
      },
    );
  }

  /**
   * The summary of the rows in `view`, once `encode` has encoded every loaded row: the new tails go to
   * the worker first, then the rows in view (positions only, not the rows). Null when a later question
   * took its place before the worker started on it.
   */
  summarize(
    needs: readonly Need[],
    view: TableView,
    spec: SummarySpec,
    bins: ReadonlyMap<string, NumberBins>,
    before: Before | null = null,
    /** More rows will land: the worker keeps its figures and adds only the next page's rows to them. */
    growing = false,
  ): Promise<SummaryResult | null> {
    for (const need of needs) {
      const key = columnKey(need.kind, need.column.key);
      const encoder = this.encoder(need.kind, need.column);
      const from = this.posted.get(key) ?? 0;
      if (encoder.size > from) {
        // Posts are answered in order, before the summary asked below. One the worker did not keep (it
        // held less than the page thought) is posted again whole the next time.
        void this.worker.post(key, encoder.tail(from)).then((kept) => kept || this.posted.delete(key));
        this.posted.set(key, encoder.size);
      }
    }
    const rows = before ? this.rowsBefore(view, before) : rowsInView(view);
    return this.worker.summarize({
      rows,
      count: rows?.length ?? view.length,
      spec,
      bins: new Map(bins),
      growing,
    });
  }

  /** The rows in view dated before `before.wall` (by the column's wall clock, encoded as a date). */
  private rowsBefore(view: TableView, before: Before): Uint32Array<ArrayBuffer> {
    const wall = this.dates(before.key)?.data().wall ?? new Float64Array(0);
    const out = new Uint32Array(view.length);
    let n = 0;
    for (let p = 0; p < view.length; p++) {
      const i = view.order ? (view.order[p] ?? 0) : p;
      if ((wall[i] ?? Number.NaN) < before.wall) out[n++] = i;
    }
    return out.slice(0, n);
  }
}

/**
 * The rows in `view` as the worker is asked about them: null for every loaded row in arrival order (no
 * filter, or one every row passes: core/table/table-model.ts), which the worker answers from its columns
 * alone and, asked again, from its last answer (core/summary/landing.ts); otherwise a copy of their
 * positions, handed over to the worker.
 */
export const rowsInView = (view: TableView): Uint32Array<ArrayBuffer> | null =>
  view.order ? view.order.slice(0, view.length) : null;
