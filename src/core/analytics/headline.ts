import { containment, notUnderstoodRate } from '../dialogs';
import type { DialogsOverview } from './overview-types';

/** The headline figures of a period, as the Overview compares two periods. */
export interface Headline {
  conversations: number;
  handedOff: number;
  containment: number;
  customer: number;
  notUnderstoodRate: number;
  medianLength: number;
}

/**
 * The headline figures of an overview, over the buckets that start before `before` only when it is given
 * (the days settled in both periods): counted from the over-time buckets then (a conversation counts in
 * the period of its first message, as there), from the whole run otherwise. The median length is of every
 * conversation: the buckets do not hold lengths.
 */
export function headline(o: DialogsOverview, before: number | null): Headline {
  const medianLength = o.length.messages.p50;
  if (before === null) {
    const { conversations, handedOff, customer } = o;
    return {
      conversations,
      handedOff,
      containment: o.containment,
      customer,
      notUnderstoodRate: o.notUnderstoodRate,
      medianLength,
    };
  }
  const sum = { conversations: 0, handedOff: 0, customer: 0, notUnderstood: 0 };
  for (const b of o.overTime) {
    if (b.start >= before) continue;
    sum.conversations += b.conversations;
    sum.handedOff += b.handedOff;
    sum.customer += b.customer;
    sum.notUnderstood += b.notUnderstood;
  }
  return {
    conversations: sum.conversations,
    handedOff: sum.handedOff,
    containment: containment(sum.conversations, sum.handedOff),
    customer: sum.customer,
    notUnderstoodRate: notUnderstoodRate(sum.notUnderstood, sum.customer),
    medianLength,
  };
}
