import { format } from 'date-fns';
import type { DeviceRun } from '../engine/types';
import { useI18n } from '../lib/i18n';
import { QuestionDialog } from '../lib/question-dialog';

/** A query run again while a complete run of it is stored: open that one (no call) or fetch again. */
export function StoredQueryQuestion({
  stored,
  onOpen,
  onFetchAgain,
  onCancel,
}: {
  stored: DeviceRun & { locked: false };
  onOpen: () => void;
  onFetchAgain: () => void;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  return (
    <QuestionDialog
      title={t('app.storedQuery.title')}
      onCancel={onCancel}
      answers={[
        { label: t('app.storedQuery.open'), primary: true, onChoose: onOpen },
        { label: t('app.storedQuery.fetchAgain'), onChoose: onFetchAgain },
      ]}
    >
      <p>
        {t('app.storedQuery.body', {
          when: format(stored.facts.startedAt, 'yyyy-MM-dd HH:mm'),
          rows: stored.facts.rows,
        })}
      </p>
    </QuestionDialog>
  );
}
