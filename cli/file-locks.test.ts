import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFileLockManager } from './file-locks';
import { tempDir } from './testing/run-cli';

/** The pid of a process that has ended. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid ?? 0;

/** Leaves, as an ended process would, the lock file `name` would use. */
async function leaveLock(folder: string, name: string, owner: { pid: number; holdMs: number }) {
  const manager = createFileLockManager(folder, () => 0);
  const path = await manager.request(name, {}, async () => {
    const [file] = readdirSync(folder).filter((f) => f.endsWith('.lock'));
    return join(folder, file ?? '');
  });
  const text = JSON.stringify(owner);
  writeFileSync(path, text);
  return { still: () => existsSync(path) && readFileSync(path, 'utf8') === text };
}

describe('lock files shared by processes', () => {
  it('takes a lock whose owner ended once the hold its call needed is over', async () => {
    const folder = tempDir('locks');
    await leaveLock(folder, 'key:interval', { pid: deadPid(), holdMs: 0 });
    const locks = createFileLockManager(folder, () => 0);
    await expect(locks.request('key:interval', {}, async () => 'taken')).resolves.toBe('taken');
  });

  it('keeps a lock whose owner ended while that hold lasts, and lets a waiter give up', async () => {
    const folder = tempDir('locks');
    const left = await leaveLock(folder, 'key:create-token', { pid: deadPid(), holdMs: 3_600_000 });
    const locks = createFileLockManager(folder, () => 0);
    const controller = new AbortController();
    let ran = false;
    const waiting = locks.request('key:create-token', { signal: controller.signal }, async () => {
      ran = true;
    });
    controller.abort(new Error('gave up'));
    await expect(waiting).rejects.toThrow('gave up');
    expect(ran).toBe(false);
    expect(left.still()).toBe(true);
  });

  it('keeps a lock whose owner is alive', async () => {
    const folder = tempDir('locks');
    const left = await leaveLock(folder, 'key:interval', { pid: process.ppid, holdMs: 0 });
    const locks = createFileLockManager(folder, () => 0);
    const controller = new AbortController();
    const waiting = locks.request('key:interval', { signal: controller.signal }, async () => 'taken');
    controller.abort(new Error('gave up'));
    await expect(waiting).rejects.toThrow('gave up');
    expect(left.still()).toBe(true);
  });

  it('never makes one key wait for another', async () => {
    const folder = tempDir('locks');
    const left = await leaveLock(folder, 'key-a:interval', { pid: process.ppid, holdMs: 3_600_000 });
    const locks = createFileLockManager(folder, () => 0);
    await expect(locks.request('key-b:interval', {}, async () => 'taken')).resolves.toBe('taken');
    expect(left.still()).toBe(true);
  });
});
