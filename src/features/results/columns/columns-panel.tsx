import { useI18n } from '../../../lib/i18n';
import { useId, useState } from 'react';
import type { ResultColumn } from './result-column';
import type { ColumnTable } from './use-column-model';

type Column = ReturnType<ColumnTable['getAllLeafColumns']>[number];

/** One column of the panel: shown or hidden, and moved up or down a place. */
function ColumnLine({
  column,
  label,
  onlyOneShown,
  first,
  last,
  onMove,
}: {
  column: Column;
  label: string;
  onlyOneShown: boolean;
  first: boolean;
  last: boolean;
  onMove: (delta: number) => void;
}) {
  const { t } = useI18n();
  const shown = column.getIsVisible();
  return (
    <li>
      <label>
        <input
          type="checkbox"
          checked={shown}
          // The last column shown stays: a table of no columns shows nothing to bring them back from.
          disabled={shown && onlyOneShown}
          onChange={column.getToggleVisibilityHandler()}
        />{' '}
        {label}
      </label>
      <span className="rt-columns-move">
        <button
          type="button"
          className="btn btn-small"
          aria-label={t('results.columns.up', { label })}
          disabled={first}
          onClick={() => onMove(-1)}
        >
          ↑
        </button>
        <button
          type="button"
          className="btn btn-small"
          aria-label={t('results.columns.down', { label })}
          disabled={last}
          onClick={() => onMove(1)}
        >
          ↓
        </button>
      </span>
    </li>
  );
}

/** Show, hide and reorder columns with the keyboard (headers can also be dragged), and reset the layout. */
export function ColumnsPanel({
  table,
  byKey,
  onReset,
}: {
  table: ColumnTable;
  byKey: ReadonlyMap<string, ResultColumn>;
  onReset: () => void;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const id = useId();
  const all = table.getAllLeafColumns();
  const ordered = table.state.columnOrder.flatMap((k) => all.filter((c) => c.id === k));
  const move = (key: string, delta: number) => {
    const order = ordered.map((c) => c.id);
    const i = order.indexOf(key);
    const j = i + delta;
    if (i < 0 || j < 0 || j >= order.length) return;
    [order[i], order[j]] = [order[j] ?? key, key];
    table.setColumnOrder(order);
  };
  const visibleCount = all.filter((c) => c.getIsVisible()).length;

  return (
    <div className="rt-columns">
      <button
        type="button"
        className="btn"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {t('results.columns.button', { shown: visibleCount, all: all.length })}
      </button>
      {open ? (
        <div id={id} className="rt-columns-panel" role="group" aria-label={t('results.columns.label')}>
          <div className="rt-columns-actions">
            <button
              type="button"
              className="btn btn-small"
              onClick={() => table.toggleAllColumnsVisible(true)}
            >
              {t('results.columns.showAll')}
            </button>
            <button type="button" className="btn btn-small" onClick={onReset}>
              {t('results.columns.reset')}
            </button>
          </div>
          <ol className="rt-columns-list">
            {ordered.map((c, i) => (
              <ColumnLine
                key={c.id}
                column={c}
                label={byKey.get(c.id)?.header ?? c.id}
                onlyOneShown={visibleCount === 1}
                first={i === 0}
                last={i === ordered.length - 1}
                onMove={(delta) => move(c.id, delta)}
              />
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  );
}
