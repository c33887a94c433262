import { useEffect, useRef, useState, type RefObject } from 'react';
import type { ExportJob } from './export-job';
import { buildCsv, buildXlsx, type ExportFormat } from './run-export';
import { saveFile } from './save-file';
import { useI18n } from '../../lib/i18n';
import { MaskControls } from '../../lib/mask-controls';
import type { MaskSetting } from '../../lib/mask-setting';
import { maskingSidecar, sidecarName, type MaskCounts } from '../../core/personal-data';

type State =
  | { kind: 'idle' }
  | { kind: 'running'; format: ExportFormat; written: number; total: number }
  | { kind: 'error'; message: string };

/**
 * The focus through an export: from the button pressed (when it held the focus) to Cancel while the file is
 * built, and back once it is made, unless the user took it elsewhere meanwhile.
 */
function useExportFocus(running: boolean) {
  const csvButton = useRef<HTMLButtonElement>(null);
  const xlsxButton = useRef<HTMLButtonElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const focus = useRef<{ back: ExportFormat; moved: boolean } | null>(null);
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
  /** A button was pressed: the focus follows the export if it was on that button. */
  const pressed = (format: ExportFormat) => {
    const button = format === 'csv' ? csvButton : xlsxButton;
    focus.current = document.activeElement === button.current ? { back: format, moved: false } : null;
  };
  return { csvButton, xlsxButton, cancel, pressed };
}

/** Saves a file built, and for a masked CSV the sidecar that counts what was masked. */
function saveExport(blob: Blob, fileName: string, format: ExportFormat, masked: MaskCounts | null) {
  saveFile(blob, fileName);
  if (masked && format === 'csv')
    saveFile(
      new Blob([maskingSidecar(masked, fileName)], { type: 'application/json' }),
      sidecarName(fileName),
    );
}

/** An export's state: building a file (with progress and Cancel), and what failed. */
function useExport(mask: MaskSetting) {
  const { t, locale } = useI18n();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const start = async (job: ExportJob, format: ExportFormat) => {
    const controller = new AbortController();
    abort.current = controller;
    setState({ kind: 'running', format, written: 0, total: job.length });
    let masked: MaskCounts | null = null;
    const options = {
      signal: controller.signal,
      onProgress: (written: number, total: number) => setState({ kind: 'running', format, written, total }),
      ...(mask.on ? { mask: { as: mask.as }, onMasked: (c: MaskCounts) => (masked = c) } : {}),
    };
    try {
      const blob =
        format === 'csv'
          ? await buildCsv(job, options)
          : await buildXlsx(job, { ...options, language: locale });
      if (!controller.signal.aborted) saveExport(blob, `${job.fileName}.${format}`, format, masked);
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
  return { state, start, cancel: () => abort.current?.abort() };
}

/** A file being built: how far, and Cancel (which takes the focus from the button pressed). */
function ExportProgress({
  state,
  cancelRef,
  onCancel,
}: {
  state: Extract<State, { kind: 'running' }>;
  cancelRef: RefObject<HTMLButtonElement | null>;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  return (
    <>
      <progress
        max={Math.max(1, state.total)}
        value={state.written}
        aria-label={t(state.format === 'csv' ? 'export.progress' : 'export.progressXlsx')}
      />
      <span role="status" className="export-count muted">
        {t('export.rows', { written: state.written, total: state.total })}
      </span>
      <button ref={cancelRef} type="button" className="btn btn-small" onClick={onCancel}>
        {t('export.cancel')}
      </button>
    </>
  );
}

/**
 * "Export CSV" and "Excel (.xlsx)": every row that passes the filters, in the current order, with the
 * columns shown. The job is taken when a button is pressed; large files are built in a worker, with
 * progress and Cancel. With "Mask personal data" (`mask`, the page's setting) the worker masks them; a CSV
 * gets a sidecar file with the counts, a workbook says them on its About sheet.
 *
 * While a file is built, its progress and Cancel take the buttons' place, the focus with them: shown
 * beside the buttons they made the toolbar a line taller, and the grid below it was resized and drawn
 * again as an export began and as it ended (docs/measurements.md#the-csv-exports-press-at-4x).
 */
export function ExportButtons({
  makeJob,
  mask,
  disabled,
}: {
  makeJob: () => ExportJob;
  mask: MaskSetting;
  disabled?: boolean;
}) {
  const { t } = useI18n();
  const { state, start, cancel } = useExport(mask);
  const { csvButton, xlsxButton, cancel: cancelButton, pressed } = useExportFocus(state.kind === 'running');
  const press = (format: ExportFormat) => {
    const job = makeJob();
    pressed(format);
    void start(job, format);
  };
  return (
    <div className="export-csv">
      <MaskControls />
      {state.kind === 'running' ? (
        <ExportProgress state={state} cancelRef={cancelButton} onCancel={cancel} />
      ) : (
        <>
          <button
            ref={csvButton}
            type="button"
            className="btn btn-primary"
            disabled={disabled}
            onClick={() => press('csv')}
          >
            {t('export.button')}
          </button>
          <button
            ref={xlsxButton}
            type="button"
            className="btn"
            disabled={disabled}
            title={t('export.buttonXlsxHint')}
            onClick={() => press('xlsx')}
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
