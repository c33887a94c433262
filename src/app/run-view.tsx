import { useState } from 'react';
import type { Engine, RunPage } from '../engine/types';
import type { SavedView } from '../core/table';
import type { ReportQuery } from '../api/types';
import type { Report } from '../core/catalog/catalog';
import { csvFileName } from '../core/csv/file-name';
import { expectedRows, KeptNotice, RunBar, RunFacts, useRun, type StoredRunRef } from '../features/run';
import { ErrorNotice } from '../features/errors';
import { RefusedCursor, StoredRunNotice } from '../features/run';
import { ConversationsTab } from './conversations-tab';
import { ResultTabs, useTabs } from './result-tabs';
import { ResultsSlot } from './results-slot';
import { useRunAbout } from './run-about';
// Only the indexing hook, not the panel: the panel stays in its own chunk.
import { NO_PAGES, useConversationIndex } from '../features/conversations/use-conversation-index';

/** What went wrong or differs in a run: its error, a refused stored cursor, pages not kept or not read. */
function RunNotices({
  run,
  resumedFromStore,
  onStartAgain,
}: {
  run: ReturnType<typeof useRun>;
  resumedFromStore: boolean;
  onStartAgain: () => void;
}) {
  return (
    <>
      {run.error ? <ErrorNotice error={run.error} /> : null}
      <RefusedCursor error={run.error} resumedFromStore={resumedFromStore} onStartAgain={onStartAgain} />
      <KeptNotice kept={run.kept} />
      <StoredRunNotice load={run.storedLoad} />
    </>
  );
}

/**
 * Where the user's sort and filters go: into the stored run these rows are kept in (an opened one's, or
 * the one this run's pages were stored in), or nowhere while no page is kept.
 */
function useKeepView(client: Engine, stored: StoredRunRef | undefined, pages: readonly RunPage[]) {
  const runId = stored?.runId ?? pages.find((page) => page.runId !== null)?.runId ?? null;
  if (runId === null) return undefined;
  return (view: SavedView) => void client.runs.saveView(runId, view).catch(() => undefined);
}

interface RunViewProps {
  client: Engine;
  report: Report;
  query: ReportQuery;
  stored?: StoredRunRef;
  loadAll: boolean;
  /** Fetches the query again from its first page, as a new run. */
  onStartAgain: () => void;
}

/** One run of a query: its progress and controls, its facts, and its rows (and conversations for DIALOGS). */
export function RunView({ client, report, query, stored, loadAll, onStartAgain }: RunViewProps) {
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
  const onViewChange = useKeepView(client, stored, run.pages);
  const about = useRunAbout(report, query, client.environment.label, run.pages.length, stored?.pages ?? 0);

  return (
    <div className="run-view">
      <RunBar run={run} />
      <RunNotices run={run} resumedFromStore={stored !== undefined} onStartAgain={onStartAgain} />
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
          onViewChange={onViewChange}
          about={about}
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
