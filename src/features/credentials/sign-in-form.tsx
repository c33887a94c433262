import { useState, type FormEvent } from 'react';
import type { Environment } from '../../api/environments';
import type { Credentials } from '../../api/types';
import { useI18n } from '../../lib/i18n';
import { ErrorNotice } from '../errors';
import { checkCredentials, type CredentialErrors } from './check-credentials';
import { CredentialFields } from './credential-fields';
import { DemoCredentials } from './demo-credentials';
import { EnvironmentField } from './environment-field';
import { RememberMeField } from './remember-me-field';
import { readRemembered } from './remember-me';
import { useSignIn } from './use-sign-in';
import './sign-in.css';

/** The form's values, filled from what "Remember me" kept; the secret and key always start empty. */
function useSignInValues(environments: readonly Environment[]) {
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
  return { envName, setEnvName, creds, setCreds, rememberMe, setRememberMe };
}

/** CreateToken, explained: the secret and the bearer token stay in the client's memory only. */
export function SignInForm({ environments }: { environments: readonly Environment[] }) {
  const { envName, setEnvName, creds, setCreds, rememberMe, setRememberMe } = useSignInValues(environments);
  const { t } = useI18n();
  const [errors, setErrors] = useState<CredentialErrors>({});
  const environment = environments.find((e) => e.name === envName);
  const { signIn, failure, pending, waiting } = useSignIn(environment);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found = checkCredentials(creds);
    setErrors(found);
    if (Object.keys(found).length === 0) void signIn(creds, rememberMe);
  }

  return (
    <form className="sign-in panel" onSubmit={onSubmit} noValidate aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">{t('credentials.title')}</h1>
      <p className="muted">{t('credentials.intro')}</p>
      <EnvironmentField environments={environments} value={envName} onChange={setEnvName} />
      {environment?.demoCredentials ? (
        <DemoCredentials
          credentials={environment.demoCredentials}
          onUse={(demo) => {
            setCreds({ ...demo });
            setErrors({});
          }}
        />
      ) : null}
      <CredentialFields
        creds={creds}
        errors={errors}
        onChange={(name, value) => setCreds((c) => ({ ...c, [name]: value }))}
      />
      <RememberMeField checked={rememberMe} onChange={setRememberMe} />
      {failure ? <ErrorNotice error={failure} /> : null}
      <button type="submit" className="btn btn-primary sign-in-submit" disabled={pending || waiting}>
        {pending ? t('credentials.signingIn') : t('credentials.signIn')}
      </button>
    </form>
  );
}
