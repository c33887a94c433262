import { memo, useMemo } from 'react';
import type { Report } from '../../core/catalog/catalog';
import { useI18n, type MessageId } from '../../lib/i18n';
import { ExportButtons } from '../export';
import type { RunAbout } from './export/export-about';
import { ColumnPick, useColumnPick } from './columns/column-pick';
import { ColumnsPanel } from './columns/columns-panel';
import { exportJob } from './export/export-job';
import { Grid } from './grid/grid';
import { RowDrawer, useRowDrawer } from './grid/row-drawer';
import type { TableStore } from './table/table-store';
import { Toolbar } from './toolbar';
import { useColumnModel } from './columns/use-column-model';
import { useRunColumns } from './columns/use-run-columns';
import { useCopyNotice } from './cells/use-copy-notice';
import { useIndexedRows } from './table/use-indexed-rows';
import type { SavedView } from '../../core/table';
import { useViewChanges } from './table/use-view-changes';
import { useTableSnapshot } from './table/use-table-store';
import type { GridDrill } from './table/use-row-filters';
import type { ShownRowsStore } from './table/shown-rows';
import { useTellShownRows } from './table/use-tell-shown-rows';

export interface RunResultsProps {
  store: TableStore;
  report: Report;
  expectedTotal: number | null;
  running: boolean;
  fileBaseName: string;
  onOpenConversation: ((id: string) => void) | undefined;
  /** The sort and filters to open with (a stored run's). */
  initialView: SavedView;
  /** Told the sort and filters once they settle after a change. */
  onViewChange: ((view: SavedView) => void) | undefined;
  drill?: GridDrill;
  about: (() => RunAbout) | undefined;
  /** Told what the grid shows, for the views made of it. */
  shownRows?: ShownRowsStore;
}

const emptyText = (loaded: number, running: boolean): MessageId =>
  loaded === 0 ? (running ? 'results.empty.waiting' : 'results.empty.none') : 'results.empty.filtered';

/** The toolbar, the grid and the row drawer over the rows of the store, with the pick list on demand. */
export const RunResults = memo(function RunResults(props: RunResultsProps) {
  const { report, running } = props;
  const snapshot = useTableSnapshot(props.store);
  const { t } = useI18n();
  const { model, loaded } = snapshot;
  const { columns, mask } = useRunColumns(snapshot.columns);
  const columnModel = useColumnModel(report.key, columns, props.initialView.sort);
  const { table, laid, totalWidth, sort, byKey, resetLayout, moveBefore } = columnModel;
  const shown = useMemo(() => laid.map((laidColumn) => laidColumn.column), [laid]);
  const rows = useIndexedRows(props, snapshot, shown, byKey, sort, running);
  const { view, filters } = rows;
  useViewChanges({ sort, global: rows.global, filters }, props.onViewChange);
  useTellShownRows(props.shownRows, { model, columns, loaded }, rows);
  const { notice, copy, onCopy } = useCopyNotice(columns);
  const { drawer, onOpenRow, closeDrawer } = useRowDrawer(view);
  const { pick, onPick, closePick } = useColumnPick();
  const drawerRow = drawer ? model.rows[drawer.rowIndex] : undefined;

  return (
    <section
      className="rt"
      aria-label={t('results.label', { report: report.name })}
      data-indexing={rows.indexing}
      data-searched={rows.searched}
    >
      <Toolbar
        shown={view.length}
        loaded={loaded}
        expected={props.expectedTotal}
        running={running}
        searching={view.searching}
        global={rows.global}
        onGlobal={rows.setGlobal}
        filtered={rows.filtered}
        onClearFilters={rows.clearFilters}
        notice={notice}
      >
        <ColumnsPanel table={table} byKey={byKey} onReset={resetLayout} />
        {/* While a search is answered in part, an export would hold only the rows found so far. */}
        <ExportButtons
          mask={mask}
          makeJob={() => exportJob({ ...props, ...rows, model, laid, byKey, sort })}
          disabled={view.length === 0 || laid.length === 0 || view.searching}
        />
      </Toolbar>
      <div className="rt-main">
        <Grid
          label={t('results.rowsLabel', { report: report.name })}
          model={model}
          view={view}
          laid={laid}
          totalWidth={totalWidth}
          sortCount={sort.length}
          filters={filters}
          filterEpoch={rows.filterEpoch}
          emptyText={t(emptyText(loaded, running))}
          busy={rows.busy}
          onFilter={rows.onFilter}
          onPick={onPick}
          onMoveBefore={moveBefore}
          onOpenRow={onOpenRow}
          onOpenConversation={props.onOpenConversation}
          onCopy={onCopy}
        />
        {drawer && drawerRow ? (
          <RowDrawer row={drawerRow} pos={drawer.pos} columns={columns} onCopy={copy} onClose={closeDrawer} />
        ) : null}
      </div>
      {pick ? (
        <ColumnPick
          pick={pick}
          model={model}
          byKey={byKey}
          filters={filters}
          onFilter={rows.onFilter}
          onClose={closePick}
        />
      ) : null}
    </section>
  );
});
