import { useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useState, type ReactNode } from 'react';
import type { ReportQuery } from '../api/types';
import type { DeviceRun, Engine } from '../engine/types';
import { reportQueryKey, type StoredRunRef } from '../features/run';
import { sameQuery } from '../features/runs';
import { formatCount } from '../lib/format';
import { QuestionDialog } from '../lib/question-dialog';
import type { LatestRun } from './report-workspace';
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

  let dialog: ReactNode = null;
  if (question) {
    const { stored, query } = question;
    dialog = (
      <QuestionDialog
        title="This query is stored on this device"
        onCancel={() => setQuestion(null)}
        answers={[
          {
            label: 'Open stored run',
            primary: true,
            onChoose: () => {
              setQuestion(null);
              open(stored, false);
            },
          },
          {
            label: 'Fetch again',
            onChoose: () => {
              setQuestion(null);
              fetchAgain(query);
            },
          },
        ]}
      >
        <p>
          The same report, range and parameters were fetched on{' '}
          {format(stored.facts.startedAt, 'yyyy-MM-dd HH:mm')} ({formatCount(stored.facts.rows)} rows).
          Opening the stored run spends no call; fetching again spends one call per page.
        </p>
      </QuestionDialog>
    );
  }

  return { run, launch, open, fetchAgain, clear: () => setRun(null), dialog };
}
