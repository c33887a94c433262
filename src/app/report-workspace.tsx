import type { Engine, ViewPlan } from '../engine/types';
import { queryIdentity } from '../api/same-query';
import type { ReportQuery } from '../api/types';
import type { Report, ReportKey } from '../core/catalog/catalog';
import type { Product } from '../core/contract/products';
import { PlanLine, useViewPlan } from '../features/plan';
import { useLastQuotaCheck } from '../features/quota';
import { QueryForm, validateQueryForm, type QueryFormValues } from '../features/query';
import type { RunEdit, StoredRunRef } from '../features/run';
import { CATALOG } from '../core/catalog/catalog';
import { useI18n } from '../lib/i18n';
import type { UrlState } from '../lib/url-state';
import { ReportHeader } from './report-header';
import { RunView } from './run-view';
import { EDIT_KEYS, useQueryEditing } from './use-query-editing';
import { urlStore, type UrlSnapshot } from './url-store';

export interface LatestRun {
  query: ReportQuery;
  /** Counts the runs, so running the same query again starts a new run. */
  n: number;
  /** A run stored on this device, to open (and maybe resume) instead of fetching from the first page. */
  stored?: StoredRunRef;
  /** The view of the history it shows: the device's parts, then the windows to fetch. */
  plan?: ViewPlan;
}

const toUrl = (state: UrlState, values: QueryFormValues, legacy: boolean): UrlState => ({
  ...state,
  start: values.start.trim(),
  end: values.end.trim(),
  size: legacy ? Number(values.pageSize.trim()) : state.size,
  campaign: values.campaignId.trim(),
});

const formValuesOf = (state: UrlState): QueryFormValues => ({
  start: state.start,
  end: state.end,
  pageSize: String(state.size),
  campaignId: state.campaign,
});

/**
 * How the form's query would be answered, planned again whenever the stored runs change: with each page
 * a run stores. Asked here, not by the workspace, so that each new plan renders this line alone and not
 * the run below it, whose pages are landing meanwhile.
 */
function FormPlan({
  client,
  query,
  product,
}: {
  client: Engine;
  query: ReportQuery | null;
  product: Product;
}) {
  const plan = useViewPlan(client, query);
  const quota = useLastQuotaCheck(client);
  return (
    <PlanLine
      plan={query ? plan.data : null}
      environment={client.environment}
      product={product}
      quota={quota}
    />
  );
}

/** The id of the query's panel, which the run's Edit button opens. */
const QUERY_PANEL = 'query-panel';

interface WorkspaceProps {
  report: Report;
  client: Engine;
  product: Product;
  url: UrlSnapshot;
  now: Date;
  onSelect: (key: ReportKey) => void;
  run: LatestRun | null;
  onRun: (query: ReportQuery) => void;
  /** Fetches every day of the query again, whatever is stored. */
  onFetchAgain: (query: ReportQuery) => void;
  /** Fetches what had not settled and what is new up to the query's end. */
  onRefresh: (query: ReportQuery) => void;
  loadAll: boolean;
  onLoadAllChange: (loadAll: boolean) => void;
}

/** The report's header, its query form (kept in the URL) and the form's plan. */
function QueryPanel({ props }: { props: WorkspaceProps }) {
  const { report, client, product, url, loadAll } = props;
  const legacy = report.family === 'legacy';
  const valid = validateQueryForm(report, formValuesOf(url.state));
  const runQuery = (query: ReportQuery) => {
    const values = {
      start: query.startDate,
      end: query.endDate,
      pageSize: String(query.size ?? url.state.size),
      campaignId: query.campaignId ?? url.state.campaign,
    };
    urlStore.push(toUrl(url.state, values, legacy));
    props.onRun(query);
  };
  return (
    <>
      <ReportHeader report={report} now={props.now} onSelect={props.onSelect} />
      <QueryForm
        key={`${report.key}:${url.version}`}
        report={report}
        initial={formValuesOf(url.state)}
        loadAll={loadAll}
        onLoadAllChange={props.onLoadAllChange}
        onValidChange={(values) => urlStore.replace(toUrl(url.state, values, legacy))}
        onRun={runQuery}
      />
      <FormPlan client={client} query={valid.ok ? valid.query : null} product={product} />
    </>
  );
}

/**
 * The chosen report: its query panel and its latest run. Once a run starts the panel folds into the run's
 * line (its Edit opens it again, and choosing another report does), so the results get the screen.
 */
export function ReportWorkspace(props: WorkspaceProps) {
  const { report, client, product, run, loadAll, onFetchAgain, onRefresh } = props;
  const { open, toggle, panelRef } = useQueryEditing(
    run && run.query.reportKey === report.key ? run.n : null,
  );
  const edit: RunEdit = { open, onToggle: toggle, keys: EDIT_KEYS, controls: QUERY_PANEL };
  return (
    <>
      <section id={QUERY_PANEL} ref={panelRef} className="panel query-panel" hidden={!open}>
        {open ? <QueryPanel props={props} /> : null}
      </section>
      {run && run.query.reportKey === report.key ? (
        <RunView
          key={`${queryIdentity(run.query)}#${run.n}`}
          client={client}
          report={report}
          query={run.query}
          stored={run.stored}
          plan={run.plan}
          product={product}
          loadAll={loadAll}
          edit={edit}
          onStartAgain={() => onFetchAgain(run.query)}
          onRefresh={() => onRefresh(run.query)}
        />
      ) : null}
    </>
  );
}

/** What the middle shows before a report is chosen. */
export function Welcome() {
  const { t } = useI18n();
  return (
    <section className="panel welcome">
      <h2>{t('app.welcome.title')}</h2>
      <p className="muted">{t('app.welcome.body', { count: CATALOG.length })}</p>
    </section>
  );
}
