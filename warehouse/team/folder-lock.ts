import { open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { FILE_MODE, LOCK_FILE } from './team-layout';

/** A second server process on the same folder: refused, since two writers of one history would clash. */
export class TeamStoreLockedError extends Error {
  constructor(folder: string, pid: number) {
    super(
      `The team's history in ${folder} is in use by another server process (pid ${pid}). Stop it, or give this one another folder (TEAM_HISTORY_DIR), or turn the team's history off (TEAM_HISTORY=0).`,
    );
    this.name = 'TeamStoreLockedError';
  }
}

const codeOf = (e: unknown) => (e instanceof Error && 'code' in e ? e.code : undefined);

/** Whether a process runs with this pid (EPERM: it runs, as another user). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return codeOf(e) === 'EPERM';
  }
}

async function ownerOf(path: string): Promise<number | null> {
  const text = await readFile(path, 'utf8').catch(() => '');
  const pid = Number(text.trim());
  return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
}

/**
 * Takes the folder's lock file (created exclusively, holding this process's pid); a lock whose owner has
 * ended, or that holds no pid, is taken over. Returns its release.
 */
export async function takeFolderLock(folder: string): Promise<() => Promise<void>> {
  const path = join(folder, LOCK_FILE);
  for (let attempt = 0; ; attempt++) {
    try {
      const file = await open(path, 'wx', FILE_MODE);
      await file.writeFile(`${process.pid}\n`);
      await file.close();
      return () => rm(path, { force: true });
    } catch (e) {
      if (codeOf(e) !== 'EEXIST') throw e;
    }
    const pid = await ownerOf(path);
    if (pid !== null && isAlive(pid)) throw new TeamStoreLockedError(folder, pid);
    // Two takers at once: one creates the file again first, the other then finds it alive.
    if (attempt > 0) throw new TeamStoreLockedError(folder, pid ?? 0);
    await rm(path, { force: true });
  }
}
