import { useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ReportQuery } from '../api/types';
import type { Product } from '../core/contract/products';
import { comparedPeriod, settledDays, type CompareWith } from '../core/dates';
import { analyticsKey } from '../engine/analytics-key';
import type { OverviewCompare } from '../features/overview';
import { useNow } from '../lib/use-now';
import type { Engine, ViewPlan } from '../engine/types';
import { PlanLine, useViewPlan } from '../features/plan';
import { useRun } from '../features/run';
import { useI18n } from '../lib/i18n';
import { ValueStore } from '../lib/value-store';
import { urlStore } from './url-store';

import type { ComparedRows } from '../features/summary';

/**
 * What a run is compared with (kept in the link, as the Summary's configuration is), the other period's
 * query, and where its rows are told to the views that compare.
 */
export function useCompare(query: ReportQuery) {
  const [mode, setMode] = useState<CompareWith | null>(() => urlStore.getSnapshot().state.compare);
  const [rows] = useState(() => new ValueStore<ComparedRows>());
  const other = useMemo(() => {
    const period = mode ? comparedPeriod(query.startDate, query.endDate, mode) : null;
    return period ? { ...query, ...period } : null;
  }, [query, mode]);
  const choose = (next: CompareWith | null) => {
    setMode(next);
    const { state } = urlStore.getSnapshot();
    urlStore.replace({ ...state, compare: next });
  };
  return { mode, other, rows, choose };
}

/** The compared period for the Overview's headline figures: its run's name in the worker, its rows so far. */
export function useOverviewCompare(
  compare: ReturnType<typeof useCompare>,
  query: ReportQuery,
  settleMs: number,
): OverviewCompare | null {
  const { mode, other, rows } = compare;
  const read = useSyncExternalStore(rows.subscribe, rows.getSnapshot, rows.getSnapshot);
  const count =
    read && other && read.query === other ? read.pages.reduce((n, page) => n + page.length, 0) : 0;
  const now = useNow(60_000, mode !== null);
  if (!mode || !other || query.reportKey !== 'dialogs') return null;
  return {
    analyticsKey: analyticsKey(other),
    mode,
    rows: count,
    settled: settledDays(query, mode, settleMs, now),
  };
}

/** The other period's run: read from the device and fetched where missing, as any view of the history. */
function ComparedRun({
  client,
  query,
  mode,
  reportName,
  plan,
  rows,
}: {
  client: Engine;
  query: ReportQuery;
  mode: CompareWith;
  reportName: string;
  plan: ViewPlan;
  rows: ValueStore<ComparedRows>;
}) {
  const { t, f } = useI18n();
  const run = useRun(client, query, reportName, true, undefined, plan);
  const { rows: pages, phase } = run;
  useLayoutEffect(() => rows.set({ query, mode, pages, phase }), [rows, query, mode, pages, phase]);
  const done = run.phase === 'done';
  return (
    <p className="muted" role="status">
      {t(done ? 'app.compare.done' : 'app.compare.loading', { rows: f.count(run.totals.rows) })}
    </p>
  );
}

/**
 * The period the run is compared with: its dates, what reading it will cost (the plan, before any call),
 * and its run. Nothing is fetched until the user says so; a period the device holds whole is read at once.
 */
export function ComparedPeriod({
  client,
  other,
  mode,
  reportName,
  product,
  rows,
}: {
  client: Engine;
  other: ReportQuery;
  mode: CompareWith;
  reportName: string;
  product: Product;
  rows: ValueStore<ComparedRows>;
}) {
  const { t } = useI18n();
  const plan = useViewPlan(client, other);
  // The plan the run starts with, kept: the plan itself is made again as pages are stored.
  const [started, setStarted] = useState<ViewPlan | null>(null);
  const fresh = plan.data ?? null;
  const calls = fresh?.legs.some((leg) => leg.kind === 'fetch') ?? true;
  if (!started && fresh && !calls) setStarted(fresh);
  return (
    <div className="compare-period" role="group" aria-label={t('app.compare.label')}>
      <p>
        {t(mode === 'previous' ? 'app.compare.previous' : 'app.compare.lastYear', {
          start: other.startDate,
          end: other.endDate,
        })}
      </p>
      {started ? null : <PlanLine plan={fresh} environment={client.environment} product={product} />}
      {!started && fresh ? (
        <button type="button" className="btn btn-small" onClick={() => setStarted(fresh)}>
          {t('app.compare.fetch')}
        </button>
      ) : null}
      {started ? (
        <ComparedRun
          client={client}
          query={other}
          mode={mode}
          reportName={reportName}
          plan={started}
          rows={rows}
        />
      ) : null}
    </div>
  );
}
