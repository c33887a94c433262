import { useId, useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { parseBudget } from './run-settings';

/** "At most N MB for runs on this device": empty for no limit; applied when the field is left or Enter. */
export function BudgetField({ mb, onChange }: { mb: number | null; onChange: (mb: number | null) => void }) {
  const { t } = useI18n();
  const id = useId();
  const [text, setText] = useState(mb === null ? '' : String(mb));
  const parsed = parseBudget(text);
  const apply = () => {
    if (parsed !== 'invalid' && parsed !== mb) onChange(parsed);
  };
  return (
    <span className="runs-budget">
      <label htmlFor={id}>{t('runs.budget.label')}</label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        size={6}
        placeholder={t('runs.budget.none')}
        value={text}
        aria-invalid={parsed === 'invalid'}
        aria-describedby={parsed === 'invalid' ? `${id}-error` : undefined}
        onChange={(e) => setText(e.target.value)}
        onBlur={apply}
        onKeyDown={(e) => {
          if (e.key === 'Enter') apply();
        }}
      />
      {parsed === 'invalid' ? (
        <span id={`${id}-error`} className="field-error">
          {t('runs.budget.error')}
        </span>
      ) : null}
    </span>
  );
}
