import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { open, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import type { LockManagerLike } from '../src/api/locks';

/** How often a waiter looks again: small beside the 4 s window, and cheap (one failed open). */
const POLL_MS = 5;
/** An owner that has not written its pid within this time died between creating and writing. */
const UNWRITTEN_MS = 2_000;
/** A lock older than its hold plus this is stale even if its pid lives (the pid was reused). */
const PID_REUSE_MS = 15 * 60_000;

const ownerSchema = z.object({ pid: z.number().int().positive(), holdMs: z.number().min(0) });

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

/**
 * True when the lock may be broken: its owner process is gone and the hold its last call needed is over
 * (counted from the lock's creation, when that call started), or the file is too old for any hold.
 */
async function ownerGone(path: string): Promise<boolean> {
  try {
    const [text, { mtimeMs }] = await Promise.all([readFile(path, 'utf8'), stat(path)]);
    const age = Date.now() - mtimeMs;
    const owner = text ? ownerSchema.safeParse(JSON.parse(text)) : null;
    if (!owner?.success) return age > UNWRITTEN_MS;
    if (age > owner.data.holdMs + PID_REUSE_MS) return true;
    return !isAlive(owner.data.pid) && age > owner.data.holdMs;
  } catch (e) {
    if (codeOf(e) === 'ENOENT') return false; // released meanwhile: try again at once
    if (e instanceof SyntaxError) return false; // being written: look again
    throw e;
  }
}

async function tryCreate(path: string, holdMs: number): Promise<boolean> {
  try {
    const handle = await open(path, 'wx');
    await handle.writeFile(JSON.stringify({ pid: process.pid, holdMs }));
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
  if (!(await tryCreate(breaker, 0))) {
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
 * locks (src/api/pace/throttle.ts) over these give every extractor on one key one budget, as navigator.locks
 * does for the tabs of a browser. A lock's file holds its owner's pid and the hold its call needs
 * (`holdMsOf(name)`): a process that ends (finished, or killed with `kill -9`) leaves its locks, and they
 * stay held until that hold is over, so the next process on the key keeps the pace; a library that
 * breaks a lock by the file's age alone (proper-lockfile) cannot tell a 4 s hold from a 60 s one.
 */
export function createFileLockManager(folder: string, holdMsOf: (name: string) => number): LockManagerLike {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  return {
    async request(name, options, callback) {
      const { signal } = options;
      const path = join(folder, `${createHash('sha256').update(name).digest('hex').slice(0, 32)}.lock`);
      for (;;) {
        signal?.throwIfAborted();
        if (await tryCreate(path, holdMsOf(name))) break;
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
