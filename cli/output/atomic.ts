import { rename, rm, writeFile } from 'node:fs/promises';

/**
 * Writes a file whole or not at all: a temporary name beside it, then a rename (atomic on one file
 * system). A process killed mid-write leaves only a temporary file, which no engine's `*.parquet` glob
 * reads and the next run removes.
 */
export async function writeAtomic(path: string, data: Uint8Array | string): Promise<void> {
  const temporary = `${path}.tmp-${process.pid}`;
  try {
    await writeFile(temporary, data);
    await rename(temporary, path);
  } catch (e) {
    await rm(temporary, { force: true });
    throw e;
  }
}
