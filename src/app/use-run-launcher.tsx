import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useRef, useState } from 'react';
import { queryIdentity } from '../api/same-query';
import type { ReportQuery } from '../api/types';
import type { DeviceRun, Engine, ViewPlan } from '../engine/types';
import { reportQueryKey, type StoredRunRef } from '../features/run';
import type { LatestRun } from './report-workspace';
import { StoredQueryQuestion } from './stored-query-question';
import { urlStore } from './url-store';

type OpenRun = DeviceRun & { locked: false };

/**
 * Starts runs: a view of the tenant's history (what the device holds, then what must be fetched), a stored
 * run opened or resumed from the list, and the question "open the stored run or fetch again?" when the
 * query is exactly a complete stored run that still holds every day of its range.
 */
export function useRunLauncher(engine: Engine) {
  const queryClient = useQueryClient();
  const [run, setRun] = useState<LatestRun | null>(null);
  const [question, setQuestion] = useState<{ query: ReportQuery; stored: OpenRun } | null>(null);
  // The plan each query's view in the cache was made with: a view shown again from memory goes on with it.
  const plans = useRef(new Map<string, ViewPlan | undefined>());
  const next = (query: ReportQuery, stored?: StoredRunRef, plan?: ViewPlan) => {
    plans.current.set(queryIdentity(query), plan);
    const show = () => setRun((r) => ({ query, n: (r?.n ?? 0) + 1, stored, plan }));
    // A transition: the new run view (its bar, tabs, grid) is rendered in slices the page can answer
    // between, not in one long task; the view it replaces stays until it is ready. Not while a run is
    // fetched: each of its landed pages is an urgent render that would restart the new view's, which
    // could then wait seconds.
    if (queryClient.isFetching() > 0) show();
    else startTransition(show);
  };
  const inMemory = (query: ReportQuery) =>
    queryClient.getQueryData(reportQueryKey(engine.environment.name, query)) !== undefined &&
    plans.current.has(queryIdentity(query));

  const open = (stored: OpenRun, resume: boolean) => {
    const { query } = stored.facts;
    const url = urlStore.getSnapshot().state;
    urlStore.push({
      ...url,
      report: query.reportKey,
      start: query.startDate,
      end: query.endDate,
      size: query.size ?? url.size,
      campaign: query.campaignId ?? '',
    });
    next(query, {
      runId: stored.header.id,
      pages: stored.header.storedPages,
      resume,
      view: stored.facts.view,
      reviewed: stored.facts.reviewed,
    });
  };

  /**
   * A new view of `query` with its plan (planned now unless `planned` just was): whatever the cache held
   * of the query makes way for it.
   */
  const view = async (
    query: ReportQuery,
    fetch: 'unsettled' | 'all' = 'unsettled',
    planned?: ViewPlan | null,
  ) => {
    const plan = planned !== undefined ? planned : await engine.runs.plan(query, fetch).catch(() => null);
    queryClient.removeQueries({ queryKey: reportQueryKey(engine.environment.name, query) });
    next(query, undefined, plan ?? undefined);
  };

  /** Every day of the range fetched again; the days it held are replaced as each window is stored. */
  const fetchAgain = (query: ReportQuery) => void view(query, 'all');

  const launch = async (query: ReportQuery) => {
    const plan = await engine.runs.plan(query).catch(() => null);
    // Asked again in the session with nothing new to fetch: shown from memory, as the cache holds it.
    if (inMemory(query) && !plan?.legs.some((leg) => leg.kind === 'fetch')) {
      next(query, undefined, plans.current.get(queryIdentity(query)));
      return;
    }
    const identical = plan?.identical ?? null;
    const runs = identical ? await engine.runs.list().catch(() => []) : [];
    const match = runs.find((r): r is OpenRun => !r.locked && r.header.id === identical);
    if (match) setQuestion({ query, stored: match });
    else void view(query, 'unsettled', plan);
  };

  const dialog = question ? (
    <StoredQueryQuestion
      stored={question.stored}
      onCancel={() => setQuestion(null)}
      onOpen={() => {
        setQuestion(null);
        open(question.stored, false);
      }}
      onFetchAgain={() => {
        setQuestion(null);
        fetchAgain(question.query);
      }}
    />
  ) : null;

  return {
    run,
    launch,
    open,
    fetchAgain,
    /** What had not settled, and anything new up to the range's end: no question asked. */
    refresh: (query: ReportQuery) => void view(query),
    clear: () => setRun(null),
    dialog,
  };
}
