import type { Credentials } from '../../api/types';
import { Field } from '../../lib/field';
import { useI18n } from '../../lib/i18n';
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
  const { t } = useI18n();
  const props = (name: keyof Credentials) => ({ name, value: creds[name] ?? '', onChange });
  const error = (name: keyof CredentialErrors) => {
    const id = errors[name];
    return id ? t(id) : null;
  };
  return (
    <>
      <CredentialField
        {...props('accessToken')}
        label={t('credentials.field.accessToken')}
        type="text"
        error={error('accessToken')}
      />
      <CredentialField
        {...props('accessTokenSecret')}
        label={t('credentials.field.secret')}
        type="password"
        hint={t('credentials.field.secretHint')}
        error={error('accessTokenSecret')}
      />
      <CredentialField
        {...props('tenant')}
        label={t('credentials.field.tenant')}
        type="text"
        error={error('tenant')}
      />
      <CredentialField
        {...props('subscriptionKey')}
        label={t('credentials.field.subscriptionKey')}
        type="password"
        hint={t('credentials.field.subscriptionKeyHint')}
        error={null}
      />
    </>
  );
}
