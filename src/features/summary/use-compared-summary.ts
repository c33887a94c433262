import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ReportQuery } from '../../api/types';
import type { Row } from '../../core/contract';
import type { CompareWith } from '../../core/dates';
import type { SummaryResult } from '../../core/summary';
import { TableModel } from '../../core/table';
import type { SummaryColumn } from './summary-columns';
import { needsOf, SummaryRunner, type Before } from './summary-runner';
import { connectSummary } from './summary-host';
import type { Summarized } from './use-summary-result';

/** The rows of the period a run is compared with, as far as they have come (the app reads them). */
export interface ComparedRows {
  query: ReportQuery;
  mode: CompareWith;
  pages: readonly (readonly Row[])[];
  /** Its run's phase: 'done' once every row is in. */
  phase: string;
}

/** Where the app tells the Summary the compared period's rows. */
export interface ComparedRowsStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => ComparedRows | null;
}

/** The compared period's summary, with what it was made of. */
export interface ComparedSummary {
  result: SummaryResult;
  rows: ComparedRows;
  runner: SummaryRunner;
  /** The summary of this period it was computed for (the same spec and bins). */
  of: Summarized;
}

/** Work on the page's thread between two yields, as for the run's own summary. */
const STEP_MS = 8;

/**
 * The compared period's rows summarized as this period's are: the grid's filters and search applied to
 * them (a model of their own, never the grid's), the same spec and the same bins, in a worker of its own.
 */
export function useComparedSummary(
  store: ComparedRowsStore | undefined,
  current: Summarized | null,
  byKey: ReadonlyMap<string, SummaryColumn>,
  /** The compared period's rows before this only: the days facing this period's settled ones. */
  before: Before | null = null,
) {
  const noStore = useMemo<ComparedRowsStore>(
    () => ({ subscribe: () => () => undefined, getSnapshot: () => null }),
    [],
  );
  const source = store ?? noStore;
  const rows = useSyncExternalStore(source.subscribe, source.getSnapshot, source.getSnapshot);
  const query = rows?.query;
  const [runner] = useState(() => new SummaryRunner(connectSummary()));
  useEffect(() => () => runner.dispose(), [runner]);
  // One model per compared query: its indexes and searches are its own.
  const model = useMemo(() => (query ? new TableModel() : null), [query]);
  const [done, setDone] = useState<ComparedSummary | null>(null);
  useEffect(() => {
    if (!rows || !model || !current || current.result.tooMany) return;
    model.sync(rows.pages);
    // No row yet (its pages are being read): nothing to summarize, and no column to post.
    if (model.rows.length === 0) return;
    const spec = { ...current.shown.spec, sort: [] };
    const needs = needsOf(current.spec, byKey, before);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    const step = () => {
      if (!live) return;
      const end = performance.now() + STEP_MS;
      const hasTime = () => performance.now() < end;
      model.view(spec);
      if (!model.search(hasTime) || !runner.encode(needs, model.rows, hasTime)) {
        timer = setTimeout(step, 0);
        return;
      }
      runner.summarize(needs, model.view(spec), current.spec, current.bins, before).then(
        (result) => {
          if (live && result) setDone({ result, rows, runner, of: current });
        },
        // A worker that ended (the panel left) answers nothing worth showing.
        () => undefined,
      );
    };
    timer = setTimeout(step, 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [rows, model, current, byKey, runner, before]);
  return done && done.of === current && done.rows.query === query ? done : null;
}
