import { csvFileName } from '../../core/csv';
import { downloadText } from '../../lib/download';
import { XLSX_LABELS } from '../../core/xlsx';
import { useI18n } from '../../lib/i18n';
import { saveFile } from '../export';
import { headText } from './summary-table';
import type { SummaryTableModel } from './summary-table-model';
import type { SummaryNames } from './summary-names';
import { summaryCsv, summarySheet, summaryWorkbook } from './summary-export';
import { useSummaryText } from './use-summary-text';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The summary's downloads: CSV and a workbook with typed cells, made at once (a summary is small). */
export function SummaryExports({
  model,
  names,
  pivotName,
  fileBaseName,
  about,
}: {
  model: SummaryTableModel;
  names: SummaryNames;
  pivotName: (key: number) => string;
  fileBaseName: string;
  about: { report: string; range: string; environment: string; summary: string; search: string };
}) {
  const { t } = useSummaryText();
  const { locale } = useI18n();
  const sheet = () =>
    summarySheet(
      model,
      names,
      (head) => headText(head, names, t, () => (head.kind === 'across' ? pivotName(head.key) : '')),
      t('summary.total'),
    );
  const base = `${fileBaseName} summary`;
  return (
    <div className="sm-exports">
      <button
        type="button"
        className="btn btn-small"
        onClick={() => downloadText(summaryCsv(sheet()), csvFileName(base, '', ''), 'text/csv;charset=utf-8')}
      >
        {t('summary.exportCsv')}
      </button>
      <button
        type="button"
        className="btn btn-small"
        onClick={() => {
          const words = {
            labels: XLSX_LABELS[locale],
            timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
          };
          saveFile(
            new Blob(summaryWorkbook(sheet(), about, words), { type: XLSX_TYPE }),
            csvFileName(base, '', '', 'xlsx'),
          );
        }}
      >
        {t('summary.exportXlsx')}
      </button>
    </div>
  );
}
