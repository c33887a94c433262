import { SERVICE_DATE_EXAMPLE } from '../../core/dates';
import { Field } from '../../lib/field';
import { TimeField } from './time-field';

/**
 * One end of the range: the exact string that will be sent, typed or pasted, and beside it a time-of-day
 * field that rewrites only its time (disabled until the string holds a date).
 */
export function DateTimeField({
  label,
  timeLabel,
  value,
  error,
  hintId,
  onChange,
  onBlur,
}: {
  label: string;
  timeLabel: string;
  value: string;
  error: string | undefined;
  hintId: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  return (
    <>
      <Field label={label} error={error} describedBy={hintId} className="date-field">
        {(control) => (
          <input
            {...control}
            type="text"
            className="mono"
            value={value}
            placeholder={SERVICE_DATE_EXAMPLE}
            spellCheck={false}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
          />
        )}
      </Field>
      <TimeField label={timeLabel} value={value} onChange={onChange} />
    </>
  );
}
