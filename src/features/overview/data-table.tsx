import type { OverviewDrill } from './drill';
import { useDrill } from './drill-context';
import { drillTitle, useOverviewText } from './use-overview-text';

export interface TableRow {
  key: string;
  cells: readonly string[];
  drill?: OverviewDrill;
}

/**
 * A chart's table twin: the same figures as rows a screen reader reads and a keyboard walks (the region
 * takes focus and scrolls); a row with a drill has a button in its first cell.
 */
export function DataTable({
  title,
  columns,
  rows,
}: {
  title: string;
  columns: readonly string[];
  rows: readonly TableRow[];
}) {
  const drill = useDrill();
  const { t } = useOverviewText();
  const caption = t('overview.table.caption', { title });
  return (
    <div className="ov-table" role="region" aria-label={caption} tabIndex={0}>
      <table>
        <caption className="ov-sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row">
                    {row.drill ? (
                      <button
                        type="button"
                        className="ov-link"
                        title={drillTitle(t, row.drill, cell)}
                        onClick={() => row.drill && drill(row.drill)}
                      >
                        {cell}
                      </button>
                    ) : (
                      cell
                    )}
                  </th>
                ) : (
                  <td key={i}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
