import { z } from 'zod';
import { historyTraits } from '../src/core/history';
import type { Report } from '../src/core/catalog/catalog';
import { MAX_LEGACY_SIZE } from '../src/core/contract';
import { checkRange, parseServiceDate } from '../src/core/dates';
import { executeBody } from '../src/api/paging/request-body';
import type { ReportQuery } from '../src/api/types';
import { InputError } from './input-error';
import { MASK_AS, type MaskAs } from '../src/core/personal-data';
import { FORMATS, type Format } from './output/formats';
import { resolveReport } from './report-arg';
import type { ServiceRange } from '../src/core/dates';
import { splitRange } from './windows';

/** The extract command's options as commander hands them over (strings), checked here. */
export const extractOptionsSchema = z.object({
  env: z.string().min(1),
  report: z.string().min(1),
  since: z.string().optional(),
  start: z.string().optional(),
  end: z.string().optional(),
  format: z.enum(FORMATS, { error: `--format takes ${FORMATS.join(', ')}` }).default('parquet'),
  out: z.string().min(1),
  size: z.coerce
    .number({ error: '--size takes a whole number' })
    .int({ error: '--size takes a whole number' })
    .min(1, { error: '--size is at least 1' })
    .max(MAX_LEGACY_SIZE, { error: `--size is at most ${MAX_LEGACY_SIZE} (the service's limit)` })
    .optional(),
  campaignId: z.string().min(1).optional(),
  json: z.boolean().default(false),
  refresh: z.boolean().default(false),
  waitForQuota: z.boolean().default(false),
  settleMinutes: z.coerce
    .number({ error: '--settle-minutes takes a number of minutes' })
    .min(0, { error: '--settle-minutes is at least 0' })
    .optional(),
  stateDir: z.string().min(1).optional(),
  tenants: z.string().min(1).optional(),
  maskPersonalData: z.boolean().default(false),
  maskAs: z.enum(MASK_AS, { error: `--mask-as takes ${MASK_AS.join(' or ')}` }).optional(),
  maskColumn: z.string().min(1).optional(),
  via: z.string().min(1).optional(),
});
export type ExtractOptions = z.infer<typeof extractOptionsSchema>;

/** Personal data masked in every file written (docs/personal-data.md#where-it-is-masked). */
export interface MaskPlan {
  as: MaskAs;
  /** Identifier columns the user added to criteriaValue. */
  identifiers: string[];
}

interface PlanBase {
  options: ExtractOptions;
  report: Report;
  format: Format;
  mask: MaskPlan | null;
}

/** `--start` and `--end`: one range, as asked, in windows the service takes. */
export interface ExtractPlan extends PlanBase {
  mode: 'range';
  /** One query per window, in order. */
  windows: { window: ServiceRange; query: ReportQuery }[];
}

/** `--since`: the tenant's history kept in day partitions, brought up to `end` (now when null). */
export interface HistoryExtractPlan extends PlanBase {
  mode: 'history';
  since: string;
  end: string | null;
}

/** The query of one span: the body's own schema checks it as the client will, before any call. */
export function queryOf(report: Report, options: ExtractOptions, window: ServiceRange): ReportQuery {
  const query: ReportQuery = {
    reportKey: report.key,
    ...window,
    ...(options.size !== undefined ? { size: options.size } : {}),
    ...(options.campaignId !== undefined ? { campaignId: options.campaignId } : {}),
  };
  try {
    executeBody(query, '');
  } catch (e) {
    throw new InputError(e instanceof Error ? e.message : String(e));
  }
  return query;
}

/** `2026-01-01` is that day's first second. */
const sinceDate = (text: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(text.trim()) ? `${text.trim()} 00:00:00` : text;

function historyPlan(base: PlanBase): HistoryExtractPlan {
  const { options, report } = base;
  const since = sinceDate(options.since ?? '');
  if (options.start !== undefined)
    throw new InputError(
      '--since keeps a history up to now (or --end); --start is for one range: give one of them.',
    );
  if (!historyTraits(report).datedRows)
    throw new InputError(
      `--since keeps a history by the date each row carries, which ${report.name} does not document: use --start and --end.`,
    );
  if (base.format !== 'parquet')
    throw new InputError(
      `--since writes Parquet day partitions: --format ${base.format} is for --start and --end.`,
    );
  const parsed = parseServiceDate(since);
  if (!parsed.ok) throw new InputError(`--since: ${parsed.message} (or a day, yyyy-MM-dd)`);
  if (options.end !== undefined) {
    const problem = checkRange(since, options.end, null, report.name);
    if (problem) throw new InputError(`--${problem.field === 'start' ? 'since' : 'end'}: ${problem.message}`);
  }
  queryOf(report, options, { startDate: since, endDate: options.end ?? since });
  return { ...base, mode: 'history', since, end: options.end ?? null };
}

function rangePlan(base: PlanBase): ExtractPlan {
  const { options, report } = base;
  if (options.start === undefined || options.end === undefined)
    throw new InputError('Give --since for the history up to now, or --start and --end for one range.');
  // The range is checked whole, with no day limit: windows make a long range legal.
  const problem = checkRange(options.start, options.end, null, report.name);
  if (problem) throw new InputError(`--${problem.field}: ${problem.message}`);
  const windows = splitRange(options.start, options.end, report.maxRangeDays).map((window) => ({
    window,
    query: queryOf(report, options, window),
  }));
  return { ...base, mode: 'range', windows };
}

/** Everything checked before any call: a wrong input is refused with exit code 2 and costs nothing. */
export function planExtract(raw: unknown): ExtractPlan | HistoryExtractPlan {
  const parsed = extractOptionsSchema.safeParse(raw);
  if (!parsed.success) throw new InputError(parsed.error.issues.map((i) => i.message).join('\n'));
  const options = parsed.data;
  const report = resolveReport(options.report);
  if (report.requiresCampaignId && !options.campaignId)
    throw new InputError(`${report.name} needs --campaign-id.`);
  if (options.size !== undefined && report.family === 'new')
    throw new InputError(`${report.name} pages by itself: --size is for the legacy reports only.`);
  const base = { options, report, format: options.format, mask: maskPlan(options) };
  return options.since !== undefined ? historyPlan(base) : rangePlan(base);
}

function maskPlan(options: ExtractOptions): MaskPlan | null {
  if (!options.maskPersonalData) {
    if (options.maskAs !== undefined || options.maskColumn !== undefined)
      throw new InputError('--mask-as and --mask-column go with --mask-personal-data.');
    return null;
  }
  const identifiers = (options.maskColumn ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  return { as: options.maskAs ?? 'kind', identifiers };
}
