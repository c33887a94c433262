import type { Environment } from '../api/environments';
import type { Session } from '../features/credentials';
import { QuotaSummary } from '../features/quota';
import { useI18n } from '../lib/i18n';
import { LanguageSwitch } from './language-switch';

const envTone = (env: Environment) =>
  env.name === 'demo' ? 'badge-ok' : env.name === 'production' ? 'badge-danger' : 'badge-warn';

export type Drawer = 'quota' | 'runs';

export function TopBar({
  session,
  drawer,
  onToggle,
  onSignOut,
}: {
  session: Session;
  drawer: Drawer | null;
  onToggle: (drawer: Drawer) => void;
  onSignOut: () => void;
}) {
  const { t } = useI18n();
  const env = session.client.environment;
  return (
    <header className="top-bar">
      <div className="brand">
        <img src="/favicon.svg" alt="" width={22} height={22} />
        <span>{t('app.name')}</span>
      </div>
      <span className={`badge ${envTone(env)}`} title={t('app.topBar.environment')}>
        {env.label}
      </span>
      <span className="muted top-bar-tenant">{t('app.topBar.tenant', { tenant: session.tenant })}</span>
      <div className="top-bar-spacer" />
      <button
        type="button"
        className="btn btn-small quota-toggle"
        aria-expanded={drawer === 'quota'}
        aria-controls="quota-drawer"
        onClick={() => onToggle('quota')}
      >
        {t('app.topBar.quota')} <QuotaSummary client={session.client} product={session.product} />
      </button>
      <button
        type="button"
        className="btn btn-small"
        aria-expanded={drawer === 'runs'}
        aria-controls="runs-drawer"
        onClick={() => onToggle('runs')}
      >
        {t('app.topBar.storedRuns')}
      </button>
      <button type="button" className="btn btn-small" onClick={onSignOut}>
        {t('app.topBar.signOut')}
      </button>
      <LanguageSwitch />
    </header>
  );
}
