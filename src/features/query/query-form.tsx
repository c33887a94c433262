import { useState, type FormEvent } from 'react';
import type { ReportQuery } from '../../api/types';
import type { Report } from '../../core/catalog/catalog';
import { Field } from '../../lib/field';
import { validateQueryForm, type QueryFormField, type QueryFormValues } from './form-schema';
import { RangeFields } from './range-fields';
import './query.css';

const FIELDS: readonly QueryFormField[] = ['start', 'end', 'pageSize', 'campaignId'];

export interface QueryFormProps {
  report: Report;
  initial: QueryFormValues;
  loadAll: boolean;
  onLoadAllChange: (loadAll: boolean) => void;
  /** Every edit that leaves the form valid, so the link in the address bar is always shareable. */
  onValidChange: (values: QueryFormValues) => void;
  onRun: (query: ReportQuery) => void;
}

/** The range and parameters of one report; nothing reaches the service until the form is valid. */
export function QueryForm({
  report,
  initial,
  loadAll,
  onLoadAllChange,
  onValidChange,
  onRun,
}: QueryFormProps) {
  const [values, setValues] = useState(initial);
  // A value that arrives invalid (from a link) shows its error at once; a typed one once touched.
  const [touched, setTouched] = useState<Partial<Record<QueryFormField, boolean>>>(() => {
    const first = validateQueryForm(report, initial);
    if (first.ok) return {};
    const shown = FIELDS.filter((f) => first.errors[f] !== undefined && initial[f].trim() !== '');
    return Object.fromEntries(shown.map((f) => [f, true]));
  });
  const [submitted, setSubmitted] = useState(false);
  const result = validateQueryForm(report, values);
  const errorOf = (field: QueryFormField) =>
    !result.ok && (submitted || touched[field]) ? result.errors[field] : undefined;

  function update(next: Partial<QueryFormValues>) {
    const merged = { ...values, ...next };
    setValues(merged);
    if (validateQueryForm(report, merged).ok) onValidChange(merged);
  }
  const touch = (field: QueryFormField) => setTouched((t) => ({ ...t, [field]: true }));

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    setSubmitted(true);
    if (result.ok) onRun(result.query);
  }

  return (
    <form className="query-form" onSubmit={onSubmit} noValidate aria-label={`Query ${report.name}`}>
      <RangeFields
        start={values.start}
        end={values.end}
        startError={errorOf('start')}
        endError={errorOf('end')}
        maxDays={report.maxRangeDays}
        reportName={report.name}
        onChange={(next) => {
          update(next);
          setTouched((t) => ({
            ...t,
            ...(next.start !== undefined && { start: true }),
            ...(next.end !== undefined && { end: true }),
          }));
        }}
        onBlur={touch}
      />
      {report.family === 'legacy' || report.requiresCampaignId ? (
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
                  onChange={(e) => update({ pageSize: e.target.value })}
                  onBlur={() => touch('pageSize')}
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
                  onChange={(e) => update({ campaignId: e.target.value })}
                  onBlur={() => touch('campaignId')}
                />
              )}
            </Field>
          ) : null}
        </div>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary">
          Run report
        </button>
        <label className="checkbox">
          <input type="checkbox" checked={loadAll} onChange={(e) => onLoadAllChange(e.target.checked)} />
          Load all pages
        </label>
      </div>
    </form>
  );
}
