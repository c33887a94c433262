import { useState } from 'react';
import type { Engine } from '../engine/types';
import type { ReportQuery } from '../api/types';
import type { Report } from '../core/catalog/catalog';
import { csvFileName } from '../core/csv/file-name';
import { expectedRows, KeptNotice, RunBar, RunFacts, useRun, type StoredRunRef } from '../features/run';
import { ErrorNotice } from '../features/errors';
import { RefusedCursor, StoredRunNotice } from '../features/run';
import { ConversationsTab } from './conversations-tab';
import { ResultTabs, useTabs } from './result-tabs';
import { ResultsSlot } from './results-slot';
// Only the indexing hook, not the panel: the panel stays in its own chunk.
import { NO_PAGES, useConversationIndex } from '../features/conversations/use-conversation-index';

/** One run of a query: its progress and controls, its facts, and its rows (and conversations for DIALOGS). */
export function RunView({
  client,
  report,
  query,
  stored,
  loadAll,
  onStartAgain,
}: {
  client: Engine;
  report: Report;
  query: ReportQuery;
  stored?: StoredRunRef;
  loadAll: boolean;
  /** Fetches the query again from its first page, as a new run. */
  onStartAgain: () => void;
}) {
  // Looking for one conversation keeps pages coming even when "Load all pages" is off.
  const [seeking, setSeeking] = useState(false);
  const run = useRun(client, query, report.name, loadAll || seeking, stored);
  const { tab, visited, show } = useTabs();
  const [openConversation, setOpenConversation] = useState<string | null>(null);
  const hasConversations = report.key === 'dialogs';
  const queryKey = JSON.stringify([client.environment.name, query]);
  const conversations = useConversationIndex(queryKey, hasConversations ? run.rows : NO_PAGES);
  const fileBaseName = csvFileName(report.name, query.startDate, query.endDate).replace(/\.csv$/, '');
  const running = run.phase === 'starting' || run.phase === 'running' || run.phase === 'pausing';
  // The stored run these rows are kept in, if any: the user's sort and filters are kept with it.
  const runId = stored?.runId ?? run.pages.find((page) => page.runId !== null)?.runId ?? null;

  return (
    <div className="run-view">
      <RunBar run={run} />
      {run.error ? <ErrorNotice error={run.error} /> : null}
      <RefusedCursor error={run.error} resumedFromStore={stored !== undefined} onStartAgain={onStartAgain} />
      <KeptNotice kept={run.kept} />
      <StoredRunNotice load={run.storedLoad} />
      <RunFacts totals={run.totals} />
      {hasConversations ? <ResultTabs tab={tab} onShow={show} /> : null}
      <div
        id="panel-rows"
        role={hasConversations ? 'tabpanel' : undefined}
        aria-labelledby={hasConversations ? 'tab-rows' : undefined}
        hidden={tab !== 'rows'}
      >
        <ResultsSlot
          queryKey={queryKey}
          report={report}
          pages={run.rows}
          expectedTotal={expectedRows(run.totals)}
          running={running}
          fileBaseName={fileBaseName}
          initialView={stored?.view}
          onViewChange={
            runId === null
              ? undefined
              : (view) => void client.runs.saveView(runId, view).catch(() => undefined)
          }
          onOpenConversation={
            hasConversations
              ? (id) => {
                  setOpenConversation(id);
                  show('conversations');
                }
              : undefined
          }
        />
      </div>
      {hasConversations && visited.has('conversations') ? (
        <ConversationsTab
          hidden={tab !== 'conversations'}
          conversations={conversations}
          openConversationId={openConversation}
          onOpenConversation={setOpenConversation}
          morePagesRemain={run.phase !== 'done'}
          onKeepLoading={() => {
            setSeeking(true);
            run.resume();
          }}
          onStopLoading={() => setSeeking(false)}
          loading={running}
          reportName={report.name}
          rangeLabel={`${query.startDate} – ${query.endDate}`}
        />
      ) : null}
    </div>
  );
}
