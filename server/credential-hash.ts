import { createHmac, randomBytes } from 'node:crypto';

/**
 * An HMAC under a random key made when it is created and held in memory only: a credential replaced at
 * once by its hash cannot be turned back, nor matched against anything after a restart.
 */
export function createSecretHash(): (...parts: string[]) => string {
  const secret = randomBytes(32);
  return (...parts) => createHmac('sha256', secret).update(parts.join('\0')).digest('base64url');
}

/** The bearer token of an `Authorization` header, or null when it carries none. */
export const bearerToken = (authorization: string | undefined): string | null =>
  /^Bearer (\S+)$/i.exec(authorization?.trim() ?? '')?.[1] ?? null;
