import { useState } from 'react';
import { DAY_MS } from '../../core/dates';
import type { Span } from '../../core/history';
import type { HistorySummary } from '../../engine/types';
import { useI18n } from '../../lib/i18n';
import { DeleteDaysForm } from './delete-days-form';
import { spanWords } from './span-words';

/** One report's history: the days it holds, the space they take, and deleting all or some of them. */
export function HistoryItem({
  history,
  onDelete,
}: {
  history: HistorySummary;
  onDelete: (span: Span | null) => void;
}) {
  const { t, f } = useI18n();
  const [choosing, setChoosing] = useState(false);
  const days = Math.round((history.heldMs / DAY_MS) * 10) / 10;
  const name = history.campaignId ? `${history.reportName} · ${history.campaignId}` : history.reportName;
  return (
    <li className="stored-run history-item" aria-label={t('runs.history.label', { report: name })}>
      <div className="stored-run-text">
        <strong>
          {name} <span className="badge">{history.environment}</span>
        </strong>
        <span>{history.spans.map(spanWords).join(', ')}</span>
        <span className="muted">
          {t('runs.history.facts', {
            days,
            size: f.kb(history.bytes / 1024),
            runs: history.runs,
          })}
        </span>
        {choosing ? (
          <DeleteDaysForm
            reportName={name}
            onDelete={(span) => {
              setChoosing(false);
              onDelete(span);
            }}
          />
        ) : null}
      </div>
      <div className="stored-run-actions">
        <button
          type="button"
          className="btn btn-small"
          aria-expanded={choosing}
          onClick={() => setChoosing((open) => !open)}
        >
          {t('runs.history.someDays')}
        </button>
        <button type="button" className="btn btn-small" onClick={() => onDelete(null)}>
          {t('runs.history.deleteAll')}
        </button>
      </div>
    </li>
  );
}
