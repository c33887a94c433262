import { useId, useState } from 'react';
import { parseBudget } from './run-settings';

/** "At most N MB for runs on this device": empty for no limit; applied when the field is left or Enter. */
export function BudgetField({ mb, onChange }: { mb: number | null; onChange: (mb: number | null) => void }) {
  const id = useId();
  const [text, setText] = useState(mb === null ? '' : String(mb));
  const parsed = parseBudget(text);
  const apply = () => {
    if (parsed !== 'invalid' && parsed !== mb) onChange(parsed);
  };
  return (
    <span className="runs-budget">
      <label htmlFor={id}>Space for runs, MB</label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        size={6}
        placeholder="no limit"
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
          A whole number of megabytes, 1 or more; empty for no limit.
        </span>
      ) : null}
    </span>
  );
}
