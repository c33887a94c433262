import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { Row } from '../../api/types';
import type { Report } from '../../core/catalog/catalog';
import { isActive, rowIndexAt, type ColumnFilter, type RowRecord, type ViewSpec } from '../../core/table';
import { ExportCsvButton, type ExportJob } from '../export';
import { ColumnsPanel } from './columns-panel';
import { copyText, valueAsText } from './copy';
import { columnsFor } from './generic-columns';
import { Grid } from './grid';
import { PickList } from './pick-list';
import { RowDrawer } from './row-drawer';
import { Toolbar } from './toolbar';
import { useColumnModel, type LaidColumn } from './use-column-model';
import { usePrepareIndexes, useTableModel } from './use-table-model';
import './results.css';

export interface ResultsTableProps {
  queryKey: string;
  report: Report;
  /** Pages of the run in order: earlier pages keep their identity, new ones are appended. */
  pages: readonly (readonly Row[])[];
  expectedTotal: number | null;
  running: boolean;
  fileBaseName: string;
  onOpenConversation?: (id: string) => void;
}

const PICK_LIMIT = 50;
const safeBase = (s: string) => s.replace(/[^A-Za-z0-9_-]+/g, '_').replace(/^_+|_+$/g, '') || 'results';

/** The results of a run: a virtual grid over every row, with sort, filters, column layout and CSV export. */
export function ResultsTable(props: ResultsTableProps) {
  // A new queryKey is a new run: every derived structure and the sort and filters start over.
  return <RunTable key={props.queryKey} {...props} />;
}

function RunTable({
  queryKey,
  report,
  pages,
  expectedTotal,
  running,
  fileBaseName,
  onOpenConversation,
}: ResultsTableProps) {
  const { model, loaded, keyCount } = useTableModel(queryKey, report.key, pages);
  const kinds = report.key === 'dialogs' ? '' : model.keys.keys.map((k) => model.keys.kindOf(k)).join();
  const columns = useMemo(
    () => columnsFor(report.key, model.keys),
    // The key count and kinds say when the union changed; the union itself is mutated in place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [report.key, model, keyCount, kinds],
  );
  const { table, laid, totalWidth, sort, byKey, resetLayout } = useColumnModel(report.key, columns);
  const [global, setGlobal] = useState('');
  const [filters, setFilters] = useState<Readonly<Record<string, ColumnFilter>>>({});
  const [filterEpoch, setFilterEpoch] = useState(0);
  const [drawer, setDrawer] = useState<{ rowIndex: number; pos: number } | null>(null);
  const [pick, setPick] = useState<{ key: string; anchor: HTMLElement } | null>(null);
  const [notice, setNotice] = useState('');

  const shown = useMemo(() => laid.map((l) => l.column), [laid]);
  const globalKeys = useMemo(() => shown.map((c) => c.key), [shown]);
  const deferredGlobal = useDeferredValue(global);
  const deferredFilters = useDeferredValue(filters);
  const spec = useMemo<ViewSpec>(
    () => ({ columns: byKey, sort, global: deferredGlobal, globalKeys, filters: deferredFilters }),
    [byKey, sort, deferredGlobal, globalKeys, deferredFilters],
  );
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const view = useMemo(() => model.view(spec), [model, spec, loaded]);
  const indexing = usePrepareIndexes(model, shown, loaded);

  const onFilter = useCallback((key: string, f: ColumnFilter | undefined) => {
    setFilters((old) => {
      const next = { ...old };
      if (f) next[key] = f;
      else delete next[key];
      return next;
    });
  }, []);
  const onPick = useCallback((key: string, anchor: HTMLElement) => setPick({ key, anchor }), []);
  const closePick = useCallback(() => setPick(null), []);
  const onMoveBefore = useCallback(
    (key: string, beforeKey: string) => {
      const order = table.atoms.columnOrder.get().filter((k) => k !== key);
      order.splice(Math.max(0, order.indexOf(beforeKey)), 0, key);
      table.setColumnOrder(order);
    },
    [table],
  );
  const onOpenRow = useCallback((pos: number) => setDrawer({ rowIndex: rowIndexAt(view, pos), pos }), [view]);
  const copy = useCallback((value: unknown, label: string) => {
    void copyText(valueAsText(value)).then((ok) =>
      setNotice(ok ? `Copied ${label}.` : 'The browser did not allow copying to the clipboard.'),
    );
  }, []);
  const onCopy = useCallback(
    (row: RowRecord, lc: LaidColumn | null) =>
      lc ? copy(row[lc.column.key], lc.column.header) : copy(row, 'the row as JSON'),
    [copy],
  );
  const clearFilters = () => {
    setGlobal('');
    setFilters({});
    setFilterEpoch((e) => e + 1);
  };
  const makeJob = (): ExportJob => ({
    rows: model.rows,
    order: view.order,
    length: view.length,
    columns: laid.map((l) => ({ key: l.column.key, header: l.column.header })),
    fileName: `${safeBase(fileBaseName)}.csv`,
    codesOf: (key) => {
      const column = byKey.get(key);
      return column ? model.index(column).dictionary() : null;
    },
  });

  const drawerRow = drawer ? model.rows[drawer.rowIndex] : undefined;
  const pickColumn = pick ? byKey.get(pick.key) : undefined;
  const pickFilter = pick ? filters[pick.key] : undefined;
  const filtered = global.trim() !== '' || Object.values(filters).some(isActive);
  const emptyText =
    loaded === 0
      ? running
        ? 'Waiting for the first page…'
        : 'The report returned no rows.'
      : 'No rows match the filters.';

  return (
    // data-indexing: filters are being prepared in idle time (the bench waits for it before measuring).
    <section className="rt" aria-label={`${report.name} results`} data-indexing={indexing}>
      <Toolbar
        shown={view.length}
        loaded={loaded}
        expected={expectedTotal}
        running={running}
        global={global}
        onGlobal={setGlobal}
        filtered={filtered}
        onClearFilters={clearFilters}
        notice={notice}
      >
        <ColumnsPanel table={table} byKey={byKey} onReset={resetLayout} />
        <ExportCsvButton makeJob={makeJob} disabled={view.length === 0 || laid.length === 0} />
      </Toolbar>
      <div className="rt-main">
        <Grid
          label={`${report.name} rows`}
          model={model}
          view={view}
          laid={laid}
          totalWidth={totalWidth}
          sortCount={sort.length}
          filters={filters}
          filterEpoch={filterEpoch}
          emptyText={emptyText}
          busy={global !== deferredGlobal || filters !== deferredFilters}
          onFilter={onFilter}
          onPick={onPick}
          onMoveBefore={onMoveBefore}
          onOpenRow={onOpenRow}
          onOpenConversation={onOpenConversation}
          onCopy={onCopy}
        />
        {drawer && drawerRow ? (
          <RowDrawer
            row={drawerRow}
            pos={drawer.pos}
            columns={columns}
            onCopy={copy}
            onClose={() => setDrawer(null)}
          />
        ) : null}
      </div>
      {pick && pickColumn ? (
        <PickList
          title={`${pickColumn.header}: show rows with`}
          anchor={pick.anchor}
          values={model.pickList(pickColumn, PICK_LIMIT)}
          selected={pickFilter?.kind === 'oneOf' ? pickFilter.values : []}
          onApply={(values) => {
            onFilter(pick.key, values.length > 0 ? { kind: 'oneOf', values } : undefined);
            setPick(null);
          }}
          onClose={closePick}
        />
      ) : null}
    </section>
  );
}
