import { useState } from 'react';
import { Field } from '../../lib/field';
import { useI18n } from '../../lib/i18n';
import { timeOf, timeText, withTime } from './range-time';

const WHOLE_TIME = /^\d{2}:\d{2}(:\d{2})?$/;

/**
 * The time of day of one end of the range, typed as HH:mm:ss like the date beside it. Not an
 * `<input type="time">`: Chromium shows that one in the browser's clock style (2:30:15 PM in en-US),
 * and the range would read in two styles at once. Rewrites only the time, once it is a whole one.
 */
export function TimeField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useI18n();
  const time = timeOf(value);
  // What is being typed, until it is a time ("08:3" is not one yet).
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <Field label={label} labelHidden className="time-field">
      {(control) => (
        <input
          {...control}
          type="text"
          inputMode="numeric"
          className="mono"
          placeholder={t('query.time.placeholder')}
          maxLength={8}
          spellCheck={false}
          value={draft ?? (time ? timeText(time) : '')}
          disabled={!time}
          onChange={(e) => {
            const typed = e.target.value;
            const next = WHOLE_TIME.test(typed) ? withTime(value, typed) : value;
            setDraft(next === value ? typed : null);
            if (next !== value) onChange(next);
          }}
          onBlur={() => setDraft(null)}
        />
      )}
    </Field>
  );
}
