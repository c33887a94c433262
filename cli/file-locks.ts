import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { open, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { LockManagerLike } from '../src/api/locks';

/** How often a waiter looks again: small beside the 4 s window, and cheap (one failed open). */
const POLL_MS = 5;
/** An owner that has not written its pid within this time died between creating and writing. */
const UNWRITTEN_MS = 2_000;

const codeOf = (e: unknown) => (e instanceof Error && 'code' in e ? e.code : undefined);

function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0); // signal 0: only asks whether the process exists
    return true;
  } catch (e) {
    return codeOf(e) === 'EPERM';
  }
}

/** True when the lock's owner is gone (killed, crashed): its lock may be broken. */
async function ownerGone(path: string): Promise<boolean> {
  try {
    const pid = Number(await readFile(path, 'utf8'));
    if (Number.isInteger(pid) && pid > 0) return !isAlive(pid);
    return Date.now() - (await stat(path)).mtimeMs > UNWRITTEN_MS;
  } catch (e) {
    if (codeOf(e) === 'ENOENT') return false; // released meanwhile: try again at once
    throw e;
  }
}

async function tryCreate(path: string): Promise<boolean> {
  try {
    const handle = await open(path, 'wx');
    await handle.writeFile(String(process.pid));
    await handle.close();
    return true;
  } catch (e) {
    if (codeOf(e) === 'EEXIST') return false;
    throw e;
  }
}

/** Breaks a dead owner's lock. Under a breaker lock, and checked again there, so a fresh lock is never removed. */
async function breakIfGone(path: string) {
  const breaker = `${path}.break`;
  if (!(await tryCreate(breaker))) {
    if (await ownerGone(breaker)) await rm(breaker, { force: true });
    return;
  }
  try {
    if (await ownerGone(path)) await rm(path, { force: true });
  } finally {
    await rm(breaker, { force: true });
  }
}

/**
 * Exclusive locks shared by every process of this machine, one file each in `folder`: the throttle's
 * locks (src/api/throttle.ts) over these give every extractor on one key one budget, as navigator.locks
 * does for the tabs of a browser. A lock whose owner process is gone is broken at once (its pid is in
 * the file), where a lock library that goes by the file's age (proper-lockfile) would hold every other
 * process of the key for its stale time after a `kill -9`.
 */
export function createFileLockManager(folder: string): LockManagerLike {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  return {
    async request(name, options, callback) {
      const { signal } = options;
      const path = join(folder, `${createHash('sha256').update(name).digest('hex').slice(0, 32)}.lock`);
      for (;;) {
        signal?.throwIfAborted();
        if (await tryCreate(path)) break;
        if (await ownerGone(path)) await breakIfGone(path);
        else await sleep(POLL_MS, undefined, { signal }).catch(() => signal?.throwIfAborted());
      }
      try {
        return await callback();
      } finally {
        await rm(path, { force: true });
      }
    },
  };
}
