import { z } from 'zod';
import {
  ColumnStore,
  summarize,
  summarySpecSchema,
  type ColumnTail,
  type SummaryResult,
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
});

/** A summary as the page asks for it: the rows shown, the spec, the bins; the columns are the worker's. */
export type SummaryRequest = z.infer<typeof requestSchema>;

/**
 * The calls the summary's worker answers (summary-worker.ts): it keeps the columns posted to it, appending
 * each tail, and summarizes the rows the page says are shown. What crosses from the page is checked.
 */
export function createSummaryCalls() {
  const store = new ColumnStore();
  return {
    /** Appends a column's tail (from row 0: the column anew); false when it does not follow what is kept. */
    post(columnKey: string, tail: ColumnTail): boolean {
      return store.append(columnKey, tailSchema.parse(tail));
    },
    summarize(request: SummaryRequest): SummaryResult {
      return summarize({ ...requestSchema.parse(request), columns: store.columns });
    },
    /** Forgets one column, or every one (another run). */
    clear(columnKey?: string) {
      store.clear(columnKey);
    },
  };
}
export type SummaryCalls = ReturnType<typeof createSummaryCalls>;
