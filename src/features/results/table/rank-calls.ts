import { transfer } from 'comlink';
import { z } from 'zod';
import { numberRanks, ranksOf, type Ranks } from '../../../core/table';

const collationSchema = z.object({
  locale: z.string(),
  usage: z.enum(['sort', 'search']),
  sensitivity: z.enum(['base', 'accent', 'case', 'variant']),
  ignorePunctuation: z.boolean(),
  collation: z.string(),
  numeric: z.boolean().optional(),
  caseFirst: z.enum(['upper', 'lower', 'false']).optional(),
});
/** How the page's collator orders text, for the worker to make one that orders it the same. */
export type Collation = Intl.ResolvedCollatorOptions;

const howSchema = z.object({
  sortAs: z.enum(['text', 'number', 'date', 'boolean', 'auto']),
  stringsAsIs: z.boolean(),
  shared: z.number().int().min(0),
});
/** How a column's values are ordered (rank-plan.ts ranksOf). */
export type RankHow = z.infer<typeof howSchema>;

const id = z.number().int();
const MAX_PENDING = 4;
const values = z.array(z.unknown());

/** Ranks handed back without a copy. */
const handed = (ranks: Ranks | null) => (ranks ? transfer(ranks, [ranks.ranks.buffer]) : null);

/**
 * The calls the rank worker answers (rank-worker.ts): a column's values, sent a slice at a time or at once,
 * ranked as the page's table model would rank them (src/core/table/rank-plan.ts). What crosses from the
 * page is checked.
 */
export function createRankCalls() {
  const pending = new Map<number, unknown[][]>();
  const collators = new Map<string, Intl.Collator>();
  const collatorOf = (collation: Collation) => {
    const c = collationSchema.parse(collation);
    const key = JSON.stringify(c);
    let collator = collators.get(key);
    if (!collator) {
      const { locale, usage, sensitivity, ignorePunctuation, numeric, caseFirst } = c;
      collator = new Intl.Collator(locale, { usage, sensitivity, ignorePunctuation, numeric, caseFirst });
      collators.set(key, collator);
    }
    return collator;
  };
  return {
    /** Appends a slice of a column's rows to those kept under `job`. */
    append(job: number, slice: unknown[]): void {
      const slices = pending.get(id.parse(job)) ?? [];
      slices.push(values.parse(slice));
      pending.set(job, slices);
      // A job its table left unfinished (the run closed) is forgotten once a few others started.
      for (const old of pending.keys()) if (pending.size > MAX_PENDING) pending.delete(old);
    },
    /**
     * Ranks the values sent under `job` (a column's distinct values, or every row's), then forgets them;
     * null when they need the page's text function.
     */
    rankSent(job: number, how: RankHow, collation: Collation): Ranks | null {
      const slices = pending.get(id.parse(job)) ?? [];
      pending.delete(job);
      return handed(ranksOf(slices.flat(), howSchema.parse(how), collatorOf(collation)));
    },
    rankNumbers(numbers: Float64Array): Ranks {
      const ranks = numberRanks(z.instanceof(Float64Array).parse(numbers));
      return transfer(ranks, [ranks.ranks.buffer]);
    },
    /** Forgets the rows kept under `job` (the column changed before they were ranked). */
    drop(job: number): void {
      pending.delete(job);
    },
  };
}

export type RankCalls = ReturnType<typeof createRankCalls>;
