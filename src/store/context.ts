import type { RunsDatabase } from './db';
import type { MarkerStorage } from './device';

/** What a vault's reads and writes share: the database, the key and tenant, and what it has opened. */
export interface VaultContext {
  db: RunsDatabase;
  key: CryptoKey;
  tenantTag: string;
  marker: MarkerStorage | null;
  now: () => number;
  /** At most this many stored bytes for all runs together (none when undefined); past it, putPage answers 'full'. */
  budgetBytes: () => number | undefined;
  /** Runs this vault has opened (created, or listed unlocked): their key is known to be this one. */
  opened: Set<string>;
}
