import type { ColumnData, ColumnTail } from './columns';
import { grownTo } from './grown';

/**
 * The columns as the engine's worker keeps them: each tail the page posts is appended where it starts
 * (a tail from row 0 starts the column again: another run), in arrays grown by half again each time.
 */
export class ColumnStore {
  private readonly map = new Map<string, ColumnData>();

  get columns(): ReadonlyMap<string, ColumnData> {
    return this.map;
  }

  /** Appends rows [tail.from, tail.from + tail.size); false (and nothing kept) when it leaves a gap or changes kind. */
  append(columnKey: string, tail: ColumnTail): boolean {
    const kept = tail.from === 0 ? undefined : this.map.get(columnKey);
    const at = kept?.size ?? 0;
    if (tail.from > at || (kept && kept.kind !== tail.kind)) return false;
    const end = tail.from + tail.size;
    let next: ColumnData;
    if (tail.kind === 'category') {
      const codes = grownTo(kept?.kind === 'category' ? kept.codes : new Uint32Array(0), end);
      codes.set(tail.codes.subarray(0, tail.size), tail.from);
      next = { kind: 'category', codes, size: end };
    } else if (tail.kind === 'number') {
      const values = grownTo(kept?.kind === 'number' ? kept.values : new Float64Array(0), end);
      values.set(tail.values.subarray(0, tail.size), tail.from);
      next = { kind: 'number', values, size: end };
    } else {
      const wall = grownTo(kept?.kind === 'date' ? kept.wall : new Float64Array(0), end);
      wall.set(tail.wall.subarray(0, tail.size), tail.from);
      next = { kind: 'date', wall, size: end };
    }
    this.map.set(columnKey, next);
    return true;
  }

  /** Forgets one column, or every column. */
  clear(columnKey?: string) {
    if (columnKey === undefined) this.map.clear();
    else this.map.delete(columnKey);
  }
}
