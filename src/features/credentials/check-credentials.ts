import type { Credentials } from '../../api/types';

export type CredentialErrors = Partial<Record<'accessToken' | 'accessTokenSecret' | 'tenant', string>>;

/** What is missing from the form, field by field; empty when CreateToken may be called. */
export function checkCredentials(c: Credentials): CredentialErrors {
  const errors: CredentialErrors = {};
  if (!c.accessToken.trim())
    errors.accessToken = 'Enter the access token issued in the service’s web interface.';
  // Checked trimmed but sent as typed: a blank secret cannot be right, and would spend one of the 3
  // CreateToken calls a minute allows (docs/service.md#limits).
  if (!c.accessTokenSecret.trim())
    errors.accessTokenSecret = 'Enter the secret paired with the access token.';
  if (!c.tenant.trim()) errors.tenant = 'Enter your tenant identifier.';
  return errors;
}
