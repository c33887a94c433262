import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import type { z } from 'zod';
import { join } from 'node:path';

/**
 * Writes a file whole or not at all: a temporary name beside it, then a rename (atomic on one file
 * system), readable as `mode` says (the default: as the umask lets). A process killed mid-write leaves only a temporary file, which no engine's `*.parquet` glob
 * reads and the next run removes.
 */
export async function writeAtomic(path: string, data: Uint8Array | string, mode?: number): Promise<void> {
  const temporary = `${path}.tmp-${process.pid}`;
  try {
    await writeFile(temporary, data, mode === undefined ? undefined : { mode });
    await rename(temporary, path);
  } catch (e) {
    await rm(temporary, { force: true });
    throw e;
  }
}

/** Temporary files a killed process left in `folder`: never read, removed before the folder is written again. */
export async function removeTemporaries(folder: string): Promise<void> {
  const names = await readdir(folder).catch((e: unknown) => {
    if (e instanceof Error && 'code' in e && e.code === 'ENOENT') return [];
    throw e;
  });
  for (const name of names) if (name.includes('.tmp-')) await rm(join(folder, name), { force: true });
}

/**
 * A JSON file this tool wrote (writeAtomic), read through its schema; null when there is none. A file that
 * does not parse, or is not of the schema, is refused in words naming it as `what`.
 */
export async function readToolJson<T>(path: string, schema: z.ZodType<T>, what: string): Promise<T | null> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    if (e instanceof Error && 'code' in e && e.code === 'ENOENT') return null;
    throw e;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new Error(`${path} is not ${what} of this tool.`);
  return parsed.data;
}
