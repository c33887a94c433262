import { useState } from 'react';
import type { ShownRows } from '../features/results';
import { ValueStore } from '../lib/value-store';
import type { Engine, RunPage, ViewPlan } from '../engine/types';
import type { SavedView } from '../core/table';
import type { ReportQuery } from '../api/types';
import { queryIdentity } from '../api/same-query';
import type { Report } from '../core/catalog/catalog';
import type { Product } from '../core/contract/products';
import { csvFileName } from '../core/csv/file-name';
import { expectedRows, KeptNotice, RunBar, RunFacts, useRun, type StoredRunRef } from '../features/run';
import { ErrorNotice } from '../features/errors';
import { ClockNotice, RefusedCursor, RunSources, StoredRunNotice } from '../features/run';
import { ConversationsTab } from './conversations-tab';
import { DIALOGS_TABS, OTHER_TABS, ResultTabs, useTabs } from './result-tabs';
import { RowsTab } from './rows-tab';
import { AnalyticsTabs } from './analytics-tabs';
import { useDrill } from './use-drill';
import { SummaryTab } from './summary-tab';
import { useLinkedSummary, useSummaryUrl } from './use-summary-url';
import { ComparedPeriod, useCompare, useOverviewCompare } from './compared-period';
import { settleMsOf } from '../core/history';
import { useOpenConversation } from './use-open-conversation';
import { useRunAbout } from './run-about';
// Only the indexing hook, not the panel: the panel stays in its own chunk.
import { NO_PAGES, useConversationIndex } from '../features/conversations/use-conversation-index';

/**
 * What went wrong or differs in a run: its error, a refused stored cursor, pages not kept or not read, a
 * device clock behind the service's.
 */
function RunNotices({
  run,
  plan,
  resumedFromStore,
  onStartAgain,
}: {
  run: ReturnType<typeof useRun>;
  plan: ViewPlan | undefined;
  resumedFromStore: boolean;
  onStartAgain: () => void;
}) {
  return (
    <>
      {run.error ? <ErrorNotice error={run.error} /> : null}
      <RefusedCursor error={run.error} resumedFromStore={resumedFromStore} onStartAgain={onStartAgain} />
      <KeptNotice kept={run.kept} />
      <StoredRunNotice load={run.storedLoad} />
      <ClockNotice
        pages={run.pages}
        planned={plan ? { behindMs: plan.clockBehindMs, aheadMs: plan.clockAheadMs } : null}
      />
    </>
  );
}

/**
 * Where the user's sort and filters, and the review queue's marks, go: into the stored run these rows are
 * kept in (an opened one's, or the one this run's pages were stored in), or nowhere while no page is kept.
 */
function useKeep(client: Engine, stored: StoredRunRef | undefined, pages: readonly RunPage[]) {
  const runId = stored?.runId ?? pages.find((page) => page.runId !== null)?.runId ?? null;
  const kept = runId !== null;
  return {
    /** What the grid was showing, and where it keeps what it shows next. */
    rows: {
      initialView: stored?.view,
      onViewChange: kept
        ? (view: SavedView) => void client.runs.saveView(runId, view).catch(() => undefined)
        : undefined,
    },
    /** The review queue's marks, the same way. */
    analytics: {
      initialReviewed: stored?.reviewed,
      onReviewedChange: kept
        ? (rows: readonly number[]) => void client.runs.saveReviewed(runId, rows).catch(() => undefined)
        : undefined,
    },
  };
}

/** A run whose pages keep coming, even with "Load all pages" off, while one conversation is looked for. */
function useSeekingRun(
  client: Engine,
  query: ReportQuery,
  reportName: string,
  loadAll: boolean,
  stored: StoredRunRef | undefined,
  plan: ViewPlan | undefined,
) {
  const [seeking, setSeeking] = useState(false);
  const run = useRun(client, query, reportName, loadAll || seeking, stored, plan);
  const keepLoading = () => {
    setSeeking(true);
    run.resume();
  };
  return { run, keepLoading, stopLoading: () => setSeeking(false) };
}

/** One run of a query: its progress and controls, its facts, and its rows (and conversations for DIALOGS). */
export function RunView({
  client,
  report,
  query,
  stored,
  plan,
  product,
  loadAll,
  onStartAgain,
  onRefresh,
}: {
  client: Engine;
  report: Report;
  query: ReportQuery;
  stored?: StoredRunRef;
  /** The view of the history this run shows (none for a stored run opened as it was). */
  plan?: ViewPlan;
  /** The subscription's product: what a plan's calls are a share of. */
  product: Product;
  loadAll: boolean;
  /** Fetches the query again from its first page, as a new run. */
  onStartAgain: () => void;
  /** A new view of the same range: only what had not settled and what is new is fetched. */
  onRefresh: () => void;
}) {
  const { run, keepLoading, stopLoading } = useSeekingRun(client, query, report.name, loadAll, stored, plan);
  const linkedSummary = useLinkedSummary();
  const { tab, visited, show } = useTabs(linkedSummary === '' ? 'rows' : 'summary');
  const onSummaryChange = useSummaryUrl(tab, linkedSummary);
  const [shownRows] = useState(() => new ValueStore<ShownRows>());
  const compare = useCompare(query);
  const settleMs = settleMsOf(client.environment.settleMinutes);
  const overviewCompare = useOverviewCompare(compare, query, settleMs);
  const opened = useOpenConversation(show);
  const hasConversations = report.key === 'dialogs';
  const queryKey = JSON.stringify([client.environment.name, queryIdentity(query)]);
  const conversations = useConversationIndex(
    queryKey,
    hasConversations ? run.rows : NO_PAGES,
    visited.has('conversations'),
    run.phase === 'opening',
  );
  const fileBaseName = csvFileName(report.name, query.startDate, query.endDate).replace(/\.csv$/, '');
  const running = run.phase === 'starting' || run.phase === 'running' || run.phase === 'pausing';
  const keep = useKeep(client, stored, run.pages);
  const drill = useDrill(show, client, query);
  const about = useRunAbout(report, query, client.environment.label, run.pages.length, stored?.pages ?? 0);

  return (
    <div className="run-view">
      <RunBar run={run} onRefresh={onRefresh} />
      {plan ? <RunSources pages={run.pages} /> : null}
      <RunNotices run={run} plan={plan} resumedFromStore={stored !== undefined} onStartAgain={onStartAgain} />
      <RunFacts totals={run.totals} />
      <ResultTabs tabs={hasConversations ? DIALOGS_TABS : OTHER_TABS} tab={tab} onShow={show} />
      <RowsTab
        tabbed
        hidden={tab !== 'rows'}
        above={drill.rowsBar}
        queryKey={queryKey}
        report={report}
        pages={run.rows}
        expectedTotal={expectedRows(run.totals)}
        running={running}
        fileBaseName={fileBaseName}
        {...keep.rows}
        drill={drill.grid}
        shownRows={shownRows}
        about={about}
        onOpenConversation={hasConversations ? opened.fromGrid : undefined}
      />
      {compare.mode && compare.other ? (
        <div hidden={tab !== 'summary' && tab !== 'overview'}>
          <ComparedPeriod
            key={queryIdentity(compare.other)}
            client={client}
            other={compare.other}
            mode={compare.mode}
            reportName={report.name}
            product={product}
            rows={compare.rows}
          />
        </div>
      ) : null}
      {visited.has('summary') ? (
        <SummaryTab
          compare={compare.mode}
          onCompare={compare.choose}
          compared={compare.rows}
          rangeStart={query.startDate}
          rangeEnd={query.endDate}
          settleMs={settleMs}
          hidden={tab !== 'summary'}
          shownRows={shownRows}
          reportKey={report.key}
          running={running}
          linked={linkedSummary}
          onChange={onSummaryChange}
          onDrill={drill.fromSummary}
          fileBaseName={fileBaseName}
          about={{
            report: report.name,
            range: `${query.startDate} – ${query.endDate}`,
            environment: client.environment.label,
          }}
        />
      ) : null}
      {hasConversations && visited.has('conversations') ? (
        <ConversationsTab
          hidden={tab !== 'conversations'}
          conversations={conversations}
          openConversationId={opened.id}
          atMessage={opened.atMessage}
          onOpenConversation={opened.open}
          morePagesRemain={run.phase !== 'done'}
          onKeepLoading={keepLoading}
          onStopLoading={stopLoading}
          loading={running}
          reportName={report.name}
          rangeLabel={`${query.startDate} – ${query.endDate}`}
          {...drill.conversations}
        />
      ) : null}
      <AnalyticsTabs
        tab={tab}
        visited={visited}
        engine={client}
        query={query}
        pages={run.rows}
        expectedTotal={expectedRows(run.totals)}
        fileBaseName={fileBaseName}
        onDrill={drill.fromOverview}
        onOpenAt={opened.at}
        compare={overviewCompare}
        compareMode={compare.mode}
        onCompare={compare.choose}
        {...keep.analytics}
      />
    </div>
  );
}
