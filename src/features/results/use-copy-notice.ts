import { useCallback, useState } from 'react';
import type { RowRecord } from '../../core/table';
import { copyText, valueAsText } from './copy';
import type { LaidColumn } from './use-column-model';

/** Copying a value or a row to the clipboard, and the notice that says how it went. */
export function useCopyNotice() {
  const [notice, setNotice] = useState('');
  const copy = useCallback((value: unknown, label: string) => {
    void copyText(valueAsText(value)).then((ok) =>
      setNotice(ok ? `Copied ${label}.` : 'The browser did not allow copying to the clipboard.'),
    );
  }, []);
  const onCopy = useCallback(
    (row: RowRecord, laidColumn: LaidColumn | null) =>
      laidColumn ? copy(row[laidColumn.column.key], laidColumn.column.header) : copy(row, 'the row as JSON'),
    [copy],
  );
  return { notice, copy, onCopy };
}
