import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { isReportKey, reportByKey, type ReportKey } from '../core/catalog/catalog';
import { CatalogBrowser } from '../features/catalog';
import { useSessionStore, type Session } from '../features/credentials';
import { QuotaPanel } from '../features/quota';
import { createQueryClient } from './query-client';
import { ReportWorkspace, Welcome, type LatestRun } from './report-workspace';
import { TopBar } from './top-bar';
import { UrlNotices } from './url-notices';
import { urlStore } from './url-store';
import { useUrlState } from './use-url-state';

/** The signed-in app: catalog on the left; the query, its run and its results in the middle. */
export default function Explorer({ session }: { session: Session }) {
  const [queryClient] = useState(createQueryClient);
  const [now] = useState(() => new Date());
  const url = useUrlState();
  const [run, setRun] = useState<LatestRun | null>(null);
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
              <ReportWorkspace
                report={report}
                client={session.client}
                url={url}
                now={now}
                onSelect={select}
                run={run}
                onRun={(query) => setRun((r) => ({ query, n: (r?.n ?? 0) + 1 }))}
                loadAll={loadAll}
                onLoadAllChange={setLoadAll}
              />
            ) : (
              <Welcome />
            )}
          </main>
        </div>
      </div>
    </QueryClientProvider>
  );
}
