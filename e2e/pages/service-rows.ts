import { z } from 'zod';
import { reportByKey, type ReportKey } from '../../src/core/catalog/catalog';
import { simOptionsFromEnv } from '../../src/sim/options';
import { harness } from '../../src/testing/sim-harness';

/** What an uninterrupted run gives: every row's identifier in order, and the cursor each page is asked with. */
export interface ServiceRun {
  ids: string[];
  /** cursors[k] is the lastDocument the (k+1)-th page is asked with: "" for the first. */
  cursors: string[];
}

export interface RunQuery {
  report: ReportKey;
  startDate: string;
  endDate: string;
  /** Legacy family only. */
  size?: number;
}

/**
 * The rows the service gives a run with no fault, computed in Node: the served demo is this same
 * simulated service with the same options from the environment (fixed seed), and its rows are the
 * tenant's history, so a private instance on today's clock pages through exactly the same rows of a
 * settled range, with the same cursors (docs/service.md#the-simulated-history).
 */
export async function uninterruptedRun(query: RunQuery, idField: string): Promise<ServiceRun> {
  const h = harness(simOptionsFromEnv(process.env));
  h.clock.t = Date.now();
  const { startDate, endDate, size } = query;
  const body = size === undefined ? { startDate, endDate } : { startDate, endDate, size };
  const pages = await h.pageAll(reportByKey(query.report).id, body, await h.token());
  const ids = pages.flatMap((p) => p.result.map((row) => z.string().parse(row[idField])));
  const cursors = ['', ...pages.slice(0, -1).map((p) => z.string().parse(p.lastDocument))];
  return { ids, cursors };
}
