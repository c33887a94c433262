import { z } from 'zod';
import { REPORT_KEYS } from '../catalog/catalog';
import { SERVICE_DATE_RE } from '../contract/service-date';
import type { CodedRows } from '../coded-rows';

/**
 * The team's history as the app's server answers it (docs/architecture.md#the-teams-history): what it
 * holds of one history, and the rows of a span it holds, a page at a time. Both sides read this file:
 * the server parses the bodies with it before any disk read, the browser and the command line parse the
 * answers with it. Every request carries `Authorization: Bearer <token>`, a token the server saw
 * CreateToken issue for the body's tenant; nothing else is ever sent (no secret, no access token).
 *
 *   POST /team/<environment>/held   heldRequestSchema -> heldAnswerSchema
 *   POST /team/<environment>/rows   rowsRequestSchema -> a coded page (rowsHeaderSchema, ./coded-page.ts)
 *
 * 400 { message } a body that is not one (before any disk read); 401 { message } a token the server
 * cannot tie to the tenant; 404 { message } an environment without a team history (direct mode, or not
 * configured); 409 { message } the rows of a span asked while the held segment changed (plan again).
 */
export const TEAM_HISTORY_PATH = '/team';

const serviceDate = z.string().regex(SERVICE_DATE_RE, { error: 'a yyyy-MM-dd HH:mm:ss date' });

/** One history of the team: the tenant's report with its parameters, in one environment (the path's). */
export const historyIdSchema = z.strictObject({
  tenant: z.string().min(1).max(128),
  reportKey: z.enum(REPORT_KEYS),
  /** The report's campaign, for the report that takes one; null otherwise. */
  campaignId: z.string().min(1).max(128).nullable(),
});
export type TeamHistoryId = z.infer<typeof historyIdSchema>;

/** A span of the service's wall clock, both ends inclusive, whole seconds. */
const spanSchema = z.strictObject({ start: serviceDate, end: serviceDate });

export const heldRequestSchema = z.strictObject({
  history: historyIdSchema,
  /** The range asked: the answer names the segments that overlap it. */
  range: spanSchema,
});
export type HeldRequest = z.infer<typeof heldRequestSchema>;

/** A span the server holds whole: the rows the service gave for it, fetched at `fetchedAt`. */
export const heldSegmentSchema = z.strictObject({
  ...spanSchema.shape,
  /** The service's wall clock when the segment's first page was asked (its settle rule reads it). */
  fetchedAt: serviceDate,
  rows: z.number().int().min(0),
  /** What its rows weighed in the service's JSON: the plan prices a fetch from bytes per row. */
  bytes: z.number().int().min(0),
});
export type HeldSegment = z.infer<typeof heldSegmentSchema>;

export const heldAnswerSchema = z.strictObject({
  /** Segments overlapping the range, in order of time, never overlapping; empty: nothing held. */
  segments: z.array(heldSegmentSchema),
  /** The UTC offset the rows carry, in minutes; null before any dated row. */
  offsetMinutes: z
    .number()
    .int()
    .min(-14 * 60)
    .max(14 * 60)
    .nullable(),
});
export type HeldAnswer = z.infer<typeof heldAnswerSchema>;

export const rowsRequestSchema = z.strictObject({
  history: historyIdSchema,
  /** The part of a held segment to read (within it). */
  span: spanSchema,
  /** The held segment's `fetchedAt`: a segment fetched again since answers 409, not other rows. */
  fetchedAt: serviceDate,
  /** 0-based; the answer says the next one. */
  page: z.number().int().min(0).max(1_000_000),
});
export type RowsRequest = z.infer<typeof rowsRequestSchema>;

/**
 * A page of a held span's rows as the server answers it: not JSON rows but the rows coded as a stored page
 * codes them (src/core/coded-rows/coded-rows.ts), framed by ./coded-page.ts. This header is its JSON part.
 * The rows are checked as a fetched page's are (src/api/paging/parse-rows.ts) once rebuilt, not here.
 */
export const rowsHeaderSchema = z.strictObject({
  page: z.number().int().min(0),
  /** Null on the last page of the span. */
  nextPage: z.number().int().min(1).nullable(),
  /** Pages of the span in all. */
  pages: z.number().int().min(1),
  /**
   * What these rows weighed in the service's JSON (their share of their segment's bytes): what a run
   * counts and a plan prices, not the size of this answer.
   */
  bytes: z.number().int().min(0),
  shapes: z.array(z.array(z.string())),
  /** Each row's shape; checked with the codes in one loop (codedFromStored), not one schema per number. */
  shapeOf: z.array(z.unknown()),
  values: z.array(z.unknown()),
  codeBytes: z.union([z.literal(2), z.literal(4)]),
});
export type RowsHeader = z.infer<typeof rowsHeaderSchema>;

/** What `rows` of a segment's rows weighed in the service's JSON: their share of its bytes. */
export const bytesOfRows = (segment: { bytes: number; rows: number }, rows: number) =>
  segment.rows > 0 ? Math.round((segment.bytes * rows) / segment.rows) : 0;

/** A page of rows as the server's store reads it back, coded (src/core/coded-rows/coded-rows.ts). */
export interface HeldRowsPage {
  /** In order of time for a report with dated rows. */
  coded: CodedRows;
  page: number;
  nextPage: number | null;
  pages: number;
  bytes: number;
}

/** The body of every refusal. */
export const teamRefusalSchema = z.object({ message: z.string() });
