import { groupKind } from './dims';
import { Fold } from './fold';
import { FOLDED_KINDS } from './fold-measures';
import { foldedResult } from './fold-result';
import { summarize } from './summarize';
import type { SummaryInput, SummaryResult } from './types';

interface Kept {
  fold: Fold;
  /** The spec, the bins and how each grouped column is read: a fold answers this question only. */
  question: string;
  rows: Uint32Array | null;
}

/** Everything but the rows that decides a summary's figures. */
function questionOf(input: SummaryInput): string {
  const { spec } = input;
  const kinds = [...spec.groupBy, ...(spec.pivot ? [spec.pivot] : [])].map((g) => groupKind(g, input));
  const bins = [...input.bins].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([spec, bins, kinds]);
}

/** The rows shown now are the rows folded and then others: every row, more of them; or a list that starts with the last. */
function extendsRows(kept: Kept, input: SummaryInput): boolean {
  const { rows } = input;
  if (kept.rows === null) return rows === null && input.count >= kept.fold.m;
  if (rows === null || rows.length < kept.rows.length) return false;
  for (let j = 0; j < kept.rows.length; j++) if (rows[j] !== kept.rows[j]) return false;
  return true;
}

/**
 * Summaries for a page whose rows are still arriving: while the page says more will land (`growing`),
 * the figures are kept as a fold (fold.ts), and a question asked again of the same rows plus rows after
 * them is answered by adding only the new rows. Anything else (another spec or bins, rows that are not
 * the last ones extended, a median or a p90, a column posted again over rows read) is summarized anew.
 */
export class LandingSummaries {
  private kept: Kept | null = null;
  /**
   * The last answer about every row: asked again of the same rows (a filter cleared, or one that every
   * row passes, such as the first letter typed) it is given back, not summarized anew.
   */
  private whole: { question: string; count: number; result: SummaryResult } | null = null;

  summarize(input: SummaryInput, growing: boolean): SummaryResult {
    const question = questionOf(input);
    const whole = this.whole;
    if (input.rows === null && whole?.question === question && whole.count === input.count)
      return whole.result;
    const result = this.answer(input, question, growing);
    if (input.rows === null) this.whole = { question, count: input.count, result };
    return result;
  }

  private answer(input: SummaryInput, question: string, growing: boolean): SummaryResult {
    const m = input.rows ? input.rows.length : input.count;
    const kept = this.kept;
    // Dropped first: a fold that fails half-way (a column not posted) is never used again.
    this.kept = null;
    let fold: Fold;
    if (kept && kept.question === question && extendsRows(kept, input)) fold = kept.fold;
    else if (growing && input.spec.measures.every((measure) => FOLDED_KINDS.includes(measure.kind)))
      fold = new Fold(input);
    else return summarize(input);
    fold.add(input, m);
    if (growing) this.kept = { fold, question, rows: input.rows };
    return foldedResult(fold, input.spec);
  }

  /** A column's rows from `from` on were posted: a fold that read any of them is dropped. */
  posted(from: number) {
    if (this.kept && from < this.kept.fold.extent) this.kept = null;
    if (this.whole && from < this.whole.count) this.whole = null;
  }

  /** Drops what is kept (the columns were cleared). */
  forget() {
    this.kept = null;
    this.whole = null;
  }
}
