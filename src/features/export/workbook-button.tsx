import { XLSX_LABELS, type XlsxLabels } from '../../core/xlsx';
import { saveFile } from './save-file';
import { useI18n } from '../../lib/i18n';
import { XLSX_TYPE } from './xlsx-session';

/**
 * A small workbook made at once on this thread (a conversation's rows): `build` gets the labels of the
 * page's language and the time zone the grid shows.
 */
export function WorkbookButton({
  fileName,
  build,
}: {
  fileName: string;
  build: (words: { labels: XlsxLabels; timeZone: string }) => Uint8Array<ArrayBuffer>[];
}) {
  const { t, locale } = useI18n();
  const save = () => {
    const parts = build({
      labels: XLSX_LABELS[locale],
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    saveFile(new Blob(parts, { type: XLSX_TYPE }), fileName);
  };
  return (
    <button type="button" className="btn btn-small" onClick={save}>
      {t('export.conversationXlsx')}
    </button>
  );
}
