/** A bearer token the sim issued: opaque to the client, bound to the key (access token) and tenant. */
export interface TokenRecord {
  /** Fingerprint of the access token it was issued to: the key the limits count against. */
  key: string;
  tenant: string;
  expiresAt: number;
  revoked: boolean;
}

function randomToken(): string {
  const bytes = new Uint8Array(96);
  globalThis.crypto.getRandomValues(bytes);
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export class TokenStore {
  private readonly tokens = new Map<string, TokenRecord>();

  issue(key: string, tenant: string, expiresAt: number): string {
    const token = randomToken();
    this.tokens.set(token, { key, tenant, expiresAt, revoked: false });
    return token;
  }

  find(token: string): TokenRecord | undefined {
    return this.tokens.get(token);
  }

  /** Invalidates a token (an `unauthorized` fault), so the client has to get a new one. */
  revoke(token: string): void {
    const record = this.tokens.get(token);
    if (record) record.revoked = true;
  }

  /** Forgets tokens long expired, so a long-running demo server does not grow. */
  prune(now: number, keepMs: number): void {
    for (const [token, record] of this.tokens) if (record.expiresAt + keepMs < now) this.tokens.delete(token);
  }
}
