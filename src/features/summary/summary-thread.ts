import { summarize, type ColumnData, type SummaryInput, type SummaryResult } from '../../core/summary';

type Arrays = Uint32Array | Float64Array;

/** `a` with room for `n` items (twice as much as before at least, so appending stays linear). */
function room<T extends Arrays>(a: T, n: number): T {
  if (a.length >= n) return a;
  const next = new (a.constructor as new (length: number) => T)(Math.max(n, a.length * 2, 1024));
  next.set(a);
  return next;
}

function appended(old: ColumnData | undefined, tail: ColumnData): ColumnData {
  const size = (old?.size ?? 0) + tail.size;
  if (tail.kind === 'category') {
    const codes = room(old?.kind === 'category' ? old.codes : new Uint32Array(0), size);
    codes.set(tail.codes.subarray(0, tail.size), old?.size ?? 0);
    return { kind: 'category', codes, size };
  }
  if (tail.kind === 'number') {
    const values = room(old?.kind === 'number' ? old.values : new Float64Array(0), size);
    values.set(tail.values.subarray(0, tail.size), old?.size ?? 0);
    return { kind: 'number', values, size };
  }
  const wall = room(old?.kind === 'date' ? old.wall : new Float64Array(0), size);
  wall.set(tail.wall.subarray(0, tail.size), old?.size ?? 0);
  return { kind: 'date', wall, size };
}

/**
 * The worker's half of a summary (summary-worker.ts runs it): the columns the page posted, a tail at a
 * time, and the summary of the rows it names. A column posted by a kind other than before starts over.
 */
export function createSummaryThread() {
  const columns = new Map<string, ColumnData>();
  return {
    post(key: string, tail: ColumnData) {
      const old = columns.get(key);
      columns.set(key, appended(old?.kind === tail.kind ? old : undefined, tail));
    },
    clear() {
      columns.clear();
    },
    summarize(input: Omit<SummaryInput, 'columns'>): SummaryResult {
      return summarize({ ...input, columns });
    },
  };
}
export type SummaryThread = ReturnType<typeof createSummaryThread>;
