import type { DialogsFold } from './dialogs-fold';
import { isLowConfidence } from '../dialogs';

/** A not-understood customer message to review: where it is in the run and by how much it missed. */
export interface ReviewItem {
  /** The row's index among every row of the run, in the order received. */
  row: number;
  conversationId: string | null;
  intent: string | null;
  confidence: number;
  minConfidence: number;
  /** minConfidence - confidence: how far under its threshold the message was. */
  margin: number;
}

/** Every not-understood customer message of the fold, worst margin first (ties in the run's order). */
export function reviewQueue(fold: DialogsFold): ReviewItem[] {
  const c = fold.rows;
  const ids = c.conversations.values;
  const intents = c.intents.values;
  const items: ReviewItem[] = [];
  for (let i = 0; i < c.length; i++) {
    const confidence = c.confidence[i] ?? NaN;
    const minConfidence = c.minConfidence[i] ?? NaN;
    if (!isLowConfidence(c.part[i] ?? -1, confidence, minConfidence)) continue;
    const k = c.conversation[i] ?? -1;
    items.push({
      row: i,
      conversationId: ids[k] ?? null,
      intent: intents[c.currentIntent[i] ?? -1] ?? null,
      confidence,
      minConfidence,
      margin: minConfidence - confidence,
    });
  }
  return items.sort((a, b) => b.margin - a.margin || a.row - b.row);
}
