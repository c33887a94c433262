import { z } from 'zod';
import { createTokenResponseSchema } from '../../src/core/contract';
import { bearerToken, createSecretHash } from '../credential-hash';

/** Tokens remembered at most, as the key's identity does: an hour's sign-ins of a large team. */
const MAX_PROOFS = 10_000;

/** The tenant a CreateToken body names: a string in docs/service.md, a number in the publisher's examples. */
const signInTenantSchema = z.object({ tenant: z.union([z.string().min(1), z.number()]).transform(String) });

/** What the server saw of a token: the tenant and environment CreateToken issued it for, and when. */
interface Proof {
  tenant: string;
  provenAtMs: number;
  /** The service answered an ExecuteReport with this token 401 since. */
  refused: boolean;
}

export type AccessVerdict = { ok: true } | { ok: false; message: string };

export interface TeamAccessOptions {
  /** The clock an environment's tokens live by: the demo's own, the server's for a real service. */
  now: (env: string) => number;
  /** How long a CreateToken answer proves its token, per environment (its tokens' lifetime). */
  proofMs: (env: string) => number;
}

const SIGN_IN_AGAIN = "sign in again to read the team's history.";

/**
 * Who may read a tenant's team history (docs/architecture.md#the-teams-history): the holder of a bearer
 * token this server saw CreateToken issue for that tenant in that environment, recently, and that the
 * service has not refused since. The CreateToken answer is the proof that the holder has the tenant's
 * credentials; the server keeps only an HMAC of the token (createSecretHash), so a restart forgets every
 * proof and the next CreateToken gives one again.
 */
export function createTeamAccess({ now, proofMs }: TeamAccessOptions) {
  const hash = createSecretHash();
  /** Token hash -> proof, oldest first (a Map keeps insertion order). */
  const proofs = new Map<string, Proof>();
  const hashOf = (env: string, authorization: string | undefined) => {
    const token = bearerToken(authorization);
    return token === null ? null : hash(env, 'team-bearer', token);
  };

  return {
    /** Remembers the tenant a CreateToken answer's token was issued for (the bodies are read, never kept). */
    learn(env: string, signInBody: Buffer, answerBody: string): void {
      const tenant = signInTenantSchema.safeParse(parseJson(signInBody.toString('utf8')));
      const token = createTokenResponseSchema.safeParse(parseJson(answerBody));
      if (!tenant.success || !token.success) return;
      const id = hash(env, 'team-bearer', token.data.token);
      proofs.delete(id);
      proofs.set(id, { tenant: tenant.data.tenant, provenAtMs: now(env), refused: false });
      for (const oldest of proofs.keys()) {
        if (proofs.size <= MAX_PROOFS) break;
        proofs.delete(oldest);
      }
    },

    /** The service answered 401 to a call with this token: it proves nothing any more. */
    refused(env: string, authorization: string | undefined): void {
      const id = hashOf(env, authorization);
      const proof = id === null ? undefined : proofs.get(id);
      if (proof) proof.refused = true;
    },

    /** Whether a request with this `Authorization` may read `tenant`'s team history in `env`. */
    check(env: string, tenant: string, authorization: string | undefined): AccessVerdict {
      const id = hashOf(env, authorization);
      if (id === null) return refuse(`This request carries no sign-in: ${SIGN_IN_AGAIN}`);
      const proof = proofs.get(id);
      if (!proof)
        return refuse(`This server did not see this sign-in (it may have restarted since): ${SIGN_IN_AGAIN}`);
      if (proof.tenant !== tenant)
        return refuse("This sign-in is another tenant's: it reads only that tenant's history.");
      if (proof.refused) return refuse(`The service has refused this sign-in since: ${SIGN_IN_AGAIN}`);
      const lifetime = proofMs(env);
      if (now(env) - proof.provenAtMs > lifetime)
        return refuse(`This sign-in is older than ${duration(lifetime)}: ${SIGN_IN_AGAIN}`);
      return { ok: true };
    },
  };
}

export type TeamAccess = ReturnType<typeof createTeamAccess>;

const refuse = (message: string): AccessVerdict => ({ ok: false, message });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A proof's lifetime in words: an hour on the real clock, seconds on a demo's scaled one. */
const duration = (ms: number) =>
  ms >= 120_000 ? `${Math.round(ms / 60_000)} minutes` : `${Math.max(1, Math.round(ms / 1000))} seconds`;
