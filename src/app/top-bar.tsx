import type { Environment } from '../api/environments';
import type { Session } from '../features/credentials';
import { QuotaSummary } from '../features/quota';

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
  const env = session.client.environment;
  return (
    <header className="top-bar">
      <div className="brand">
        <img src="/favicon.svg" alt="" width={22} height={22} />
        <span>Report Explorer</span>
      </div>
      <span className={`badge ${envTone(env)}`} title="Environment">
        {env.label}
      </span>
      <span className="muted top-bar-tenant">Tenant {session.tenant}</span>
      <div className="top-bar-spacer" />
      <button
        type="button"
        className="btn btn-small quota-toggle"
        aria-expanded={drawer === 'quota'}
        aria-controls="quota-drawer"
        onClick={() => onToggle('quota')}
      >
        Quota: <QuotaSummary client={session.client} product={session.product} />
      </button>
      <button
        type="button"
        className="btn btn-small"
        aria-expanded={drawer === 'runs'}
        aria-controls="runs-drawer"
        onClick={() => onToggle('runs')}
      >
        Stored runs
      </button>
      <button type="button" className="btn btn-small" onClick={onSignOut}>
        Sign out
      </button>
    </header>
  );
}
