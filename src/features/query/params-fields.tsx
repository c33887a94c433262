import type { Report } from '../../core/catalog/catalog';
import { Field } from '../../lib/field';
import { useI18n } from '../../lib/i18n';
import { MAX_LEGACY_SIZE } from '../../core/contract';
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
  const { t } = useI18n();
  if (report.family !== 'legacy' && !report.requiresCampaignId) return null;
  return (
    <div className="params-row">
      {report.family === 'legacy' ? (
        <Field
          label={t('query.params.pageSize')}
          error={errorOf('pageSize')}
          hint={t('query.params.pageSizeHint', { max: MAX_LEGACY_SIZE })}
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
          label={t('query.params.campaign')}
          error={errorOf('campaignId')}
          hint={t('query.params.campaignHint')}
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
