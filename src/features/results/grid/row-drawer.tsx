import { useI18n } from '../../../lib/i18n';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { rowIndexAt, type RowRecord, type TableView } from '../../../core/table';
import { cellText, cellTitle, cellTone } from '../cells/cell-content';
import { copiedValue } from '../cells/copy';
import { cellWords } from '../cells/cell-words';
import type { ResultColumn } from '../columns/result-column';

/** Which row the drawer shows, if any: its index in the model and its position in the view it was opened from. */
export function useRowDrawer(view: TableView) {
  const [drawer, setDrawer] = useState<{ rowIndex: number; pos: number } | null>(null);
  const onOpenRow = useCallback((pos: number) => setDrawer({ rowIndex: rowIndexAt(view, pos), pos }), [view]);
  const closeDrawer = useCallback(() => setDrawer(null), []);
  return { drawer, onOpenRow, closeDrawer };
}

/** Every field of one row, with its formatted and raw value and a copy button each. */
export function RowDrawer({
  row,
  pos,
  columns,
  onCopy,
  onClose,
}: {
  row: RowRecord;
  pos: number;
  /** Every known column, shown or hidden, in display order; fields of the row not among them follow. */
  columns: readonly ResultColumn[];
  onCopy: (value: unknown, label: string) => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const words = useMemo(() => cellWords(t), [t]);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [pos]);
  const known = new Set(columns.map((c) => c.key));
  const extra = Object.keys(row).filter((k) => !known.has(k));
  const raw = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

  return (
    <aside
      ref={ref}
      className="rt-drawer"
      role="dialog"
      aria-modal="false"
      aria-label={t('results.drawer.label', { row: String(pos + 1) })}
      tabIndex={-1}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
    >
      <header className="rt-drawer-head">
        <h2>{t('results.drawer.title', { row: String(pos + 1) })}</h2>
        <button type="button" className="btn btn-small" onClick={onClose}>
          {t('results.drawer.close')}
        </button>
      </header>
      <dl className="rt-fields">
        {[
          ...columns.map((c) => ({ key: c.key, label: c.header, column: c })),
          ...extra.map((k) => ({ key: k, label: k, column: null })),
        ].map(({ key, label, column }) => {
          const value = row[key];
          const f = column
            ? {
                text: cellText(column, value),
                title: cellTitle(column, value, row, words),
                tone: cellTone(column, value, row),
              }
            : { text: value === undefined ? '—' : raw(value), title: undefined, tone: undefined };
          return (
            <div key={key} className="rt-field">
              <dt title={key}>{label}</dt>
              <dd>
                <span className={f.tone ? `rt-${f.tone}` : undefined}>{f.text}</span>
                {value !== null && value !== undefined && !column?.masked && f.text !== raw(value) ? (
                  <span className="rt-raw mono">{raw(value)}</span>
                ) : null}
                {f.tone === 'flag' && f.title ? <span className="rt-raw">{f.title}</span> : null}
              </dd>
              <button
                type="button"
                className="btn btn-small rt-field-copy"
                aria-label={t('results.drawer.copyLabel', { label })}
                onClick={() => onCopy(copiedValue(column, value), label)}
              >
                {t('results.drawer.copy')}
              </button>
            </div>
          );
        })}
      </dl>
    </aside>
  );
}
