import type { Report } from '../core/catalog/catalog';
import { hashString } from './random';

/** One validated ExecuteReport query, as the sim understands it. */
export interface SimQuery {
  report: Report;
  tenant: string;
  startDate: string;
  endDate: string;
  /** Wall-clock ms (the service's dates carry no zone): only differences and ordering matter. */
  startMs: number;
  endMs: number;
  /** Legacy family only. */
  size: number | null;
  campaignId: string | null;
}

/** The rows of a query depend on everything but the page size, so any `size` pages the same rows. */
export function rowsSeed(q: SimQuery, seed: number): number {
  return hashString(`${q.report.key}|${q.tenant}|${q.startDate}|${q.endDate}|${q.campaignId ?? ''}`, seed);
}

/** 64 bits that a cursor is bound to: the whole query, page size included. */
export function queryBinding(q: SimQuery, seed: number): [number, number] {
  const text = `${q.report.key}|${q.tenant}|${q.startDate}|${q.endDate}|${q.size ?? ''}|${q.campaignId ?? ''}`;
  return [hashString(text, seed), hashString(text, seed ^ 0x2545f491)];
}
