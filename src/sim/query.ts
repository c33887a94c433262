import type { Report } from '../core/catalog/catalog';
import { historyOf } from './history/history';
import { sliceOf, type Slice } from './history/slice';
import { hashString } from './random';
import { TENANT_OFFSET_MS } from './rows/kit';
import type { SimOptions } from './types';

/** One validated ExecuteReport query, as the sim understands it. */
export interface SimQuery {
  report: Report;
  tenant: string;
  startDate: string;
  endDate: string;
  /** Wall-clock ms (the service's dates carry no zone, the sim reads them on the tenant's clock). */
  startMs: number;
  endMs: number;
  /** Legacy family only. */
  size: number | null;
  campaignId: string | null;
}

/** 64 bits that a cursor is bound to: the whole query, page size included. */
export function queryBinding(q: SimQuery, seed: number): [number, number] {
  const text = `${q.report.key}|${q.tenant}|${q.startDate}|${q.endDate}|${q.size ?? ''}|${q.campaignId ?? ''}`;
  return [hashString(text, seed), hashString(text, seed ^ 0x2545f491)];
}

/** The end of the range, exclusive: the end date's whole second is in it. */
export const rangeEndMs = (q: SimQuery) => q.endMs + 1000;

/**
 * Where what a query asked at `asOf` (epoch ms) stops, exclusive, on the tenant's wall clock: the end of
 * its range, or sooner the settle line, since a row dated t is visible only `settleMs` after t.
 */
export function visibleUntil(q: SimQuery, asOf: number, settleMs: number): number {
  const settled = asOf + TENANT_OFFSET_MS - settleMs + 1;
  return Math.max(q.startMs, Math.min(rangeEndMs(q), settled));
}

/** The rows of a query read up to `untilMs`: its tenant's history of the report, nothing of the range. */
export function querySlice(q: SimQuery, options: SimOptions, untilMs: number): Slice {
  const owner = { report: q.report.key, tenant: q.tenant, campaignId: q.campaignId };
  return sliceOf(historyOf(owner, options.seed, options.volume), q.startMs, untilMs);
}

/** Rows of the whole query, capped by `maxRowsPerQuery` (a capped query is the start of the whole one). */
export const totalRows = (q: SimQuery, options: SimOptions, untilMs: number): number =>
  Math.min(options.maxRowsPerQuery, querySlice(q, options, untilMs).total);
