import { join } from 'node:path';
import { clientLimits, clientWindows } from '../src/api/client-limits';
import type { LockManagerLike } from '../src/api/locks';
import { createFileLockManager } from './file-locks';

/**
 * The lock files of the key budgets in the state folder. A lock left by a process that ended stays held
 * for the window of its kind: the throttle names its CreateToken slots `...:create-token:window-slot-N`
 * (src/api/pace/sliding-window.ts) and holds them a token window; every other lock is the call interval's.
 */
export function keyLocks(stateDir: string, timeScale: number): LockManagerLike {
  const w = clientWindows(clientLimits(timeScale));
  return createFileLockManager(join(stateDir, 'locks'), (name) =>
    name.includes(':create-token') ? w.clientCreateTokenWindowMs : w.clientIntervalMs,
  );
}
