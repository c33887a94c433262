import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { openExact, type ExactFile } from '../parquet/exact-read';
import type { PartFile } from './team-state';

/**
 * A partition's file read back, only if it is the file the state recorded (its size and hash) and it
 * opens as one; null otherwise: damaged, truncated or gone. Never served then, so never served wrong.
 */
export async function readPart(path: string, expected: PartFile): Promise<ExactFile | null> {
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch {
    return null;
  }
  if (bytes.byteLength !== expected.size) return null;
  if (createHash('sha256').update(bytes).digest('hex') !== expected.sha256) return null;
  // Its own ArrayBuffer: Node pools small reads in a shared one.
  const file = openExact(Uint8Array.from(bytes).buffer);
  return file && file.rowCount === expected.rows ? file : null;
}
