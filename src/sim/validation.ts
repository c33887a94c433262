import { MAX_LEGACY_SIZE, SERVICE_DATE_FORMAT } from '../core/contract';
import type { Report } from '../core/catalog/catalog';
import { decodeCursor, type CursorPlace } from './cursor';
import { rangeEndMs, type SimQuery } from './query';
import { parseWallDate } from './service-date';

/** Our shape of an error item (the service shows none: docs/service.md#error-items). */
export interface ServiceErrorItem {
  code: string;
  message: string;
}

const DAY_MS = 86_400_000;

type Body = Record<string, unknown>;
const isBody = (v: unknown): v is Body => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Productivity Detail (legacy) and ACTIVITY TENANT (new) share one identifier. The body decides: one
 * with a `size` field is the legacy Productivity Detail, one without it the new ACTIVITY TENANT.
 */
export function chooseReport(candidates: readonly Report[], body: unknown): Report | undefined {
  if (candidates.length < 2) return candidates[0];
  const family = isBody(body) && 'size' in body ? 'legacy' : 'new';
  return candidates.find((r) => r.family === family) ?? candidates[0];
}

export type Checked =
  { ok: true; query: SimQuery; lastDocument: string } | { ok: false; errors: ServiceErrorItem[] };

/** Every rule a body breaks, at once, so a person can fix them all in one go. */
export function checkBody(report: Report, body: unknown, tenant: string): Checked {
  if (!isBody(body))
    return { ok: false, errors: [{ code: 'InvalidBody', message: 'The body must be a JSON object.' }] };
  const errors: ServiceErrorItem[] = [];
  const startMs = parseWallDate(body.startDate);
  const endMs = parseWallDate(body.endDate);
  if (startMs === null)
    errors.push({
      code: 'InvalidStartDate',
      message: `startDate must be a real date in the format ${SERVICE_DATE_FORMAT}.`,
    });
  if (endMs === null)
    errors.push({
      code: 'InvalidEndDate',
      message: `endDate must be a real date in the format ${SERVICE_DATE_FORMAT}.`,
    });
  if (startMs !== null && endMs !== null) {
    if (endMs < startMs)
      errors.push({ code: 'EndBeforeStart', message: 'endDate must not be before startDate.' });
    // Compared on wall-clock date-times: exactly the limit is allowed, one second more is not.
    else if (report.maxRangeDays !== null && endMs - startMs > report.maxRangeDays * DAY_MS) {
      errors.push({
        code: 'RangeTooLong',
        message: `The range of ${report.name} must not exceed ${report.maxRangeDays} days.`,
      });
    }
  }
  let size: number | null = null;
  if (report.family === 'legacy') {
    const s = body.size;
    if (s === undefined || s === null) errors.push({ code: 'SizeRequired', message: 'size is required.' });
    else if (typeof s !== 'number' || !Number.isInteger(s) || s < 1 || s > MAX_LEGACY_SIZE) {
      errors.push({ code: 'InvalidSize', message: `size must be an integer from 1 to ${MAX_LEGACY_SIZE}.` });
    } else size = s;
  }
  // The new family has no size: one sent anyway is ignored, as the page size is fixed internally.
  let campaignId: string | null = null;
  if (report.requiresCampaignId) {
    const c = body.campaingId;
    if (typeof c === 'string' && c.trim() !== '') campaignId = c;
    else errors.push({ code: 'CampaignIdRequired', message: `campaingId is required by ${report.name}.` });
  }
  const last = body.lastDocument ?? '';
  if (typeof last !== 'string') {
    errors.push({ code: 'InvalidLastDocument', message: 'lastDocument must be a string.' });
  } else if (last !== '' && !decodeCursor(last).ok) {
    errors.push({
      code: 'InvalidLastDocument',
      message: 'lastDocument is not a cursor returned by this service.',
    });
  }
  if (errors.length > 0 || startMs === null || endMs === null || typeof last !== 'string')
    return { ok: false, errors };
  const query: SimQuery = {
    report,
    tenant,
    startDate: String(body.startDate),
    endDate: String(body.endDate),
    startMs,
    endMs,
    size,
    campaignId,
  };
  return { ok: true, query, lastDocument: last };
}

/**
 * Where a cursor says the run stands (null: the first page), or the error when it belongs to another
 * query. `totalAt` counts the query's rows up to a place's `untilMs`.
 */
export function cursorPlace(
  lastDocument: string,
  q: SimQuery,
  binding: readonly [number, number],
  pageSize: number,
  totalAt: (untilMs: number) => number,
): CursorPlace | null | ServiceErrorItem {
  if (lastDocument === '') return null;
  const decoded = decodeCursor(lastDocument);
  const mismatch = {
    code: 'LastDocumentMismatch',
    message: 'lastDocument belongs to another query: repeat the same report, dates, size and campaign.',
  };
  if (!decoded.ok)
    return { code: 'InvalidLastDocument', message: 'lastDocument is not a cursor returned by this service.' };
  const { binding: bound, place } = decoded;
  if (bound[0] !== binding[0] || bound[1] !== binding[1]) return mismatch;
  if (place.untilMs <= q.startMs || place.untilMs > rangeEndMs(q)) return mismatch;
  if (place.offset <= 0 || place.offset % pageSize !== 0 || place.offset >= totalAt(place.untilMs))
    return mismatch;
  return place;
}
