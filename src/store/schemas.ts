import { z } from 'zod';
import { REPORT_KEYS } from '../core/catalog/catalog';
import type { RunFacts, RunHeader } from './types';

// Everything read back from IndexedDB is outside data: another build, another tab, a damaged disk or a
// curious user may have written it. Each record is checked here before it is trusted.

const count = z.number().int().min(0);
const time = z.number();

/** A format number; records written before formats were numbered carry none and are format 0. */
export const formatVersionSchema = count.default(0);

/** A sealed record as stored: compressed, encrypted JSON, its IV and the format it was written with. */
export const sealedRecordSchema = z.object({
  formatVersion: formatVersionSchema,
  iv: z.instanceof(Uint8Array).refine((iv) => iv.byteLength === 12, 'an AES-GCM IV is 96 bits'),
  data: z.instanceof(ArrayBuffer),
});
export type SealedRecord = z.infer<typeof sealedRecordSchema>;

/** Just a header's format, read before the rest so a newer header is refused rather than misread. */
export const headerVersionSchema = z.looseObject({ formatVersion: formatVersionSchema });

export const headerSchema: z.ZodType<RunHeader> = z.object({
  id: z.string().min(1),
  formatVersion: count,
  tenantTag: z.string(),
  createdAt: time,
  updatedAt: time,
  storedBytes: count,
  storedPages: count,
});

/**
 * Enough of any header to list the run as locked and delete it: what cannot be read is shown as zero, and
 * the id is the record's key, which a damaged value cannot change.
 */
export const lockedHeaderSchema = (id: string) =>
  z.object({
    id: z.literal(id).catch(id),
    formatVersion: count.catch(0),
    tenantTag: z.string().catch(''),
    createdAt: time.catch(0),
    updatedAt: time.catch(0),
    storedBytes: count.catch(0),
    storedPages: count.catch(0),
  });

const querySchema = z.object({
  reportKey: z.enum(REPORT_KEYS),
  startDate: z.string(),
  endDate: z.string(),
  size: z.number().optional(),
  campaignId: z.string().optional(),
});

export const factsSchema: z.ZodType<RunFacts> = z.object({
  environment: z.string(),
  reportName: z.string(),
  query: querySchema,
  state: z.enum(['running', 'interrupted', 'complete', 'failed']),
  failure: z.string().optional(),
  pagesDone: count,
  totalPages: count,
  rows: count,
  serviceBytes: count,
  requestCharge: z.number(),
  nextCursor: z.string().nullable(),
  startedAt: time,
  updatedAt: time,
  keeping: z.boolean(),
  view: z.unknown().optional(),
  reviewed: z.array(count).optional(),
  segment: z
    .object({
      spans: z.array(z.object({ startMs: time, endMs: time, rows: count })),
      fetchedAtMs: time,
    })
    .optional(),
  askedAt: time.optional(),
  teamFetchedAtMs: time.optional(),
  serviceOffsetMin: z
    .number()
    .int()
    .min(-18 * 60)
    .max(18 * 60)
    .optional(),
  newestRowMs: time.optional(),
  clockBehindMs: count.optional(),
  clockAheadMs: count.optional(),
  pageRows: count.optional(),
});

const nullableNumber = z.number().nullable();

const list = (what: string) => z.custom<unknown[]>((value) => Array.isArray(value), `${what} is a list`);

/**
 * A page as sealed: the client's page with its rows coded (`src/core/coded-rows/coded-rows.ts`), its codes after the JSON.
 * The lists are checked to be lists here; `codedFromStored` checks every shape number and code in one loop.
 */
export const storedPageSchema = z.object({
  shapes: z.array(z.array(z.string())),
  shapeOf: list("a page's row shapes"),
  values: list("a page's values"),
  /** Where the codes follow the JSON: 2 or 4 bytes each. */
  codeBytes: z.union([z.literal(2), z.literal(4)]).optional(),
  /** The codes as a list, in a page brought from format 1 (migrate.ts), which has nothing after its JSON. */
  codes: list("a page's codes").optional(),
  facts: z.object({
    isValid: z.boolean(),
    executionTime: nullableNumber,
    idReport: z.string().nullable(),
    nameVisualization: z.string().nullable(),
    totalDocument: nullableNumber,
    pageCount: nullableNumber,
    requestCharge: nullableNumber,
  }),
  cursorUsed: z.string(),
  lastDocument: z.string().nullable(),
  bytes: count,
  unexpectedNulls: count,
  invalidRows: count.optional(),
  index: z.number().int().min(1),
  totalPages: count,
  rowsSoFar: count,
  requestChargeSoFar: z.number(),
  bytesSoFar: count,
});

/** A page's own fields, sealed apart from its rows since store format 3 (seal.ts). */
export const pageFieldsSchema = storedPageSchema.omit({
  shapes: true,
  shapeOf: true,
  values: true,
  codeBytes: true,
  codes: true,
});

/** The device's random salt: 16 bytes or more. */
export const deviceSaltSchema = z.instanceof(Uint8Array).refine((salt) => salt.byteLength >= 16);
