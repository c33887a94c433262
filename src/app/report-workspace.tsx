import type { Engine } from '../engine/types';
import type { ReportQuery } from '../api/types';
import type { Report, ReportKey } from '../core/catalog/catalog';
import { QueryForm, type QueryFormValues } from '../features/query';
import type { StoredRunRef } from '../features/run';
import { CATALOG } from '../core/catalog/catalog';
import { useI18n } from '../lib/i18n';
import type { UrlState } from '../lib/url-state';
import { ReportHeader } from './report-header';
import { RunView } from './run-view';
import { urlStore, type UrlSnapshot } from './url-store';

export interface LatestRun {
  query: ReportQuery;
  /** Counts the runs, so running the same query again starts a new run. */
  n: number;
  /** A run stored on this device, to open (and maybe resume) instead of fetching from the first page. */
  stored?: StoredRunRef;
}

const toUrl = (state: UrlState, values: QueryFormValues, legacy: boolean): UrlState => ({
  ...state,
  start: values.start.trim(),
  end: values.end.trim(),
  size: legacy ? Number(values.pageSize.trim()) : state.size,
  campaign: values.campaignId.trim(),
});

/** The chosen report: its header, its query form (kept in the URL) and its latest run. */
export function ReportWorkspace({
  report,
  client,
  url,
  now,
  onSelect,
  run,
  onRun,
  onFetchAgain,
  loadAll,
  onLoadAllChange,
}: {
  report: Report;
  client: Engine;
  url: UrlSnapshot;
  now: Date;
  onSelect: (key: ReportKey) => void;
  run: LatestRun | null;
  onRun: (query: ReportQuery) => void;
  /** Runs the query from its first page, whatever is in memory or stored. */
  onFetchAgain: (query: ReportQuery) => void;
  loadAll: boolean;
  onLoadAllChange: (loadAll: boolean) => void;
}) {
  const legacy = report.family === 'legacy';
  const runQuery = (query: ReportQuery) => {
    const values = {
      start: query.startDate,
      end: query.endDate,
      pageSize: String(query.size ?? url.state.size),
      campaignId: query.campaignId ?? url.state.campaign,
    };
    urlStore.push(toUrl(url.state, values, legacy));
    onRun(query);
  };
  return (
    <>
      <section className="panel query-panel">
        <ReportHeader report={report} now={now} onSelect={onSelect} />
        <QueryForm
          key={`${report.key}:${url.version}`}
          report={report}
          initial={{
            start: url.state.start,
            end: url.state.end,
            pageSize: String(url.state.size),
            campaignId: url.state.campaign,
          }}
          loadAll={loadAll}
          onLoadAllChange={onLoadAllChange}
          onValidChange={(values) => urlStore.replace(toUrl(url.state, values, legacy))}
          onRun={runQuery}
        />
      </section>
      {run && run.query.reportKey === report.key ? (
        <RunView
          key={`${JSON.stringify(run.query)}#${run.n}`}
          client={client}
          report={report}
          query={run.query}
          stored={run.stored}
          loadAll={loadAll}
          onStartAgain={() => onFetchAgain(run.query)}
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
