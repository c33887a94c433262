import { useRef, useState } from 'react';
import { useI18n } from '../../lib/i18n';
import type { ExportJob } from './export-job';
import { buildCsv } from './run-export';
import { saveFile } from './save-file';

type State =
  { kind: 'idle' } | { kind: 'running'; written: number; total: number } | { kind: 'error'; message: string };

/**
 * "Export CSV": every row that passes the filters, in the current order, with the columns shown. The job
 * is taken when the button is pressed; the CSV is built in a worker for large exports, with progress.
 */
export function ExportCsvButton({ makeJob, disabled }: { makeJob: () => ExportJob; disabled?: boolean }) {
  const { t } = useI18n();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);

  const start = async () => {
    const job = makeJob();
    const controller = new AbortController();
    abort.current = controller;
    setState({ kind: 'running', written: 0, total: job.length });
    try {
      const blob = await buildCsv(job, {
        signal: controller.signal,
        onProgress: (written, total) => setState({ kind: 'running', written, total }),
      });
      if (!controller.signal.aborted) saveFile(blob, job.fileName);
      setState({ kind: 'idle' });
    } catch (e) {
      setState(
        controller.signal.aborted
          ? { kind: 'idle' }
          : { kind: 'error', message: e instanceof Error ? e.message : t('export.failedUnknown') },
      );
    } finally {
      abort.current = null;
    }
  };

  return (
    <div className="export-csv">
      <button
        type="button"
        className="btn btn-primary"
        disabled={disabled || state.kind === 'running'}
        onClick={() => void start()}
      >
        {t('export.button')}
      </button>
      {state.kind === 'running' ? (
        <>
          <progress max={Math.max(1, state.total)} value={state.written} aria-label={t('export.progress')} />
          <span role="status" className="muted">
            {t('export.rows', { written: state.written, total: state.total })}
          </span>
          <button type="button" className="btn btn-small" onClick={() => abort.current?.abort()}>
            {t('export.cancel')}
          </button>
        </>
      ) : null}
      {state.kind === 'error' ? (
        <span role="alert" className="export-error">
          {t('export.failed', { message: state.message })}
        </span>
      ) : null}
    </div>
  );
}
