import { createHash } from 'node:crypto';
import { mkdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { removeTemporaries } from '../atomic';
import type { PartFile } from './team-state';
import { FILE_MODE, FOLDER_MODE } from './team-layout';

/**
 * The files of one commit, written first under temporary names (where a full disk can stop it, leaving
 * every file as it was); then the files it drops go, and the new ones are renamed over the old in the
 * order prepared, the state last. A rename takes no space, so once the writes are done the commit completes.
 */
export interface Swap {
  /** Writes `data` beside `path`; what the state will record of it. */
  prepare(path: string, data: Uint8Array | string, rows: number): Promise<PartFile>;
  /** `path` goes when the swap is applied (unless prepared again). */
  remove(path: string): void;
  apply(): Promise<void>;
  /** Drops the temporaries: nothing changes. */
  discard(): Promise<void>;
}

const temporaryOf = (path: string) => `${path}.tmp-${process.pid}`;

export function createSwap(): Swap {
  const prepared: string[] = [];
  const removed = new Set<string>();
  // A stopped process's temporaries go once a folder, before this swap writes its own (a file and its manifest).
  const cleaned = new Set<string>();
  return {
    async prepare(path, data, rows) {
      await mkdir(dirname(path), { recursive: true, mode: FOLDER_MODE });
      if (!cleaned.has(dirname(path))) await removeTemporaries(dirname(path));
      cleaned.add(dirname(path));
      prepared.push(path);
      await writeFile(temporaryOf(path), data, { mode: FILE_MODE });
      const bytes = typeof data === 'string' ? Buffer.from(data) : data;
      return { rows, size: bytes.byteLength, sha256: createHash('sha256').update(bytes).digest('hex') };
    },
    remove: (path) => void removed.add(path),
    // Removals first: a stop before the state is renamed leaves a state naming a file that is gone
    // (dropped when next read), never a file no state names (which an engine's glob would read).
    async apply() {
      for (const path of removed) {
        if (prepared.includes(path)) continue;
        await rm(path, { force: true });
        // The partition's folder, once empty.
        await rmdir(dirname(path)).catch(() => undefined);
      }
      for (const path of prepared) await rename(temporaryOf(path), path);
    },
    async discard() {
      for (const path of prepared) await rm(temporaryOf(path), { force: true });
    },
  };
}
