import { z } from 'zod';
import { MAX_LEGACY_SIZE } from '../../core/contract';
import type { ReportQuery } from '../../api/types';
import type { Report } from '../../core/catalog/catalog';
import { checkRange, parseServiceDate } from '../../core/dates';

/** The query form as typed: every value is the text of its field. */
export interface QueryFormValues {
  start: string;
  end: string;
  pageSize: string;
  campaignId: string;
}
export type QueryFormField = keyof QueryFormValues;
export type QueryFormErrors = Partial<Record<QueryFormField, string>>;

const WHOLE = /^\d+$/;
const FIELDS: readonly QueryFormField[] = ['start', 'end', 'pageSize', 'campaignId'];
const isField = (key: unknown): key is QueryFormField => FIELDS.some((f) => f === key);

/**
 * Everything the service would refuse, refused here first, beside its field, before a call is spent.
 * The output is the query exactly as it will be sent.
 */
export function queryFormSchema(report: Report) {
  return z
    .object({ start: z.string(), end: z.string(), pageSize: z.string(), campaignId: z.string() })
    .superRefine((v, ctx) => {
      const fail = (field: QueryFormField, message: string) =>
        ctx.addIssue({ code: 'custom', path: [field], message });
      const start = parseServiceDate(v.start);
      const end = parseServiceDate(v.end);
      if (!start.ok) fail('start', start.message);
      if (!end.ok) fail('end', end.message);
      if (start.ok && end.ok) {
        const problem = checkRange(v.start, v.end, report.maxRangeDays, report.name);
        if (problem) fail(problem.field, problem.message);
      }
      if (report.family === 'legacy') {
        const size = v.pageSize.trim();
        if (!WHOLE.test(size))
          fail('pageSize', `Page size must be a whole number from 1 to ${MAX_LEGACY_SIZE}.`);
        else if (Number(size) < 1 || Number(size) > MAX_LEGACY_SIZE)
          fail('pageSize', `Page size must be from 1 to ${MAX_LEGACY_SIZE}; ${size} is outside.`);
      }
      if (report.requiresCampaignId && v.campaignId.trim() === '')
        fail('campaignId', `${report.name} needs a campaign id.`);
    })
    .transform((v): ReportQuery => {
      const query: ReportQuery = { reportKey: report.key, startDate: v.start.trim(), endDate: v.end.trim() };
      if (report.family === 'legacy') query.size = Number(v.pageSize.trim());
      if (report.requiresCampaignId) query.campaignId = v.campaignId.trim();
      return query;
    });
}

export type QueryFormResult = { ok: true; query: ReportQuery } | { ok: false; errors: QueryFormErrors };

/** Validates the form for a report: the query to send, or one message per field. */
export function validateQueryForm(report: Report, values: QueryFormValues): QueryFormResult {
  const result = queryFormSchema(report).safeParse(values);
  if (result.success) return { ok: true, query: result.data };
  const errors: QueryFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isField(field) && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
