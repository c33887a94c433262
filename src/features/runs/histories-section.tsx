import { useMutation } from '@tanstack/react-query';
import type { Span } from '../../core/history';
import type { Engine } from '../../engine/types';
import { useI18n } from '../../lib/i18n';
import { ErrorNotice } from '../errors';
import { HistoryItem } from './history-item';
import { useHistories } from './use-histories';

/**
 * "History by report": the days each report's complete runs hold on this device, as one history that
 * later questions reuse (docs/architecture.md#the-tenants-history), with the space they take; deleted
 * whole or by a range of days.
 */
export function HistoriesSection({
  engine,
  onChanged,
}: {
  engine: Pick<Engine, 'runs' | 'environment'>;
  onChanged: () => void;
}) {
  const { t } = useI18n();
  const histories = useHistories(engine);
  const remove = useMutation({
    mutationFn: ({ key, span }: { key: string; span: Span | null }) => engine.runs.deleteHistory(key, span),
    onSettled: onChanged,
  });
  const list = histories.data ?? [];
  if (list.length === 0) return null;
  return (
    <section className="histories" aria-labelledby="histories-title">
      <h3 id="histories-title">{t('runs.history.title')}</h3>
      <ul className="stored-runs">
        {list.map((history) => (
          <HistoryItem
            key={history.key}
            history={history}
            onDelete={(span) => remove.mutate({ key: history.key, span })}
          />
        ))}
      </ul>
      {remove.error ? <ErrorNotice error={remove.error} /> : null}
    </section>
  );
}
