import { useRef, useState } from 'react';
import type { ExportJob } from './export-job';
import { buildCsv, buildXlsx, type ExportFormat } from './run-export';
import { saveFile } from './save-file';
import { useI18n } from '../../lib/i18n';
import { MaskControls } from '../../lib/mask-controls';
import { maskSetting } from '../../lib/mask-setting';
import { maskingSidecar, sidecarName, type MaskCounts } from '../../core/personal-data';

type State =
  | { kind: 'idle' }
  | { kind: 'running'; format: ExportFormat; written: number; total: number }
  | { kind: 'error'; message: string };

/**
 * "Export CSV" and "Excel (.xlsx)": every row that passes the filters, in the current order, with the
 * columns shown. The job is taken when a button is pressed; large files are built in a worker, with
 * progress and Cancel. With "Mask personal data" the worker masks them; a CSV gets a sidecar file with
 * the counts, a workbook says them on its About sheet.
 */
export function ExportButtons({ makeJob, disabled }: { makeJob: () => ExportJob; disabled?: boolean }) {
  const { t, locale } = useI18n();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);

  const start = async (format: ExportFormat) => {
    const job = makeJob();
    const controller = new AbortController();
    abort.current = controller;
    setState({ kind: 'running', format, written: 0, total: job.length });
    const setting = maskSetting();
    let masked: MaskCounts | null = null;
    const options = {
      signal: controller.signal,
      onProgress: (written: number, total: number) => setState({ kind: 'running', format, written, total }),
      ...(setting.on ? { mask: { as: setting.as }, onMasked: (c: MaskCounts) => (masked = c) } : {}),
    };
    try {
      const blob =
        format === 'csv'
          ? await buildCsv(job, options)
          : await buildXlsx(job, { ...options, language: locale });
      const fileName = `${job.fileName}.${format}`;
      if (!controller.signal.aborted) {
        saveFile(blob, fileName);
        if (masked && format === 'csv')
          saveFile(
            new Blob([maskingSidecar(masked, fileName)], { type: 'application/json' }),
            sidecarName(fileName),
          );
      }
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

  const busy = disabled || state.kind === 'running';
  return (
    <div className="export-csv">
      <MaskControls />
      <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void start('csv')}>
        {t('export.button')}
      </button>
      <button
        type="button"
        className="btn"
        disabled={busy}
        title={t('export.buttonXlsxHint')}
        onClick={() => void start('xlsx')}
      >
        {t('export.buttonXlsx')}
      </button>
      {state.kind === 'running' ? (
        <>
          <progress
            max={Math.max(1, state.total)}
            value={state.written}
            aria-label={t(state.format === 'csv' ? 'export.progress' : 'export.progressXlsx')}
          />
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
