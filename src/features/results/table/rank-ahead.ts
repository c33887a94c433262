import {
  columnValues,
  type CoreColumn,
  type RankPlan,
  type Ranks,
  type TableModel,
} from '../../../core/table';
import type { RankHost } from './rank-host';

/** Rows a slice reads and sends: one slice fits in an idle step on a machine four times slower. */
const SLICE = 4096;

interface Job {
  plan: RankPlan;
  /** False when the ranks are not for the column as it is. */
  take: (ranks: Ranks) => boolean;
  /** Which column state it is for: a column that cannot be ranked in the worker is not asked again. */
  sig: string;
  id: number;
  sent: number;
  waiting: Promise<void> | null;
}

let jobs = 0;

/**
 * Makes the sort ranks of a table's columns in the rank worker once they are indexed, so a sort click
 * only orders rows by ranks (a counting pass) instead of ranking 250,000 strings in the click's task
 * (docs/measurements.md#why-measured). A date column's instants go at once; a column's distinct values,
 * or every row's value of a wide column, a slice at a time, in idle steps. The ranks are the ones the
 * model would make itself: a sort clicked before they are ready makes them as it always did.
 */
export class RankAhead {
  private job: Job | null = null;
  private readonly declined = new Set<string>();

  constructor(private readonly host: RankHost) {}

  /**
   * One idle step: true when every column's ranks are made, false when there is more to send (call again
   * with time), a promise while the worker ranks (call again once it settles).
   */
  advance(
    model: TableModel,
    columns: readonly CoreColumn[],
    hasTime: () => boolean,
  ): boolean | Promise<void> {
    for (;;) {
      let job = this.job;
      if (job && !job.waiting && job.plan.size !== model.rows.length) {
        // Rows came while its rows were being sent: the ranks would be for fewer rows than the column's.
        this.host.drop(job.id);
        job = this.job = null;
      }
      job ??= this.job = this.next(model, columns);
      if (!job) return true;
      if (job.waiting) return job.waiting;
      if (!hasTime()) return false;
      this.send(model, job, hasTime);
    }
  }

  private next(model: TableModel, columns: readonly CoreColumn[]): Job | null {
    for (const column of columns) {
      const ready = model.rankPlan(column);
      if (!ready) continue;
      const { plan, take } = ready;
      const sig = `${column.key}|${plan.size}|${plan.generation}`;
      if (this.declined.has(sig)) continue;
      return { plan, take, sig, id: ++jobs, sent: 0, waiting: null };
    }
    return null;
  }

  /** Sends what the job's plan needs while there is time; once all is sent, the worker ranks. */
  private send(model: TableModel, job: Job, hasTime: () => boolean) {
    const { plan } = job;
    let answer: Promise<Ranks | null>;
    if (plan.kind === 'numbers') answer = this.host.rankNumbers(plan.values);
    else {
      // The distinct values or every row's value, a slice at a time: each is cloned in the task that
      // posts it, and tens of thousands of strings at once would make a long task on a slow machine.
      const count = plan.kind === 'codes' ? plan.values.length : plan.size;
      while (job.sent < count) {
        const to = Math.min(count, job.sent + SLICE);
        const slice =
          plan.kind === 'codes'
            ? plan.values.slice(job.sent, to)
            : columnValues(model.rows, plan.key, job.sent, to);
        this.host.append(job.id, slice);
        job.sent = to;
        if (job.sent < count && !hasTime()) return;
      }
      const shared = plan.kind === 'rows' ? plan.shared : 0;
      answer = this.host.rankSent(
        job.id,
        { sortAs: plan.sortAs, stringsAsIs: plan.stringsAsIs, shared },
        model.collation,
      );
    }
    const settle = (ranks: Ranks | null) => {
      // Not taken (the column changed meanwhile, or the worker lost the values): not asked again as it was.
      if (!ranks || !job.take(ranks)) this.declined.add(job.sig);
      if (this.job === job) this.job = null;
    };
    job.waiting = answer.then(settle, () => settle(null));
  }
}
