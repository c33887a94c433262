import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { sameQuery } from '../api/same-query';
import type { ReportQuery } from '../api/types';
import type { DeviceRun, Engine } from '../engine/types';
import { reportQueryKey, type StoredRunRef } from '../features/run';
import type { LatestRun } from './report-workspace';
import { StoredQueryQuestion } from './stored-query-question';
import { urlStore } from './url-store';

type OpenRun = DeviceRun & { locked: false };

/**
 * Starts runs: a new one, a stored one opened or resumed, and the question "open the stored run or fetch
 * again?" when a query already has a complete run on this device (and is not in this session's memory).
 */
export function useRunLauncher(engine: Engine) {
  const queryClient = useQueryClient();
  const [run, setRun] = useState<LatestRun | null>(null);
  const [question, setQuestion] = useState<{ query: ReportQuery; stored: OpenRun } | null>(null);
  const next = (query: ReportQuery, stored?: StoredRunRef) =>
    setRun((r) => ({ query, n: (r?.n ?? 0) + 1, stored }));

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

  const fetchAgain = (query: ReportQuery) => {
    queryClient.removeQueries({ queryKey: reportQueryKey(engine.environment.name, query) });
    next(query);
  };

  const launch = async (query: ReportQuery) => {
    const inMemory = queryClient.getQueryData(reportQueryKey(engine.environment.name, query));
    const runs = inMemory ? [] : await engine.runs.list().catch(() => []);
    const match = runs.find(
      (r): r is OpenRun =>
        !r.locked &&
        r.facts.state === 'complete' &&
        r.facts.environment === engine.environment.name &&
        sameQuery(r.facts.query, query),
    );
    if (match) setQuestion({ query, stored: match });
    else next(query);
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

  return { run, launch, open, fetchAgain, clear: () => setRun(null), dialog };
}
