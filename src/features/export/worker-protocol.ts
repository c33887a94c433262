import { z } from 'zod';
import type { ColumnFilter } from '../../core/table';
import type { XlsxAbout } from '../../core/xlsx';
import { MASK_AS, PERSONAL_KINDS, type MaskCounts } from '../../core/personal-data';

const column = z.union([z.instanceof(Uint8Array), z.instanceof(Uint16Array), z.array(z.unknown())]);

const columnFilterSchema: z.ZodType<ColumnFilter> = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('contains'), text: z.string() }),
  z.object({ kind: z.literal('range'), min: z.number().nullable(), max: z.number().nullable() }),
  z.object({ kind: z.literal('oneOf'), values: z.array(z.string()) }),
]);

const aboutSchema: z.ZodType<XlsxAbout> = z.object({
  report: z.string(),
  range: z.string(),
  parameters: z.array(z.tuple([z.string(), z.string()])),
  environment: z.string(),
  fetchedAt: z.string().nullable(),
  search: z.string(),
  filters: z.array(z.object({ header: z.string(), filter: columnFilterSchema })),
  sort: z.array(z.object({ header: z.string(), desc: z.boolean() })),
});

/** What a workbook needs beyond the CSV's headers: each column's kind of cell, the About sheet, the language. */
export const xlsxStartSchema = z.object({
  kinds: z.array(z.enum(['value', 'date', 'percent', 'label'])),
  labels: z.array(z.record(z.string(), z.string()).nullable()),
  language: z.enum(['en', 'es']),
  about: aboutSchema,
  timeZone: z.string(),
});
export type XlsxStart = z.infer<typeof xlsxStartSchema>;

/**
 * Masking asked of the worker: each column's part (free text, identifier, neither) and where the row's own
 * identifier is; at `headers.length` it comes as one column more, sent for this and not written.
 */
export const maskStartSchema = z.object({
  as: z.enum(MASK_AS),
  roles: z.array(z.enum(['text', 'identifier']).nullable()),
  own: z.number().int().min(0).nullable(),
});
export type MaskStart = z.infer<typeof maskStartSchema>;

const maskCountsSchema: z.ZodType<MaskCounts> = z.object({
  as: z.enum(MASK_AS),
  byKind: z.partialRecord(z.enum(PERSONAL_KINDS), z.number()),
  byColumn: z.record(z.string(), z.number()),
  total: z.number(),
});

/** Messages to the export worker. Cells are not checked one by one: the writers take any value. */
export const toWorkerSchema = z.discriminatedUnion('type', [
  /**
   * Before 'start', in slices: per column more of its distinct values, or null (distinct-ahead.ts). Each
   * column's come in front of those its 'start' carries.
   */
  z.object({ type: z.literal('distinct'), values: z.array(z.array(z.unknown()).nullable()) }),
  /** Headers, and per column its distinct values (the codes of 'rows' point into them) or null. */
  z.object({
    type: z.literal('start'),
    headers: z.array(z.string()),
    distinct: z.array(z.array(z.unknown()).nullable()),
    /** Present for a workbook. */
    xlsx: xlsxStartSchema.optional(),
    /** Present when personal data is masked. */
    mask: maskStartSchema.optional(),
  }),
  /** `count` rows, column by column: codes for a column with distinct values, else the values. */
  z.object({ type: z.literal('rows'), count: z.number().int().min(0), columns: z.array(column) }),
  z.object({ type: z.literal('end') }),
]);
export type ToWorker = z.infer<typeof toWorkerSchema>;

export const fromWorkerSchema = z.discriminatedUnion('type', [
  /** Rows written so far; also the acknowledgement of a chunk. */
  z.object({ type: z.literal('progress'), written: z.number() }),
  /** `masking`: what was masked, when it was asked. */
  z.object({ type: z.literal('done'), blob: z.instanceof(Blob), masking: maskCountsSchema.optional() }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type FromWorker = z.infer<typeof fromWorkerSchema>;
