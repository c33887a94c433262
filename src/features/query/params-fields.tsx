import type { Report } from '../../core/catalog/catalog';
import { Field } from '../../lib/field';
import type { QueryFormField, QueryFormValues } from './form-schema';

/** The report's parameters beyond the range: page size (legacy family) and campaign id, when it takes them. */
export function ParamsFields({
  report,
  values,
  errorOf,
  onChange,
  onBlur,
}: {
  report: Report;
  values: QueryFormValues;
  errorOf: (field: QueryFormField) => string | undefined;
  onChange: (next: Partial<QueryFormValues>) => void;
  onBlur: (field: QueryFormField) => void;
}) {
  if (report.family !== 'legacy' && !report.requiresCampaignId) return null;
  return (
    <div className="params-row">
      {report.family === 'legacy' ? (
        <Field
          label="Page size"
          error={errorOf('pageSize')}
          hint="Rows per call, 1 to 10000 (legacy reports)."
        >
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="numeric"
              className="mono size-input"
              value={values.pageSize}
              onChange={(e) => onChange({ pageSize: e.target.value })}
              onBlur={() => onBlur('pageSize')}
            />
          )}
        </Field>
      ) : null}
      {report.requiresCampaignId ? (
        <Field
          label="Campaign id"
          error={errorOf('campaignId')}
          hint="Sent as campaingId (the service’s spelling)."
        >
          {(control) => (
            <input
              {...control}
              type="text"
              className="mono"
              value={values.campaignId}
              onChange={(e) => onChange({ campaignId: e.target.value })}
              onBlur={() => onBlur('campaignId')}
            />
          )}
        </Field>
      ) : null}
    </div>
  );
}
