import type { Credentials } from '../../api/types';
import type { MessageId } from '../../lib/i18n';

export type CredentialErrors = Partial<Record<'accessToken' | 'accessTokenSecret' | 'tenant', MessageId>>;

/** What is missing from the form, field by field; empty when CreateToken may be called. */
export function checkCredentials(c: Credentials): CredentialErrors {
  const errors: CredentialErrors = {};
  if (!c.accessToken.trim()) errors.accessToken = 'credentials.error.accessToken';
  // Checked trimmed but sent as typed: a blank secret cannot be right, and would spend one of the 3
  // CreateToken calls a minute allows (docs/service.md#limits).
  if (!c.accessTokenSecret.trim()) errors.accessTokenSecret = 'credentials.error.secret';
  if (!c.tenant.trim()) errors.tenant = 'credentials.error.tenant';
  return errors;
}
