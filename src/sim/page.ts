import type { Row } from '../core/contract';
import { encodeCursor, type CursorPlace } from './cursor';
import { queryBinding, querySlice, type SimQuery } from './query';
import { combine, Rng } from './random';
import { REPORT_ROWS } from './rows/reports';
import type { SimOptions } from './types';
import type { ServiceErrorItem } from './validation';

export const pageSizeOf = (q: SimQuery, options: SimOptions) => q.size ?? options.newFamilyPageSize;

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
 * One page, generated on the spot from the query and its place: nothing of the query is kept between
 * calls. The rows are read up to the place's `untilMs`, fixed by the first page, so rows that settle
 * while a run pages are neither added nor shift the offsets. `pageCount` is the number of pages still to
 * come; the cursor is null on the last page.
 */
export function buildPage(q: SimQuery, options: SimOptions, place: CursorPlace, idReport: string): Envelope {
  const slice = querySlice(q, options, place.untilMs);
  const total = Math.min(options.maxRowsPerQuery, slice.total);
  const size = pageSizeOf(q, options);
  const { offset } = place;
  const end = Math.min(total, offset + size);
  const result = slice.rows(offset, end, options.extraFieldsAndNulls);
  const binding = queryBinding(q, options.seed);
  const r = new Rng(combine(binding[0], offset));
  const rows = result.length;
  return {
    isValid: true,
    errors: [],
    executionTime: Math.round((12 + rows * 0.09 + r.next() * 60) * 100) / 100,
    idReport,
    nameVisualization: REPORT_ROWS[q.report.key].visualization,
    totalDocument: rows,
    pageCount: Math.ceil((total - end) / size),
    lastDocument: end < total ? encodeCursor(binding, { offset: end, untilMs: place.untilMs }) : null,
    requestCharge: Math.round((2.83 + rows * 0.37 + (offset > 0 ? 1.19 : 0) + r.next()) * 100) / 100,
    result,
  };
}
