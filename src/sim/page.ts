import type { Row } from '../core/contract';
import { encodeCursor } from './cursor';
import { queryBinding, rowsSeed, type SimQuery } from './query';
import { combine, Rng } from './random';
import { tenantIdOf, type RowContext } from './rows/kit';
import { REPORT_ROWS } from './rows/reports';
import type { SimOptions } from './types';
import type { ServiceErrorItem } from './validation';

const DAY_MS = 86_400_000;

export const pageSizeOf = (q: SimQuery, options: SimOptions) => q.size ?? options.newFamilyPageSize;

/** Rows of the whole query: grows with the range, times `volume`, capped by `maxRowsPerQuery`. */
export function totalRows(q: SimQuery, options: SimOptions): number {
  const days = Math.max(0, q.endMs - q.startMs) / DAY_MS;
  const jitter = 0.85 + 0.3 * (rowsSeed(q, options.seed) / 4294967296);
  const rows = Math.floor(days * REPORT_ROWS[q.report.key].perDay * options.volume * jitter);
  return Math.max(0, Math.min(options.maxRowsPerQuery, rows));
}

export function rowContext(q: SimQuery, options: SimOptions): RowContext {
  return {
    seed: rowsSeed(q, options.seed) | 0,
    total: totalRows(q, options),
    startMs: q.startMs,
    endMs: q.endMs,
    tenant: q.tenant,
    tenantId: tenantIdOf(q.tenant),
    campaignId: q.campaignId,
    extra: options.extraFieldsAndNulls,
  };
}

/** The service's envelope (docs/service.md#executereport) around a list of rows. */
export interface Envelope {
  isValid: boolean;
  errors: ServiceErrorItem[];
  executionTime: number;
  idReport: string;
  nameVisualization: string;
  totalDocument: number;
  pageCount: number;
  lastDocument: string | null;
  requestCharge: number;
  result: Row[];
}

export const invalidEnvelope = (
  idReport: string,
  nameVisualization: string,
  errors: ServiceErrorItem[],
): Envelope => ({
  isValid: false,
  errors,
  executionTime: 3.41,
  idReport,
  nameVisualization,
  totalDocument: 0,
  pageCount: 0,
  lastDocument: null,
  requestCharge: 0,
  result: [],
});

/**
 * One page, generated on the spot from the query and the offset: nothing of the query is kept between
 * calls. `pageCount` is the number of pages still to come; the cursor is null on the last page.
 */
export function buildPage(q: SimQuery, options: SimOptions, offset: number, idReport: string): Envelope {
  const ctx = rowContext(q, options);
  const size = pageSizeOf(q, options);
  const end = Math.min(ctx.total, offset + size);
  const meta = REPORT_ROWS[q.report.key];
  const result: Row[] = [];
  for (let i = offset; i < end; i++) result.push(meta.row(ctx, i));
  const r = new Rng(combine(ctx.seed, offset));
  const rows = result.length;
  return {
    isValid: true,
    errors: [],
    executionTime: Math.round((12 + rows * 0.09 + r.next() * 60) * 100) / 100,
    idReport,
    nameVisualization: meta.visualization,
    totalDocument: rows,
    pageCount: Math.ceil((ctx.total - end) / size),
    lastDocument: end < ctx.total ? encodeCursor(queryBinding(q, options.seed), end) : null,
    requestCharge: Math.round((2.83 + rows * 0.37 + (offset > 0 ? 1.19 : 0) + r.next()) * 100) / 100,
    result,
  };
}
