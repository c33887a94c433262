import { useState, type FormEvent } from 'react';
import { createReportingClient } from '../../api/client';
import type { Environment } from '../../api/environments';
import { isServiceError } from '../../api/errors';
import type { Credentials } from '../../api/types';
import { ErrorNotice } from '../errors';
import { Field } from '../../lib/field';
import { useNow } from '../../lib/use-now';
import { DemoCredentials } from './demo-credentials';
import { forgetRemembered, readRemembered, remember } from './remember-me';
import { useSessionStore } from './session-store';
import './sign-in.css';

type Errors = Partial<Record<'accessToken' | 'accessTokenSecret' | 'tenant', string>>;

function check(c: Credentials): Errors {
  const errors: Errors = {};
  if (!c.accessToken.trim())
    errors.accessToken = 'Enter the access token issued in the service’s web interface.';
  // Checked trimmed but sent as typed: a blank secret cannot be right, and would spend a CreateToken.
  if (!c.accessTokenSecret.trim())
    errors.accessTokenSecret = 'Enter the secret paired with the access token.';
  if (!c.tenant.trim()) errors.tenant = 'Enter your tenant identifier.';
  return errors;
}

/** CreateToken, explained: the secret and the bearer token stay in the client's memory only. */
export function SignInForm({ environments }: { environments: readonly Environment[] }) {
  const [remembered] = useState(readRemembered);
  const initialEnv = environments.find((e) => e.name === remembered?.environment) ?? environments[0];
  const [envName, setEnvName] = useState(initialEnv?.name ?? '');
  const [creds, setCreds] = useState<Credentials>({
    accessToken: remembered?.accessToken ?? '',
    accessTokenSecret: '',
    tenant: remembered?.tenant ?? '',
    subscriptionKey: '',
  });
  const [rememberMe, setRememberMe] = useState(remembered !== null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const start = useSessionStore((s) => s.start);
  const environment = environments.find((e) => e.name === envName);
  const retryAt =
    isServiceError(failure) && failure.kind === 'rate-limited' ? failure.details.renewsAt : undefined;
  const now = useNow(250, retryAt !== undefined);
  const waiting = retryAt !== undefined && retryAt > now;

  const set = (key: keyof Credentials) => (value: string) => setCreds((c) => ({ ...c, [key]: value }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found = check(creds);
    setErrors(found);
    if (!environment || Object.keys(found).length > 0) return;
    setPending(true);
    setFailure(null);
    const client = createReportingClient({ environment });
    const subscriptionKey = creds.subscriptionKey?.trim() ?? '';
    const credentials: Credentials = { ...creds, tenant: creds.tenant.trim(), subscriptionKey };
    try {
      await client.signIn(credentials);
      if (rememberMe)
        remember({
          environment: environment.name,
          tenant: credentials.tenant,
          accessToken: creds.accessToken,
        });
      else forgetRemembered();
      start({ client, product: subscriptionKey ? 'premium' : 'basic', tenant: credentials.tenant });
    } catch (err) {
      setFailure(err);
      setPending(false);
    }
  }

  const field = (
    key: keyof Errors | 'subscriptionKey',
    label: string,
    type: 'text' | 'password',
    hint?: string,
  ) => (
    <Field label={label} hint={hint} error={key === 'subscriptionKey' ? null : errors[key]}>
      {(control) => (
        <input
          {...control}
          type={type}
          value={creds[key] ?? ''}
          onChange={(e) => set(key)(e.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
      )}
    </Field>
  );

  return (
    <form className="sign-in panel" onSubmit={onSubmit} noValidate aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">Sign in to the Reporting API</h1>
      <p className="muted">Use the access token and secret issued in the service’s web interface.</p>
      <Field label="Environment">
        {(control) => (
          <select {...control} value={envName} onChange={(e) => setEnvName(e.target.value)}>
            {environments.map((env) => (
              <option key={env.name} value={env.name}>
                {env.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      {environment?.demoCredentials ? (
        <DemoCredentials
          credentials={environment.demoCredentials}
          onUse={(demo) => {
            setCreds({ ...demo });
            setErrors({});
          }}
        />
      ) : null}
      {field('accessToken', 'Access token', 'text')}
      {field('accessTokenSecret', 'Access token secret', 'password', 'Kept in memory only, never stored.')}
      {field('tenant', 'Tenant', 'text')}
      {field(
        'subscriptionKey',
        'Subscription key',
        'password',
        'Optional: only for the premium product. Leave empty for the basic product.',
      )}
      <div className="remember-me">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={rememberMe}
            aria-describedby="remember-me-hint"
            onChange={(e) => setRememberMe(e.target.checked)}
          />
          Remember me
        </label>
        {/* Kept out of the label: its words would also name the fields it lists. */}
        <span id="remember-me-hint" className="field-hint">
          Keeps the environment, tenant and access token on this device; never the secret.
        </span>
      </div>
      {failure ? <ErrorNotice error={failure} /> : null}
      <button type="submit" className="btn btn-primary sign-in-submit" disabled={pending || waiting}>
        {pending ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
