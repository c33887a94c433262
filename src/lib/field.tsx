import { useId, type ReactNode } from 'react';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/**
 * A labelled control with its hint and its error beside it. The control is rendered by `children`, which
 * receives the id and ARIA wiring, so a screen reader reads the error with the field.
 */
export function Field({
  label,
  labelHidden = false,
  hint,
  describedBy: alsoDescribedBy,
  error,
  className,
  children,
}: {
  label: ReactNode;
  /** Still read by screen readers; for controls whose purpose the layout already shows. */
  labelHidden?: boolean;
  hint?: ReactNode;
  /** Ids of a description shared with other fields. */
  describedBy?: string;
  error?: string | null;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  const describedBy = [errorId, hintId, alsoDescribedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={id} className={labelHidden ? 'visually-hidden' : undefined}>
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {error ? (
        <span id={errorId ?? undefined} className="field-error">
          {error}
        </span>
      ) : null}
      {hint ? (
        <span id={hintId ?? undefined} className="field-hint">
          {hint}
        </span>
      ) : null}
    </div>
  );
}
