import { z } from 'zod';

export const DATE_BUCKETS = ['hour', 'day', 'week', 'month'] as const;
export type DateBucket = (typeof DATE_BUCKETS)[number];

/** bucket: date columns only (the engine takes 'day' when a date column has none). */
export interface GroupBy {
  key: string;
  bucket?: DateBucket;
}

export const MEASURE_KINDS = ['count', 'distinct', 'sum', 'avg', 'min', 'max', 'median', 'p90'] as const;
export type MeasureKind = (typeof MEASURE_KINDS)[number];

/** key: every kind but 'count'. */
export interface Measure {
  kind: MeasureKind;
  key?: string;
}

export interface SummarySpec {
  /** 1 to 3 columns, in the order they nest. */
  groupBy: GroupBy[];
  /** 1 to 4 figures per group. */
  measures: Measure[];
  /** One column spread across (its own column, not one of groupBy). */
  pivot: GroupBy | null;
  /** Each figure also as its share of the total (count, sum and distinct only). */
  share: boolean;
}

export const MAX_GROUP_BY = 3;
export const MAX_MEASURES = 4;

// A row's keys are the report's field names; a link carries them, so their length is bounded.
const keySchema = z.string().min(1).max(200);
const groupBySchema = z.object({ key: keySchema, bucket: z.enum(DATE_BUCKETS).optional() });
const measureSchema = z
  .object({ kind: z.enum(MEASURE_KINDS), key: keySchema.optional() })
  .refine((m) => (m.kind === 'count') === (m.key === undefined), 'count takes no column; the others one');

const distinct = <T>(items: readonly T[], id: (item: T) => string) =>
  new Set(items.map(id)).size === items.length;

export const summarySpecSchema: z.ZodType<SummarySpec> = z
  .object({
    groupBy: z.array(groupBySchema).min(1).max(MAX_GROUP_BY),
    measures: z.array(measureSchema).min(1).max(MAX_MEASURES),
    pivot: groupBySchema.nullable(),
    share: z.boolean(),
  })
  .refine((s) => distinct(s.groupBy, (g) => g.key), 'a column is grouped by once')
  .refine((s) => distinct(s.measures, (m) => `${m.kind}:${m.key ?? ''}`), 'a measure is asked once')
  .refine(
    (s) => s.pivot === null || s.groupBy.every((g) => g.key !== s.pivot?.key),
    'pivot by its own column',
  );

/** A key in the param: percent-encoded, so `,` `:` `;` `=` in a field name never split it. */
const enc = encodeURIComponent;
const groupText = (g: GroupBy) => (g.bucket ? `${enc(g.key)}:${g.bucket}` : enc(g.key));
const measureText = (m: Measure) => (m.key === undefined ? m.kind : `${m.kind}:${enc(m.key)}`);

/**
 * The spec as one URL parameter, e.g. `g=channelName,date:day;m=count,avg:duration;p=part;s=1`: parts in
 * this order, a pivot and a share only when there are. The same spec always writes the same text.
 */
export function summaryParam(spec: SummarySpec): string {
  const parts = [
    `g=${spec.groupBy.map(groupText).join(',')}`,
    `m=${spec.measures.map(measureText).join(',')}`,
  ];
  if (spec.pivot) parts.push(`p=${groupText(spec.pivot)}`);
  if (spec.share) parts.push('s=1');
  return parts.join(';');
}

/** "key" or "key:bucket" (bucket left as written: the schema judges it). */
function readGroup(text: string): { key: string; bucket?: string } {
  const [key = '', bucket, ...rest] = text.split(':');
  if (rest.length > 0) throw new Error('too many parts');
  return bucket === undefined ? { key: decodeURIComponent(key) } : { key: decodeURIComponent(key), bucket };
}

function readMeasure(text: string): { kind: string; key?: string } {
  const [kind = '', key, ...rest] = text.split(':');
  if (rest.length > 0) throw new Error('too many parts');
  return key === undefined ? { kind } : { kind, key: decodeURIComponent(key) };
}

/** The spec a link carries, checked by summarySpecSchema; null when the text does not read as one. */
export function readSummaryParam(text: string): SummarySpec | null {
  const fields = new Map<string, string>();
  for (const part of text.split(';')) {
    const at = part.indexOf('=');
    const name = part.slice(0, at);
    if (at < 1 || fields.has(name) || !['g', 'm', 'p', 's'].includes(name)) return null;
    fields.set(name, part.slice(at + 1));
  }
  const share = fields.get('s');
  if (share !== undefined && share !== '1') return null;
  let raw: unknown;
  try {
    const pivot = fields.get('p');
    raw = {
      groupBy: (fields.get('g') ?? '').split(',').filter(Boolean).map(readGroup),
      measures: (fields.get('m') ?? '').split(',').filter(Boolean).map(readMeasure),
      pivot: pivot === undefined ? null : readGroup(pivot),
      share: share === '1',
    };
  } catch {
    return null; // a malformed escape (decodeURIComponent) or a part with two colons
  }
  const parsed = summarySpecSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
