// Test support: what an output folder holds, file by file.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every file under `dir`, by its path inside it. */
export const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

/** Each Parquet file under `dir` with a hash of its bytes: equal maps, the same files untouched. */
export const parquetHashes = (dir: string): Record<string, string> =>
  Object.fromEntries(
    filesUnder(dir)
      .filter((path) => path.endsWith('.parquet'))
      .map((path) => [relative(dir, path), createHash('sha256').update(readFileSync(path)).digest('hex')]),
  );
