import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useI18n } from './i18n';

export interface Answer {
  label: string;
  onChoose: () => void;
  primary?: boolean;
}

/**
 * A question that needs an answer before the app goes on (a modal <dialog>: focus moves into it and stays,
 * Escape cancels). Each answer is a button named by what it does.
 */
export function QuestionDialog({
  title,
  children,
  answers,
  onCancel,
}: {
  title: string;
  children: ReactNode;
  answers: Answer[];
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => dialog?.close?.();
  }, []);
  return (
    <dialog
      ref={ref}
      className="question-dialog panel"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <div className="question-body">{children}</div>
      <div className="question-answers">
        {answers.map((answer) => (
          <button
            key={answer.label}
            type="button"
            className={answer.primary ? 'btn btn-primary' : 'btn'}
            onClick={answer.onChoose}
          >
            {answer.label}
          </button>
        ))}
        <button type="button" className="btn btn-link" onClick={onCancel}>
          {t('lib.question.cancel')}
        </button>
      </div>
    </dialog>
  );
}
