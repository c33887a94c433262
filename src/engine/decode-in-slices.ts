import type { Row } from '../core/contract';
import { rowBuilder, type WireRows } from './wire-rows';

/**
 * Work a task may do before it gives the page its turn: a task that decodes under this leaves a frame
 * room for its scroll and paint, on a machine four times slower too
 * (docs/measurements.md#a-run-arriving-on-a-slow-machine).
 */
const TASK_BUDGET_MS = 4;
/** Rows decoded between two looks at the clock. */
const ROWS_PER_LOOK = 32;

type Yield = () => Promise<void>;

/** A task later: the browser's scheduler.yield where there is one, else a timer of 0. */
export const yieldToPage: Yield = () => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
};

/**
 * Rows the engine's worker sent (wire-rows.ts), rebuilt as decodeRows does (rowBuilder), but over as many tasks as
 * keep each under a few ms: a 1,000-row page rebuilt at once was one task of 12 ms, four times that on
 * a slow machine, and frames of a scrolling grid waited for it. Values pass through `share` first, if given.
 */
export async function decodeInSlices(
  coded: WireRows,
  share?: (value: unknown) => unknown,
  { now = () => performance.now(), later = yieldToPage }: { now?: () => number; later?: Yield } = {},
): Promise<Row[]> {
  const { rows, next } = rowBuilder(coded, share);
  let start = now();
  for (let i = 1; i <= rows.length; i++) {
    if (!next()) break;
    if (i % ROWS_PER_LOOK === 0 && now() - start > TASK_BUDGET_MS) {
      await later();
      start = now();
    }
  }
  return rows;
}
