import type { Credentials } from '../../api/types';
import { Field } from '../../lib/field';
import type { CredentialErrors } from './check-credentials';

function CredentialField({
  name,
  label,
  type,
  hint,
  error,
  value,
  onChange,
}: {
  name: keyof Credentials;
  label: string;
  type: 'text' | 'password';
  hint?: string;
  error?: string | null;
  value: string;
  onChange: (name: keyof Credentials, value: string) => void;
}) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          type={type}
          value={value}
          onChange={(e) => onChange(name, e.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
      )}
    </Field>
  );
}

/** The four credentials CreateToken and ExecuteReport need; the two secrets are password fields. */
export function CredentialFields({
  creds,
  errors,
  onChange,
}: {
  creds: Credentials;
  errors: CredentialErrors;
  onChange: (name: keyof Credentials, value: string) => void;
}) {
  const props = (name: keyof Credentials) => ({ name, value: creds[name] ?? '', onChange });
  return (
    <>
      <CredentialField
        {...props('accessToken')}
        label="Access token"
        type="text"
        error={errors.accessToken}
      />
      <CredentialField
        {...props('accessTokenSecret')}
        label="Access token secret"
        type="password"
        hint="Kept in memory only, never stored."
        error={errors.accessTokenSecret}
      />
      <CredentialField {...props('tenant')} label="Tenant" type="text" error={errors.tenant} />
      <CredentialField
        {...props('subscriptionKey')}
        label="Subscription key"
        type="password"
        hint="Optional: only for the premium product. Leave empty for the basic product."
        error={null}
      />
    </>
  );
}
