import type { LockManagerLike } from '../locks';
import { startUnderLock, type Slot } from './slot';

/**
 * At most `calls` starts in any `windowMs`, across every tab of the key: there are `calls` slot locks and
 * each start holds one of them for the whole window after it. Four starts inside one window would need two
 * on the same slot, and the second could not get it before the first's window ended. A waiter asks for
 * every slot at once and keeps the first one granted; any other slot granted before the losers' requests
 * are withdrawn is released at once without a call.
 */
export function startInWindow(
  locks: LockManagerLike,
  baseName: string,
  calls: number,
  windowMs: number,
  now: () => number,
  signal: AbortSignal,
  mayStart: () => boolean,
): Promise<Slot | null> {
  const race = new AbortController();
  const onAbort = () => race.abort(signal.reason);
  signal.addEventListener('abort', onAbort, { once: true });
  let decided = false;
  let failures = 0;
  return new Promise<Slot | null>((resolve, reject) => {
    for (let i = 0; i < calls; i++) {
      const mayThisStart = () => {
        if (decided) return false;
        decided = true;
        race.abort();
        const open = mayStart();
        if (!open) resolve(null);
        return open;
      };
      startUnderLock(locks, `${baseName}:window-slot-${i}`, windowMs, now, race.signal, mayThisStart).then(
        (slot) => {
          if (slot) resolve(slot);
        },
        (e: unknown) => {
          if (!decided && ++failures === calls) reject(e);
        },
      );
    }
  }).finally(() => signal.removeEventListener('abort', onAbort));
}
