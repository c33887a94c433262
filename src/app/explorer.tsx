import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isReportKey, reportByKey, type ReportKey } from '../core/catalog/catalog';
import { CatalogBrowser } from '../features/catalog';
import { CatalogRail } from './catalog-rail';
import { useCatalogFold } from './use-catalog-fold';
import type { Session } from '../features/credentials';
import { QuotaPanel } from '../features/quota';
import { RunsPanel, useApplyRunSettings, useInterruptedRuns } from '../features/runs';
import { createQueryClient } from './query-client';
import { ReportWorkspace, Welcome } from './report-workspace';
import { preloadResults } from './results-slot';
import { useSignOut } from './sign-out-question';
import { TopBar, type Drawer } from './top-bar';
import { UrlNotices } from './url-notices';
import { urlStore } from './url-store';
import { useRunLauncher } from './use-run-launcher';
import { useUrlState } from './use-url-state';

/** The signed-in app: catalog on the left; the query, its run and its results in the middle. */
export default function Explorer({ session }: { session: Session }) {
  const [queryClient] = useState(createQueryClient);
  // While a report and a range are chosen, fetch the grid so that the first run opens with it.
  useEffect(preloadResults, []);
  return (
    <QueryClientProvider client={queryClient}>
      <ExplorerBody session={session} />
    </QueryClientProvider>
  );
}

function ExplorerBody({ session }: { session: Session }) {
  const engine = session.client;
  const [now] = useState(() => new Date());
  const url = useUrlState();
  const launcher = useRunLauncher(engine);
  const [loadAll, setLoadAll] = useState(true);
  const [drawer, setDrawer] = useState<Drawer | null>(null);
  const signOut = useSignOut(engine);
  useApplyRunSettings(engine);
  useInterruptedRuns(engine, () => setDrawer('runs'));
  const reportKey = url.state.report && isReportKey(url.state.report) ? url.state.report : null;
  const report = reportKey ? reportByKey(reportKey) : null;
  const catalog = useCatalogFold(report !== null);

  const select = (key: ReportKey) => {
    if (key === reportKey) return;
    urlStore.push({ ...url.state, report: key });
    launcher.clear();
  };
  const runsPanel = (
    <RunsPanel
      engine={engine}
      onOpen={(run, resume) => {
        setDrawer(null);
        launcher.open(run, resume);
      }}
    />
  );

  return (
    <div className="explorer">
      <TopBar
        session={session}
        drawer={drawer}
        onToggle={(d) => setDrawer((open) => (open === d ? null : d))}
        onSignOut={signOut.start}
      />
      {drawer === 'quota' ? (
        <div id="quota-drawer" className="quota-drawer">
          <QuotaPanel client={engine} product={session.product} />
        </div>
      ) : null}
      {drawer === 'runs' ? (
        <div id="runs-drawer" className="quota-drawer">
          {runsPanel}
        </div>
      ) : null}
      <div className={catalog.folded ? 'workspace is-folded' : 'workspace'}>
        <CatalogRail folded={catalog.folded} onToggle={catalog.toggle}>
          <CatalogBrowser selected={reportKey} onSelect={select} now={now} />
        </CatalogRail>
        <main className="main">
          <UrlNotices notices={url.notices} onDismiss={urlStore.dismissNotices} />
          {report ? (
            <ReportWorkspace
              report={report}
              client={engine}
              product={session.product}
              url={url}
              now={now}
              onSelect={select}
              run={launcher.run}
              onRun={(query) => void launcher.launch(query)}
              onFetchAgain={launcher.fetchAgain}
              onRefresh={launcher.refresh}
              loadAll={loadAll}
              onLoadAllChange={setLoadAll}
            />
          ) : (
            <>
              <Welcome />
              {drawer === 'runs' ? null : <section className="panel">{runsPanel}</section>}
            </>
          )}
        </main>
      </div>
      {launcher.dialog}
      {signOut.question}
    </div>
  );
}
