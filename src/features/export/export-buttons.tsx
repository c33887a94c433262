import { useEffect, useRef, useState } from 'react';
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
 *
 * While a file is built, its progress and Cancel take the buttons' place, the focus with them: shown
 * beside the buttons they made the toolbar a line taller, and the grid below it was resized and drawn
 * again as an export began and as it ended (docs/architecture.md#the-csv-exports-press-at-4x).
 */
export function ExportButtons({ makeJob, disabled }: { makeJob: () => ExportJob; disabled?: boolean }) {
  const { t, locale } = useI18n();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const csvButton = useRef<HTMLButtonElement>(null);
  const xlsxButton = useRef<HTMLButtonElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  /** The button pressed, when it held the focus: the focus goes to Cancel, and back once the file is made. */
  const focus = useRef<{ back: ExportFormat; moved: boolean } | null>(null);
  const running = state.kind === 'running';
  useEffect(() => {
    const pressed = focus.current;
    if (!pressed) return;
    if (running && !pressed.moved) {
      cancel.current?.focus();
      pressed.moved = true;
    } else if (!running) {
      // Unless the user took the focus elsewhere meanwhile (Cancel gone, it fell to the page).
      if (document.activeElement === document.body)
        (pressed.back === 'csv' ? csvButton : xlsxButton).current?.focus();
      focus.current = null;
    }
  }, [running]);

  const start = async (format: ExportFormat) => {
    const job = makeJob();
    const pressed = format === 'csv' ? csvButton : xlsxButton;
    focus.current = document.activeElement === pressed.current ? { back: format, moved: false } : null;
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

  return (
    <div className="export-csv">
      <MaskControls />
      {state.kind === 'running' ? (
        <>
          <progress
            max={Math.max(1, state.total)}
            value={state.written}
            aria-label={t(state.format === 'csv' ? 'export.progress' : 'export.progressXlsx')}
          />
          <span role="status" className="export-count muted">
            {t('export.rows', { written: state.written, total: state.total })}
          </span>
          <button ref={cancel} type="button" className="btn btn-small" onClick={() => abort.current?.abort()}>
            {t('export.cancel')}
          </button>
        </>
      ) : (
        <>
          <button
            ref={csvButton}
            type="button"
            className="btn btn-primary"
            disabled={disabled}
            onClick={() => void start('csv')}
          >
            {t('export.button')}
          </button>
          <button
            ref={xlsxButton}
            type="button"
            className="btn"
            disabled={disabled}
            title={t('export.buttonXlsxHint')}
            onClick={() => void start('xlsx')}
          >
            {t('export.buttonXlsx')}
          </button>
        </>
      )}
      {state.kind === 'error' ? (
        <span role="alert" className="export-error">
          {t('export.failed', { message: state.message })}
        </span>
      ) : null}
    </div>
  );
}
