import { useCallback, useState } from 'react';
import type { RowRecord } from '../../../core/table';
import { useI18n } from '../../../lib/i18n';
import { copiedRow, copiedValue, copyText, valueAsText } from './copy';
import type { ResultColumn } from '../columns/result-column';
import type { LaidColumn } from '../columns/use-column-model';

/**
 * Copying a value or a row to the clipboard, and the notice that says how it went. A masked column's cell
 * is copied as it reads (src/features/results/cells/copy.ts).
 */
export function useCopyNotice(columns: readonly ResultColumn[]) {
  const { t } = useI18n();
  const [notice, setNotice] = useState('');
  const copy = useCallback(
    (value: unknown, label: string) => {
      void copyText(valueAsText(value)).then((ok) =>
        setNotice(ok ? t('results.copy.done', { label }) : t('results.copy.refused')),
      );
    },
    [t],
  );
  const onCopy = useCallback(
    (row: RowRecord, laidColumn: LaidColumn | null) =>
      laidColumn
        ? copy(copiedValue(laidColumn.column, row[laidColumn.column.key]), laidColumn.column.header)
        : copy(copiedRow(row, columns), t('results.copy.row')),
    [copy, t, columns],
  );
  return { notice, copy, onCopy };
}
