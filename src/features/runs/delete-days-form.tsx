import { useId, useState, type FormEvent } from 'react';
import { querySpan, type Span } from '../../core/history';
import { SERVICE_DATE_EXAMPLE } from '../../core/dates';
import { useI18n } from '../../lib/i18n';

/** Two dates of the service's clock, and the days between them deleted from one report's history. */
export function DeleteDaysForm({
  reportName,
  onDelete,
}: {
  reportName: string;
  onDelete: (span: Span) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const span = querySpan({ startDate: start, endDate: end });
    setInvalid(span === null);
    if (span) onDelete(span);
  };
  return (
    <form
      className="delete-days"
      onSubmit={submit}
      aria-label={t('runs.history.deleteDaysOf', { report: reportName })}
    >
      <label htmlFor={`${id}-from`}>{t('runs.history.from')}</label>
      <input
        id={`${id}-from`}
        value={start}
        placeholder={SERVICE_DATE_EXAMPLE}
        onChange={(e) => setStart(e.target.value)}
        aria-invalid={invalid}
      />
      <label htmlFor={`${id}-to`}>{t('runs.history.to')}</label>
      <input
        id={`${id}-to`}
        value={end}
        placeholder={SERVICE_DATE_EXAMPLE}
        onChange={(e) => setEnd(e.target.value)}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
      />
      <button type="submit" className="btn btn-small">
        {t('runs.history.deleteDays')}
      </button>
      {invalid ? (
        <span id={`${id}-error`} className="field-error">
          {t('runs.history.badRange')}
        </span>
      ) : null}
    </form>
  );
}
