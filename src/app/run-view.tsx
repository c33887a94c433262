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
import { expectedRows, KeptNotice, RunBar, useRun, type RunEdit, type StoredRunRef } from '../features/run';
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
import { useRefreshHint } from './use-refresh-hint';
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

interface RunViewProps {
  client: Engine;
  report: Report;
  query: ReportQuery;
  stored?: StoredRunRef;
  /** The view of the history this run shows (none for a stored run opened as it was). */
  plan?: ViewPlan;
  /** The subscription's product: what a plan's calls are a share of. */
  product: Product;
  loadAll: boolean;
  /** The run line's Edit: the query's form, opened again. */
  edit?: RunEdit;
  /** Fetches the query again from its first page, as a new run. */
  onStartAgain: () => void;
  /** A new view of the same range: only what had not settled and what is new is fetched. */
  onRefresh: () => void;
}

/** What a run's views share: the run, the tab shown, and how a figure's rows open in the grid. */
function useRunViewState({ client, report, query, stored, plan, loadAll }: RunViewProps) {
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
  return {
    run,
    keepLoading,
    stopLoading,
    linkedSummary,
    tab,
    visited,
    show,
    onSummaryChange,
    shownRows,
    compare,
    settleMs,
    overviewCompare,
    opened,
    hasConversations,
    queryKey,
    conversations,
    fileBaseName,
    running,
    keep,
    drill,
    about,
  };
}

type RunViewState = ReturnType<typeof useRunViewState>;

/** The run's line: what is shown, its progress, what it cost, and its buttons. */
function RunLine({ props, view }: { props: RunViewProps; view: RunViewState }) {
  const { client, report, query, plan } = props;
  const { run } = view;
  const refreshHint = useRefreshHint(client, query, plan !== undefined && !view.running);
  return (
    <RunBar
      run={run}
      title={report.name}
      range={`${query.startDate} – ${query.endDate}`}
      sources={plan ? <RunSources pages={run.pages} /> : undefined}
      onRefresh={props.onRefresh}
      refreshHint={refreshHint}
      edit={props.edit}
    />
  );
}

/** The Summary tab, and the compared period's run that its figures and the Overview's are set against. */
function SummaryViews({ props, view }: { props: RunViewProps; view: RunViewState }) {
  const { client, report, query, product } = props;
  const { compare, tab } = view;
  return (
    <>
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
      {view.visited.has('summary') ? (
        <SummaryTab
          compare={compare.mode}
          onCompare={compare.choose}
          compared={compare.rows}
          rangeStart={query.startDate}
          rangeEnd={query.endDate}
          settleMs={view.settleMs}
          hidden={tab !== 'summary'}
          shownRows={view.shownRows}
          reportKey={report.key}
          running={view.running}
          linked={view.linkedSummary}
          onChange={view.onSummaryChange}
          onDrill={view.drill.fromSummary}
          fileBaseName={view.fileBaseName}
          about={{
            report: report.name,
            range: `${query.startDate} – ${query.endDate}`,
            environment: client.environment.label,
          }}
        />
      ) : null}
    </>
  );
}

/** The Conversations tab of a DIALOGS run, mounted on its first visit. */
function ConversationsView({ props, view }: { props: RunViewProps; view: RunViewState }) {
  const { report, query } = props;
  const { run, opened } = view;
  if (!view.hasConversations || !view.visited.has('conversations')) return null;
  return (
    <ConversationsTab
      hidden={view.tab !== 'conversations'}
      conversations={view.conversations}
      openConversationId={opened.id}
      atMessage={opened.atMessage}
      onOpenConversation={opened.open}
      morePagesRemain={run.phase !== 'done'}
      onKeepLoading={view.keepLoading}
      onStopLoading={view.stopLoading}
      loading={view.running}
      reportName={report.name}
      rangeLabel={`${query.startDate} – ${query.endDate}`}
      {...view.drill.conversations}
    />
  );
}

/**
 * One run of a query: its line (progress, controls, cost), what went wrong, and its views (rows, and what
 * is made of them) in the rest of the window.
 */
export function RunView(props: RunViewProps) {
  const { client, report, query, stored, plan } = props;
  const view = useRunViewState(props);
  const { run, tab, drill, opened, keep, hasConversations } = view;
  return (
    <div className="run-view">
      <RunLine props={props} view={view} />
      <RunNotices
        run={run}
        plan={plan}
        resumedFromStore={stored !== undefined}
        onStartAgain={props.onStartAgain}
      />
      <ResultTabs tabs={hasConversations ? DIALOGS_TABS : OTHER_TABS} tab={tab} onShow={view.show} />
      <RowsTab
        tabbed
        hidden={tab !== 'rows'}
        above={drill.rowsBar}
        queryKey={view.queryKey}
        report={report}
        pages={run.rows}
        expectedTotal={expectedRows(run.totals)}
        running={view.running}
        fileBaseName={view.fileBaseName}
        {...keep.rows}
        drill={drill.grid}
        shownRows={view.shownRows}
        about={view.about}
        onOpenConversation={hasConversations ? opened.fromGrid : undefined}
      />
      <SummaryViews props={props} view={view} />
      <ConversationsView props={props} view={view} />
      <AnalyticsTabs
        tab={tab}
        visited={view.visited}
        engine={client}
        query={query}
        pages={run.rows}
        expectedTotal={expectedRows(run.totals)}
        fileBaseName={view.fileBaseName}
        onDrill={drill.fromOverview}
        onReviewDrill={drill.fromReview}
        onOpenAt={opened.at}
        compare={view.overviewCompare}
        compareMode={view.compare.mode}
        onCompare={view.compare.choose}
        {...keep.analytics}
      />
    </div>
  );
}
