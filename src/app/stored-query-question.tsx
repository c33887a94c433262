import { format } from 'date-fns';
import type { DeviceRun } from '../engine/types';
import { formatCount } from '../lib/format';
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
  return (
    <QuestionDialog
      title="This query is stored on this device"
      onCancel={onCancel}
      answers={[
        { label: 'Open stored run', primary: true, onChoose: onOpen },
        { label: 'Fetch again', onChoose: onFetchAgain },
      ]}
    >
      <p>
        The same report, range and parameters were fetched on{' '}
        {format(stored.facts.startedAt, 'yyyy-MM-dd HH:mm')} ({formatCount(stored.facts.rows)} rows). Opening
        the stored run spends no call; fetching again spends one call per page.
      </p>
    </QuestionDialog>
  );
}
