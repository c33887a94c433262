import { QUEUE_CLIENT_ID } from '../../src/api/call/key-queue';
import { createTokenRequestSchema, createTokenResponseSchema } from '../../src/core/contract';
import { bearerToken, createSecretHash } from '../credential-hash';

/** Bearer tokens remembered (as hashes) at most: an hour's tokens of a large team, a few hundred KB. */
const MAX_TOKENS = 10_000;

/**
 * Tells which key a call belongs to without keeping a secret: every credential is replaced at once by its
 * HMAC under a random key made when the server starts and held in memory only, so nothing the server
 * holds can be turned back into a credential, nor matched against one after a restart.
 *
 * The service counts its limits per access token (docs/service.md#what-a-key-is). CreateToken carries it
 * in its body; ExecuteReport carries only the bearer token CreateToken gave, so the server remembers
 * which key each token it passed on was issued to. A token it never saw pass (issued before a restart)
 * counts as a key of its own until its client gets a new one.
 */
export function createKeyIdentity() {
  const hash = createSecretHash();
  /** Token hash -> key hash, oldest first (a Map keeps insertion order). */
  const issued = new Map<string, string>();

  return {
    /** The key of a CreateToken call (the access token of its body), or null when it names none. */
    ofCreateToken(env: string, body: Buffer): string | null {
      let json: unknown;
      try {
        json = JSON.parse(body.toString('utf8'));
      } catch {
        return null;
      }
      const parsed = createTokenRequestSchema.pick({ accessToken: true }).safeParse(json);
      return parsed.success ? hash(env, 'access-token', parsed.data.accessToken) : null;
    },
    /**
     * The key and the client of an ExecuteReport call, from its bearer token; null without one. A call
     * that names its client (`named`, KEY_QUEUE_HEADERS.client) is that client whatever its token, so an
     * analyst whose token is renewed keeps her turns; one that does not is its token's client.
     */
    ofBearer(
      env: string,
      authorization: string | undefined,
      named?: string,
    ): { key: string; client: string } | null {
      const token = bearerToken(authorization);
      if (!token) return null;
      const bearer = hash(env, 'bearer', token);
      const client = named !== undefined && QUEUE_CLIENT_ID.test(named) ? hash(env, 'client', named) : bearer;
      return { key: issued.get(bearer) ?? bearer, client };
    },
    /** Remembers the key a CreateToken answer's token belongs to (the body is read, never kept). */
    learnToken(env: string, key: string, answerBody: string): void {
      let json: unknown;
      try {
        json = JSON.parse(answerBody);
      } catch {
        return;
      }
      const parsed = createTokenResponseSchema.safeParse(json);
      if (!parsed.success) return;
      const client = hash(env, 'bearer', parsed.data.token);
      issued.delete(client);
      issued.set(client, key);
      for (const oldest of issued.keys()) {
        if (issued.size <= MAX_TOKENS) break;
        issued.delete(oldest);
      }
    },
  };
}

export type KeyIdentity = ReturnType<typeof createKeyIdentity>;
