import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReportQuery } from '../api/types';
import { isReportKey, reportByKey, type ReportKey } from '../core/catalog/catalog';
import { CatalogBrowser } from '../features/catalog';
import { useSessionStore, type Session } from '../features/credentials';
import { QueryForm, type QueryFormValues } from '../features/query';
import { QuotaPanel } from '../features/quota';
import type { UrlState } from '../lib/url-state';
import { createQueryClient } from './query-client';
import { ReportHeader } from './report-header';
import { RunView } from './run-view';
import { TopBar } from './top-bar';
import { UrlNotices } from './url-notices';
import { urlStore } from './url-store';
import { useUrlState } from './use-url-state';

const toUrl = (state: UrlState, values: QueryFormValues, legacy: boolean): UrlState => ({
  ...state,
  start: values.start.trim(),
  end: values.end.trim(),
  size: legacy ? Number(values.pageSize.trim()) : state.size,
  campaign: values.campaignId.trim(),
});

/** The signed-in app: catalog on the left; the query, its run and its results in the middle. */
export default function Explorer({ session }: { session: Session }) {
  const [queryClient] = useState(createQueryClient);
  const [now] = useState(() => new Date());
  const url = useUrlState();
  const [run, setRun] = useState<{ query: ReportQuery; n: number } | null>(null);
  const [loadAll, setLoadAll] = useState(true);
  const [quotaOpen, setQuotaOpen] = useState(false);
  const endSession = useSessionStore((s) => s.end);
  const reportKey = url.state.report && isReportKey(url.state.report) ? url.state.report : null;
  const report = reportKey ? reportByKey(reportKey) : null;

  const select = (key: ReportKey) => {
    if (key === reportKey) return;
    urlStore.push({ ...url.state, report: key });
    setRun(null);
  };

  const signOut = () => {
    queryClient.clear();
    endSession();
  };

  return (
    <QueryClientProvider client={queryClient}>
      <div className="explorer">
        <TopBar
          session={session}
          quotaOpen={quotaOpen}
          onToggleQuota={() => setQuotaOpen((o) => !o)}
          onSignOut={signOut}
        />
        {quotaOpen ? (
          <div id="quota-drawer" className="quota-drawer">
            <QuotaPanel client={session.client} product={session.product} />
          </div>
        ) : null}
        <div className="workspace">
          <aside className="sidebar">
            <CatalogBrowser selected={reportKey} onSelect={select} now={now} />
          </aside>
          <main className="main">
            <UrlNotices notices={url.notices} onDismiss={urlStore.dismissNotices} />
            {report ? (
              <>
                <section className="panel query-panel">
                  <ReportHeader report={report} now={now} onSelect={select} />
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
                    onLoadAllChange={setLoadAll}
                    onValidChange={(values) =>
                      urlStore.replace(toUrl(url.state, values, report.family === 'legacy'))
                    }
                    onRun={(query) => {
                      urlStore.push(
                        toUrl(
                          url.state,
                          {
                            start: query.startDate,
                            end: query.endDate,
                            pageSize: String(query.size ?? url.state.size),
                            campaignId: query.campaignId ?? url.state.campaign,
                          },
                          report.family === 'legacy',
                        ),
                      );
                      setRun((r) => ({ query, n: (r?.n ?? 0) + 1 }));
                    }}
                  />
                </section>
                {run && run.query.reportKey === report.key ? (
                  <RunView
                    key={`${JSON.stringify(run.query)}#${run.n}`}
                    client={session.client}
                    report={report}
                    query={run.query}
                    loadAll={loadAll}
                  />
                ) : null}
              </>
            ) : (
              <section className="panel welcome">
                <h2>Choose a report</h2>
                <p className="muted">
                  Pick one of the 20 reports on the left, choose a date range and press Run report. Pages are
                  fetched one after another at the service’s pace (one call every 4 seconds), and a query you
                  already ran comes back from memory without spending a call.
                </p>
              </section>
            )}
          </main>
        </div>
      </div>
    </QueryClientProvider>
  );
}
