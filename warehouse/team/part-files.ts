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
  // Its own ArrayBuffer: Node pools small reads in a shared one. A file's read has one of its own already
  // but for the smallest, and Uint8Array.from, element by element, took 8 ms of a half-megabyte day.
  const { buffer } = bytes;
  const own =
    buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === buffer.byteLength
      ? buffer
      : Uint8Array.prototype.slice.call(bytes).buffer;
  const file = openExact(own);
  return file && file.rowCount === expected.rows ? file : null;
}
