import { useCallback, useState } from 'react';
import type { RowRecord } from '../../../core/table';
import { useI18n } from '../../../lib/i18n';
import { copyText, valueAsText } from './copy';
import type { LaidColumn } from '../columns/use-column-model';

/** Copying a value or a row to the clipboard, and the notice that says how it went. */
export function useCopyNotice() {
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
        ? copy(row[laidColumn.column.key], laidColumn.column.header)
        : copy(row, t('results.copy.row')),
    [copy, t],
  );
  return { notice, copy, onCopy };
}
