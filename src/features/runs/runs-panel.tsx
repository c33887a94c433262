import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeviceRun, Engine } from '../../engine/types';
import { useI18n } from '../../lib/i18n';
import { ErrorNotice } from '../errors';
import { StorageLine } from './storage-line';
import { StoredRunItem } from './stored-run-item';
import { deviceRunsKey, useDeviceRuns } from './use-device-runs';
import { BudgetField } from './budget-field';
import { HistoriesSection } from './histories-section';
import { historiesKey } from './use-histories';
import { useRunSettings } from './run-settings';
import './runs.css';

/**
 * "Runs on this device": each report's history (the days held and their space, deleted whole or by days),
 * every stored run with its state, opened with zero calls to the service, resumed from its stored cursor,
 * or deleted; the space they take and the most they may take; storing on or off.
 */
export function RunsPanel({
  engine,
  onOpen,
}: {
  engine: Pick<Engine, 'runs' | 'environment'>;
  onOpen: (run: DeviceRun & { locked: false }, resume: boolean) => void;
}) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const listed = useDeviceRuns(engine);
  const settings = useRunSettings();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: deviceRunsKey(engine.environment.name) }),
      queryClient.invalidateQueries({ queryKey: historiesKey(engine.environment.name) }),
    ]);
  const remove = useMutation({
    mutationFn: (runId: string) => engine.runs.delete(runId),
    onSettled: refresh,
  });
  const removeTenant = useMutation({ mutationFn: () => engine.runs.deleteTenant(), onSettled: refresh });
  const runs = listed.data?.runs ?? [];
  const storedBytes = runs.reduce((sum, run) => sum + run.header.storedBytes, 0);

  return (
    <section className="runs-panel" aria-labelledby="runs-title">
      <header>
        <h2 id="runs-title">{t('runs.title')}</h2>
        <label className="runs-keep">
          <input
            type="checkbox"
            checked={settings.keep}
            onChange={(e) => settings.setKeep(e.target.checked)}
          />{' '}
          {t('runs.keep')}
        </label>
        <BudgetField mb={settings.budgetMb} onChange={settings.setBudgetMb} />
      </header>
      {listed.data?.evicted ? (
        <p role="alert" className="alert alert-warn">
          {t('runs.evicted')}
        </p>
      ) : null}
      {listed.error ? <ErrorNotice error={listed.error} /> : null}
      <HistoriesSection engine={engine} onChanged={() => void refresh()} />
      {runs.length === 0 && !listed.isPending ? (
        <p className="muted">{t('runs.none')}</p>
      ) : (
        <ul className="stored-runs">
          {runs.map((run) => (
            <StoredRunItem
              key={run.header.id}
              run={run}
              onOpen={() => (run.locked ? undefined : onOpen(run, false))}
              onResume={() => (run.locked ? undefined : onOpen(run, true))}
              onDelete={() => remove.mutate(run.header.id)}
            />
          ))}
        </ul>
      )}
      {remove.error ? <ErrorNotice error={remove.error} /> : null}
      <footer className="runs-footer">
        <StorageLine storedBytes={storedBytes} />
        <button
          type="button"
          className="btn btn-small"
          disabled={runs.length === 0 || removeTenant.isPending}
          onClick={() => removeTenant.mutate()}
        >
          {t('runs.deleteTenant')}
        </button>
      </footer>
    </section>
  );
}
