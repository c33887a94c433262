import type { RunPhase, RunTotals } from './use-run';

const ofTotal = (t: RunTotals) =>
  t.totalPages !== null ? `${t.pagesDone} of ${t.totalPages}` : `${t.pagesDone}`;

/** The one sentence the status region reads out. Row counts in plain digits ("All 12345 rows loaded"). */
export function statusLine(phase: RunPhase, t: RunTotals): string {
  switch (phase) {
    case 'opening':
      return `Reading the stored run from this device: ${t.rows} rows so far.`;
    case 'starting':
      return 'Asking for the first page…';
    case 'running':
      return `Loading page ${t.pagesDone + 1}${t.totalPages !== null ? ` of ${t.totalPages}` : ''}: ${t.rows} rows so far.`;
    case 'pausing':
      return `Pausing after this page: ${t.rows} rows so far.`;
    case 'paused':
      return `Paused after page ${ofTotal(t)}: ${t.rows} rows so far. Resume continues from the next page.`;
    case 'cancelled':
      return t.pagesDone > 0
        ? `Cancelled after page ${ofTotal(t)}: ${t.rows} rows kept. Resume continues from the next page.`
        : 'Cancelled before the first page. Resume starts again.';
    case 'failed':
      return t.pagesDone > 0
        ? `Stopped after page ${ofTotal(t)}: ${t.rows} rows kept.`
        : 'Stopped before the first page.';
    case 'more':
      return `Page ${ofTotal(t)} loaded: ${t.rows} rows so far.`;
    case 'done':
      return `All ${t.rows} rows loaded`;
  }
}
