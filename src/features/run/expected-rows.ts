import type { RunTotals } from './use-run';

/**
 * The rows a run will end with, estimated while it goes: every page but the last is full (the legacy
 * `size`, or the new family's fixed page), so the pages still to come bring about the rows per page seen
 * so far. Exact once the run is done; null before the first page says how many pages there are.
 */
export function expectedRows(t: Pick<RunTotals, 'pagesDone' | 'totalPages' | 'rows'>): number | null {
  if (t.totalPages === null || t.pagesDone === 0) return null;
  const left = Math.max(0, t.totalPages - t.pagesDone);
  if (left === 0) return t.rows;
  return Math.round(t.rows + (left * t.rows) / t.pagesDone);
}
