import type { Credentials } from '../../api/types';

type Demo = Required<Credentials>;

/** The demo's own credentials, shown openly: they only open the simulated service. */
export function DemoCredentials({ credentials, onUse }: { credentials: Demo; onUse: (c: Demo) => void }) {
  return (
    <section className="demo-credentials" aria-labelledby="demo-credentials-title">
      <h2 id="demo-credentials-title">Demo credentials</h2>
      <dl>
        <dt>Access token</dt>
        <dd className="mono">{credentials.accessToken}</dd>
        <dt>Secret</dt>
        <dd className="mono">{credentials.accessTokenSecret}</dd>
        <dt>Tenant</dt>
        <dd className="mono">{credentials.tenant}</dd>
        <dt>Premium key</dt>
        <dd className="mono">{credentials.subscriptionKey}</dd>
      </dl>
      <button type="button" className="btn btn-small" onClick={() => onUse(credentials)}>
        Use demo credentials
      </button>
    </section>
  );
}
