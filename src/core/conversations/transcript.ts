import type { Row } from '../contract';
import { toMessage, type Message } from './message';

/** Date order; equal or unreadable instants keep arrival order, so the result never depends on sort internals. */
export function byTime(a: Message, b: Message): number {
  const aBad = Number.isNaN(a.instant);
  const bBad = Number.isNaN(b.instant);
  if (aBad !== bBad) return aBad ? 1 : -1;
  if (!aBad && a.instant !== b.instant) return a.instant - b.instant;
  return a.index - b.index;
}

/**
 * The messages of one conversation in date order. `rows` holds every row of the run by arrival index;
 * `indices` are that conversation's rows, which may come from any page in any order.
 */
export function transcript(rows: ArrayLike<Row | undefined>, indices: readonly number[]): Message[] {
  const messages: Message[] = [];
  for (const i of indices) {
    const row = rows[i];
    if (row !== undefined) messages.push(toMessage(row, i));
  }
  return messages.sort(byTime);
}
