import type { Environment } from '../api/environments';
import type { Session } from '../features/credentials';
import { QuotaSummary } from '../features/quota';

const envTone = (env: Environment) =>
  env.name === 'demo' ? 'badge-ok' : env.name === 'production' ? 'badge-danger' : 'badge-warn';

export function TopBar({
  session,
  quotaOpen,
  onToggleQuota,
  onSignOut,
}: {
  session: Session;
  quotaOpen: boolean;
  onToggleQuota: () => void;
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
        aria-expanded={quotaOpen}
        aria-controls="quota-drawer"
        onClick={onToggleQuota}
      >
        Quota: <QuotaSummary client={session.client} product={session.product} />
      </button>
      <button type="button" className="btn btn-small" onClick={onSignOut}>
        Sign out
      </button>
    </header>
  );
}
