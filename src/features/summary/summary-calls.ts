import { z } from 'zod';
import {
  ColumnStore,
  LandingSummaries,
  summarySpecSchema,
  type ColumnTail,
  type SummaryResult,
  warmSummary,
} from '../../core/summary';

const count = z.number().int().min(0);
const tailSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('category'), codes: z.instanceof(Uint32Array), size: count, from: count }),
  z.object({ kind: z.literal('number'), values: z.instanceof(Float64Array), size: count, from: count }),
  z.object({ kind: z.literal('date'), wall: z.instanceof(Float64Array), size: count, from: count }),
]);
const binsSchema = z.object({
  start: z.number(),
  width: z.number().positive(),
  count: z.number().int().min(1),
});
const requestSchema = z.object({
  rows: z.instanceof(Uint32Array).nullable(),
  count,
  spec: summarySpecSchema,
  bins: z.map(z.string(), binsSchema),
  // More rows will land (the run is loading): the worker keeps the figures to add the next page to.
  growing: z.boolean().optional(),
});

/** A summary as the page asks for it: the rows shown, the spec, the bins; the columns are the worker's. */
export type SummaryRequest = z.infer<typeof requestSchema>;

/**
 * The calls the summary's worker answers (summary-worker.ts): it keeps the columns posted to it, appending
 * each tail, and summarizes the rows the page says are shown. What crosses from the page is checked.
 */
export function createSummaryCalls({ warm = false } = {}) {
  const store = new ColumnStore();
  const landing = new LandingSummaries();
  // The engine warmed on a made-up table as the worker starts (warm-up.ts), unless a summary is asked first.
  const warming = warm ? setTimeout(() => warmSummary(), 0) : undefined;
  return {
    /** Appends a column's tail (from row 0: the column anew); false when it does not follow what is kept. */
    post(columnKey: string, tail: ColumnTail): boolean {
      const parsed = tailSchema.parse(tail);
      landing.posted(parsed.from);
      return store.append(columnKey, parsed);
    },
    summarize(request: SummaryRequest): SummaryResult {
      clearTimeout(warming);
      const { growing = false, ...input } = requestSchema.parse(request);
      return landing.summarize({ ...input, columns: store.columns }, growing);
    },
    /** Forgets one column, or every one (another run). */
    clear(columnKey?: string) {
      landing.forget();
      store.clear(columnKey);
    },
  };
}
export type SummaryCalls = ReturnType<typeof createSummaryCalls>;
