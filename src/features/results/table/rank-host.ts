import { transfer, wrap, type Remote } from 'comlink';
import { z } from 'zod';
import type { Ranks } from '../../../core/table';
import type { Collation, RankCalls, RankHow } from './rank-calls';

const ranksSchema = z.object({ ranks: z.instanceof(Uint32Array), count: z.number().int().min(0) });

/** The page's side of the rank worker (rank-worker.ts). */
export interface RankHost {
  append(job: number, slice: unknown[]): void;
  rankSent(job: number, how: RankHow, collation: Collation): Promise<Ranks | null>;
  /** Ranks numbers (a copy, handed over without another). */
  rankNumbers(numbers: Float64Array): Promise<Ranks>;
  drop(job: number): void;
}

function connect(): RankHost {
  const worker = new Worker(new URL('./rank-worker.ts', import.meta.url), { type: 'module', name: 'ranks' });
  const calls: Remote<RankCalls> = wrap<RankCalls>(worker);
  const checked = async (answer: Promise<unknown>) => ranksSchema.nullable().parse(await answer);
  return {
    append: (job, slice) => void calls.append(job, slice),
    rankSent: (job, how, collation) => checked(calls.rankSent(job, how, collation)),
    rankNumbers: async (numbers) =>
      ranksSchema.parse(await calls.rankNumbers(transfer(numbers, [numbers.buffer]))),
    drop: (job) => void calls.drop(job),
  };
}

let shared: RankHost | null | undefined;

/** One worker for every table of the page, started at first use; none where there are no workers. */
export function rankHost(): RankHost | null {
  if (shared === undefined) shared = typeof Worker === 'function' ? connect() : null;
  return shared;
}
