import { useRef, useState } from 'react';
import type { ExportJob } from './export-job';
import { buildCsv, buildXlsx, type ExportFormat } from './run-export';
import { saveFile } from './save-file';
import { say, workbookLanguage } from './words';

type State =
  | { kind: 'idle' }
  | { kind: 'running'; format: ExportFormat; written: number; total: number }
  | { kind: 'error'; message: string };

/**
 * "Export CSV" and "Excel (.xlsx)": every row that passes the filters, in the current order, with the
 * columns shown. The job is taken when a button is pressed; large files are built in a worker, with
 * progress and Cancel.
 */
export function ExportButtons({ makeJob, disabled }: { makeJob: () => ExportJob; disabled?: boolean }) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);

  const start = async (format: ExportFormat) => {
    const job = makeJob();
    const controller = new AbortController();
    abort.current = controller;
    setState({ kind: 'running', format, written: 0, total: job.length });
    const options = {
      signal: controller.signal,
      onProgress: (written: number, total: number) => setState({ kind: 'running', format, written, total }),
    };
    try {
      const blob =
        format === 'csv'
          ? await buildCsv(job, options)
          : await buildXlsx(job, { ...options, language: workbookLanguage() });
      if (!controller.signal.aborted) saveFile(blob, `${job.fileName}.${format}`);
      setState({ kind: 'idle' });
    } catch (e) {
      setState(
        controller.signal.aborted
          ? { kind: 'idle' }
          : { kind: 'error', message: e instanceof Error ? e.message : String(e) },
      );
    } finally {
      abort.current = null;
    }
  };

  const busy = disabled || state.kind === 'running';
  return (
    <div className="export-csv">
      <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void start('csv')}>
        {say('export.button.csv')}
      </button>
      <button
        type="button"
        className="btn"
        disabled={busy}
        title={say('export.button.xlsxHint')}
        onClick={() => void start('xlsx')}
      >
        {say('export.button.xlsx')}
      </button>
      {state.kind === 'running' ? (
        <>
          <progress
            max={Math.max(1, state.total)}
            value={state.written}
            aria-label={say(state.format === 'csv' ? 'export.progress.csv' : 'export.progress.xlsx')}
          />
          <span role="status" className="muted">
            {say('export.progress.rows', { written: state.written, total: state.total })}
          </span>
          <button type="button" className="btn btn-small" onClick={() => abort.current?.abort()}>
            {say('export.cancel')}
          </button>
        </>
      ) : null}
      {state.kind === 'error' ? (
        <span role="alert" className="export-error">
          {say('export.failed', { message: state.message })}
        </span>
      ) : null}
    </div>
  );
}
