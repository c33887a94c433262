import { z } from 'zod';
import { MAX_LEGACY_SIZE } from '../../core/contract';
import type { ReportQuery } from '../../api/types';
import type { Report } from '../../core/catalog/catalog';
import { checkRange, parseServiceDate } from '../../core/dates';
import type { MessageId, MessageValues } from '../../lib/i18n';
import { problemWords } from './problem-words';

/** The query form as typed: every value is the text of its field. */
export interface QueryFormValues {
  start: string;
  end: string;
  pageSize: string;
  campaignId: string;
}
export type QueryFormField = keyof QueryFormValues;
/** What is wrong with a field, as a message for the page to say in its language. */
export interface FieldProblem {
  id: MessageId;
  values?: MessageValues;
}
export type QueryFormErrors = Partial<Record<QueryFormField, FieldProblem>>;

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
      const fail = (field: QueryFormField, { id, values }: FieldProblem) =>
        ctx.addIssue({ code: 'custom', path: [field], message: id, params: { values } });
      const start = parseServiceDate(v.start);
      const end = parseServiceDate(v.end);
      if (!start.ok) fail('start', problemWords(start.problem, report.name));
      if (!end.ok) fail('end', problemWords(end.problem, report.name));
      if (start.ok && end.ok) {
        // No limit here: a range longer than the report's limit is fetched as consecutive windows within
        // it (docs/architecture.md#the-tenants-history), so every query sent keeps the service's rule.
        const range = checkRange(v.start, v.end, null, report.name);
        if (range) fail(range.field, problemWords(range.problem, report.name));
      }
      if (report.family === 'legacy') {
        const size = v.pageSize.trim();
        if (!WHOLE.test(size))
          fail('pageSize', { id: 'query.error.sizeWhole', values: { max: MAX_LEGACY_SIZE } });
        else if (Number(size) < 1 || Number(size) > MAX_LEGACY_SIZE)
          fail('pageSize', { id: 'query.error.sizeRange', values: { max: MAX_LEGACY_SIZE, size } });
      }
      if (report.requiresCampaignId && v.campaignId.trim() === '')
        fail('campaignId', { id: 'query.error.campaign', values: { report: report.name } });
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
    if (isField(field) && !errors[field]) errors[field] = issueProblem(issue);
  }
  return { ok: false, errors };
}

/** The message a custom issue carries (see `fail` above). */
function issueProblem(issue: z.core.$ZodIssue): FieldProblem {
  const values: unknown = issue.code === 'custom' ? issue.params?.values : undefined;
  const id = issue.message as MessageId; // every custom issue of this schema is made by `fail`, with an id
  return values && typeof values === 'object' ? { id, values: values as MessageValues } : { id };
}
