import { lazy, Suspense, useEffect } from 'react';
import { SignInForm, useSessionStore } from '../features/credentials';
import { useI18n } from '../lib/i18n';
import { LocaleRoot } from './i18n/locale-root';
import { LanguageSwitch } from './language-switch';
import { useAppConfig } from './use-app-config';
import './theme.css';
import './app.css';

// Everything after sign-in loads on demand, so the first screen is small and quick.
const loadExplorer = () => import('./explorer');
const Explorer = lazy(loadExplorer);

export function App() {
  return (
    <LocaleRoot>
      <AppBody />
    </LocaleRoot>
  );
}

function AppBody() {
  const { t } = useI18n();
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
      <Suspense fallback={<p className="app-loading">{t('app.loading.explorer')}</p>}>
        <Explorer session={session} />
      </Suspense>
    );
  }
  return (
    <div className="sign-in-screen">
      <header className="brand">
        <img src="/favicon.svg" alt="" width={24} height={24} />
        <span>{t('app.name')}</span>
        <LanguageSwitch />
      </header>
      {config.status === 'loading' ? <p className="app-loading">{t('app.loading.environments')}</p> : null}
      {config.status === 'failed' ? (
        <div className="alert alert-danger app-config-error" role="alert">
          <strong>{t('app.config.failed.title')}</strong>
          <p>{t('app.config.failed.detail', { message: config.message })}</p>
          <p>{t('app.config.failed.next')}</p>
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
