import { concatBytes, toHex, utf8 } from './bytes';

/** PBKDF2-SHA-256 iterations of the vault key: the current OWASP figure, never fewer outside tests. */
export const PBKDF2_ITERATIONS = 600_000;

export interface KeyInput {
  environment: string;
  tenant: string;
  secret: string;
}

/** Environment and tenant as unambiguous bytes: ("ab", "c") and ("a", "bc") must differ. */
const scope = (purpose: string, environment: string, tenant: string) =>
  utf8(JSON.stringify([purpose, environment, tenant]));

/**
 * Fewer iterations make a test's key in microseconds; a build that is not under test refuses them, so
 * no option can weaken the key users get.
 */
function checkedIterations(iterations: number | undefined): number {
  if (iterations === undefined || iterations >= PBKDF2_ITERATIONS) return iterations ?? PBKDF2_ITERATIONS;
  if (import.meta.env?.MODE === 'test') return iterations;
  throw new Error(
    `A vault key takes at least ${PBKDF2_ITERATIONS} PBKDF2 iterations; fewer are for tests only.`,
  );
}

/**
 * The vault's AES-GCM key: PBKDF2-SHA-256 over the access-token secret, salted with the device's random
 * salt, the environment and the tenant. Not extractable: the page (or worker) can use it, never read it,
 * and it lives in memory only.
 */
export async function deriveVaultKey(
  input: KeyInput,
  deviceSalt: Uint8Array,
  iterations?: number,
): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', utf8(input.secret), 'PBKDF2', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    {
      name: 'PBKDF2',
      hash: 'SHA-256',
      salt: concatBytes(deviceSalt, scope('key', input.environment, input.tenant)),
      iterations: checkedIterations(iterations),
    },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

/**
 * The tenant's tag in the clear header: a salted SHA-256 of environment and tenant. It groups a tenant's
 * runs (to delete them all, locked or not) without naming the tenant to whoever reads the disk.
 */
export async function tenantTagOf(environment: string, tenant: string, deviceSalt: Uint8Array) {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    concatBytes(deviceSalt, scope('tenant-tag', environment, tenant)),
  );
  return toHex(new Uint8Array(digest));
}
