import { useState } from 'react';
import type { Row } from '../../core/contract';
import { useLatestCallback } from '../../lib/use-latest-callback';
import type { Report } from '../../core/catalog/catalog';
import { RunResults } from './run-results';
import { readSavedView, type SavedView } from '../../core/table';
import { useTableStore } from './table/use-table-store';
import type { GridDrill } from './table/use-row-filters';
import type { RunAbout } from './export/export-about';
import type { ShownRowsStore } from './table/shown-rows';
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
  /** The sort and filters to open with: a stored run's, as kept with it (checked here). */
  initialView?: unknown;
  /** Told the sort and filters once they settle after a change, to keep them with the run. */
  onViewChange?: (view: SavedView) => void;
  /** Filters set from outside (a click in the overview), applied again at each new id. */
  drill?: GridDrill;
  /** The run, as a workbook's About sheet states it (read when an export starts). */
  about?: () => RunAbout;
  /** Told what the grid shows (the Summary reads it). */
  shownRows?: ShownRowsStore;
}

/** The results of a run: a virtual grid over every row, with sort, filters, column layout and export. */
export function ResultsTable(props: ResultsTableProps) {
  // A new queryKey is a new run: every derived structure and the sort and filters start over.
  return <RunTable key={props.queryKey} {...props} />;
}

/**
 * One run: owns the table store and syncs the pages into it. The results under it read the store, so a
 * new page renders them once, with its rows (the callbacks from the app are new on every render of it).
 */
function RunTable({ report, pages, onOpenConversation, onViewChange, ...rest }: ResultsTableProps) {
  const store = useTableStore(report.key, pages);
  // Read once: the view a run opened with never changes under the user's hands.
  const [initialView] = useState(() => readSavedView(rest.initialView));
  const openConversation = useLatestCallback((id: string) => onOpenConversation?.(id));
  const viewChanged = useLatestCallback((view: SavedView) => onViewChange?.(view));
  return (
    <RunResults
      store={store}
      report={report}
      expectedTotal={rest.expectedTotal}
      running={rest.running}
      fileBaseName={rest.fileBaseName}
      about={rest.about}
      onOpenConversation={onOpenConversation ? openConversation : undefined}
      initialView={initialView}
      onViewChange={viewChanged}
      drill={rest.drill}
      shownRows={rest.shownRows}
    />
  );
}
