import { useId, useState } from 'react';
import type { ResultColumn } from './result-column';
import type { ColumnTable } from './use-column-model';

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
        Columns ({visibleCount} of {all.length})
      </button>
      {open ? (
        <div id={id} className="rt-columns-panel" role="group" aria-label="Columns">
          <div className="rt-columns-actions">
            <button
              type="button"
              className="btn btn-small"
              onClick={() => table.toggleAllColumnsVisible(true)}
            >
              Show all
            </button>
            <button type="button" className="btn btn-small" onClick={onReset}>
              Reset layout
            </button>
          </div>
          <ol className="rt-columns-list">
            {ordered.map((c, i) => {
              const label = byKey.get(c.id)?.header ?? c.id;
              return (
                <li key={c.id}>
                  <label>
                    <input
                      type="checkbox"
                      checked={c.getIsVisible()}
                      disabled={c.getIsVisible() && visibleCount === 1}
                      onChange={c.getToggleVisibilityHandler()}
                    />{' '}
                    {label}
                  </label>
                  <span className="rt-columns-move">
                    <button
                      type="button"
                      className="btn btn-small"
                      aria-label={`Move ${label} up`}
                      disabled={i === 0}
                      onClick={() => move(c.id, -1)}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className="btn btn-small"
                      aria-label={`Move ${label} down`}
                      disabled={i === ordered.length - 1}
                      onClick={() => move(c.id, 1)}
                    >
                      ↓
                    </button>
                  </span>
                </li>
              );
            })}
          </ol>
        </div>
      ) : null}
    </div>
  );
}
