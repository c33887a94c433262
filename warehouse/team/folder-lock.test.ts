import { spawn } from 'node:child_process';
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { at, DIALOGS, keepSpan, spanOf, tempFolder, tempStore } from '../testing/team-fixture';
import { openTeamStore, TeamStoreLockedError } from '.';

/** A process of its own that runs until killed, and a way to wait for its end. */
function otherProcess() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.kill();
    await ended;
  };
  return { pid: child.pid ?? 0, stop };
}

describe('one server process per folder', () => {
  it('refuses a second store on a folder another live process holds, naming it', async () => {
    const folder = tempFolder('lock');
    const other = otherProcess();
    try {
      await writeFile(join(folder, '_server.lock'), `${other.pid}\n`);
      const opening = openTeamStore(folder);
      await expect(opening).rejects.toThrow(TeamStoreLockedError);
      await expect(opening).rejects.toThrow(`in use by another server process (pid ${other.pid})`);
    } finally {
      await other.stop();
    }
    // Its owner has ended: the lock is taken over.
    const store = await openTeamStore(folder);
    await store.close();
  });

  it('refuses a second store in the same process, and opens again once the first is closed', async () => {
    const { store, folder } = await tempStore();
    await expect(openTeamStore(folder)).rejects.toThrow(TeamStoreLockedError);
    await store.close();
    const again = await openTeamStore(folder);
    await again.close();
  });

  it('keeps everything across a restart, and drops the staging a stopped process left', async () => {
    const { store, folder } = await tempStore();
    const week = spanOf('2026-03-26 00:00:00', '2026-03-31 23:59:59');
    await keepSpan(store, DIALOGS, week, at('2026-04-01 02:00:00'), []);
    const unfinished = await store.begin(DIALOGS, spanOf('2026-04-01 00:00:00', '2026-04-01 23:59:59'), 0);
    await unfinished.put(0, [{ id: 'x', date: '2026-04-01T10:00:00-05:00' }], 100);
    await store.close();

    const { store: restarted } = await tempStore({}, folder);
    expect((await restarted.held(DIALOGS, week)).segments).toHaveLength(1);
    expect(await readdir(join(folder, '_staging')).catch(() => [])).toEqual([]);
    await restarted.close();
  });
});
