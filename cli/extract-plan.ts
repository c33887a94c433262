import { z } from 'zod';
import type { Report } from '../src/core/catalog/catalog';
import { MAX_LEGACY_SIZE } from '../src/core/contract';
import { checkRange } from '../src/core/dates';
import { executeBody } from '../src/api/paging/request-body';
import type { ReportQuery } from '../src/api/types';
import { InputError } from './input-error';
import { FORMATS, type Format } from './output/formats';
import { resolveReport } from './report-arg';
import { splitRange, type Window } from './windows';

/** The extract command's options as commander hands them over (strings), checked here. */
export const extractOptionsSchema = z.object({
  env: z.string().min(1),
  report: z.string().min(1),
  start: z.string(),
  end: z.string(),
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
  stateDir: z.string().min(1).optional(),
  tenants: z.string().min(1).optional(),
});
export type ExtractOptions = z.infer<typeof extractOptionsSchema>;

export interface ExtractPlan {
  options: ExtractOptions;
  report: Report;
  format: Format;
  /** One query per window, in order. */
  windows: { window: Window; query: ReportQuery }[];
}

/** Everything checked before any call: a wrong input is refused with exit code 2 and costs nothing. */
export function planExtract(raw: unknown): ExtractPlan {
  const parsed = extractOptionsSchema.safeParse(raw);
  if (!parsed.success) throw new InputError(parsed.error.issues.map((i) => i.message).join('\n'));
  const options = parsed.data;
  const report = resolveReport(options.report);
  // The range is checked whole, with no day limit: windows make a long range legal.
  const problem = checkRange(options.start, options.end, null, report.name);
  if (problem) throw new InputError(`--${problem.field}: ${problem.message}`);
  if (report.requiresCampaignId && !options.campaignId)
    throw new InputError(`${report.name} needs --campaign-id.`);
  if (options.size !== undefined && report.family === 'new')
    throw new InputError(`${report.name} pages by itself: --size is for the legacy reports only.`);
  const windows = splitRange(options.start, options.end, report.maxRangeDays).map((window) => {
    const query: ReportQuery = {
      reportKey: report.key,
      ...window,
      ...(options.size !== undefined ? { size: options.size } : {}),
      ...(options.campaignId !== undefined ? { campaignId: options.campaignId } : {}),
    };
    try {
      executeBody(query, ''); // the body's own schema, as the client will check it
    } catch (e) {
      throw new InputError(e instanceof Error ? e.message : String(e));
    }
    return { window, query };
  });
  return { options, report, format: options.format, windows };
}
