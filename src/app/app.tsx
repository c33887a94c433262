import { lazy, Suspense, useEffect } from 'react';
import { SignInForm, useSessionStore } from '../features/credentials';
import { useAppConfig } from './use-app-config';
import './theme.css';
import './app.css';

// Everything after sign-in loads on demand, so the first screen is small and quick.
const loadExplorer = () => import('./explorer');
const Explorer = lazy(loadExplorer);

export function App() {
  const config = useAppConfig();
  const session = useSessionStore((s) => s.session);
  const ready = config.status === 'ready';

  // While the person types their credentials, fetch the explorer so signing in shows it at once.
  useEffect(() => {
    if (!ready) return;
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
    idle(() => void loadExplorer());
  }, [ready]);

  if (session) {
    return (
      <Suspense fallback={<p className="app-loading">Opening the explorer…</p>}>
        <Explorer session={session} />
      </Suspense>
    );
  }
  return (
    <div className="sign-in-screen">
      <header className="brand">
        <img src="/favicon.svg" alt="" width={24} height={24} />
        <span>Report Explorer</span>
      </header>
      {config.status === 'loading' ? <p className="app-loading">Loading environments…</p> : null}
      {config.status === 'failed' ? (
        <div className="alert alert-danger app-config-error" role="alert">
          <strong>The list of environments could not be loaded</strong>
          <p>GET /app-config.json failed: {config.message}.</p>
          <p>Reload the page; if it persists, check that the app’s server is running.</p>
        </div>
      ) : null}
      {config.status === 'ready' ? (
        <main>
          <SignInForm environments={config.config.environments} />
        </main>
      ) : null}
    </div>
  );
}
