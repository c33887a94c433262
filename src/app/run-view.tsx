import { lazy, Suspense, useState } from 'react';
import type { ReportingClient } from '../api/client-contract';
import type { ReportQuery } from '../api/types';
import type { Report } from '../core/catalog/catalog';
import { csvFileName } from '../core/csv/file-name';
import { expectedRows, RunBar, RunFacts, useRun } from '../features/run';
import { ErrorNotice } from '../features/errors';
import { ResultsSlot } from './results-slot';
// Only the indexing hook, not the panel: the panel stays in its own chunk.
import { NO_PAGES, useConversationIndex } from '../features/conversations/use-conversation-index';

const ConversationsPanel = lazy(() =>
  import('../features/conversations').then((m) => ({ default: m.ConversationsPanel })),
);

type Tab = 'rows' | 'conversations';

/** One run of a query: its progress and controls, its facts, and its rows (and conversations for DIALOGS). */
export function RunView({
  client,
  report,
  query,
  loadAll,
}: {
  client: ReportingClient;
  report: Report;
  query: ReportQuery;
  loadAll: boolean;
}) {
  // Looking for one conversation keeps pages coming even when "Load all pages" is off.
  const [seeking, setSeeking] = useState(false);
  const run = useRun(client, query, loadAll || seeking);
  const [tab, setTab] = useState<Tab>('rows');
  const [visited, setVisited] = useState<ReadonlySet<Tab>>(new Set(['rows']));
  const [openConversation, setOpenConversation] = useState<string | null>(null);
  const hasConversations = report.key === 'dialogs';
  const queryKey = JSON.stringify([client.environment.name, query]);
  const conversations = useConversationIndex(queryKey, hasConversations ? run.rows : NO_PAGES);
  const fileBaseName = csvFileName(report.name, query.startDate, query.endDate).replace(/\.csv$/, '');
  const running = run.phase === 'starting' || run.phase === 'running' || run.phase === 'pausing';

  const show = (next: Tab) => {
    setTab(next);
    setVisited((v) => new Set(v).add(next));
  };

  return (
    <div className="run-view">
      <RunBar run={run} />
      {run.error ? <ErrorNotice error={run.error} /> : null}
      <RunFacts totals={run.totals} />
      {hasConversations ? (
        <div className="tabs" role="tablist" aria-label="Results">
          {(['rows', 'conversations'] as const).map((t) => (
            <button
              key={t}
              type="button"
              role="tab"
              id={`tab-${t}`}
              aria-selected={tab === t}
              aria-controls={`panel-${t}`}
              className="tab"
              onClick={() => show(t)}
            >
              {t === 'rows' ? 'Rows' : 'Conversations'}
            </button>
          ))}
        </div>
      ) : null}
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
        <div
          id="panel-conversations"
          role="tabpanel"
          aria-labelledby="tab-conversations"
          hidden={tab !== 'conversations'}
        >
          <Suspense fallback={<p className="muted">Loading conversations…</p>}>
            <ConversationsPanel
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
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
