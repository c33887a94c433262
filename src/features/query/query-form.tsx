import type { FormEvent } from 'react';
import type { ReportQuery } from '../../api/types';
import type { Report } from '../../core/catalog/catalog';
import { useI18n } from '../../lib/i18n';
import type { QueryFormValues } from './form-schema';
import { ParamsFields } from './params-fields';
import { RangeFields } from './range-fields';
import { useQueryForm } from './use-query-form';
import './query.css';

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
  const { t } = useI18n();
  const form = useQueryForm(report, initial, onValidChange);
  const { values, result, errorOf } = form;

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    form.submit();
    if (result.ok) onRun(result.query);
  }

  return (
    <form
      className="query-form"
      onSubmit={onSubmit}
      noValidate
      aria-label={t('query.label', { report: report.name })}
    >
      <RangeFields
        start={values.start}
        end={values.end}
        startError={errorOf('start')}
        endError={errorOf('end')}
        windowDays={report.maxRangeDays}
        reportName={report.name}
        onChange={form.updateRange}
        onBlur={form.touch}
      />
      <ParamsFields
        report={report}
        values={values}
        errorOf={errorOf}
        onChange={form.update}
        onBlur={form.touch}
      />
      <div className="form-actions">
        <button type="submit" className="btn btn-primary">
          {t('query.run')}
        </button>
        <label className="checkbox">
          <input type="checkbox" checked={loadAll} onChange={(e) => onLoadAllChange(e.target.checked)} />
          {t('query.loadAll')}
        </label>
      </div>
    </form>
  );
}
