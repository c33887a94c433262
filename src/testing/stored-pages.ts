// Test support: stored pages read as the page's side of the engine receives them, their rows rebuilt as
// objects (connect.ts), from the reads the worker makes with the rows as stored.
import { decodeRows } from '../core/coded-rows';
import { codedRead } from '../store/framed-read';
import type { CodedRead, ReadPage, Vault } from '../store/types';

/** A page read as stored, with its rows rebuilt as objects. */
export function decodedRead(read: CodedRead): ReadPage {
  if (!('page' in read)) return read;
  return { index: read.index, page: { ...read.page, rows: decodeRows(read.page.rows) } };
}

/** Every stored page of a run, in order, each with its rows as objects or why it cannot be read. */
export async function readStoredPages(vault: Pick<Vault, 'framedPages'>, runId: string) {
  const read: ReadPage[] = [];
  for await (const page of vault.framedPages(runId)) read.push(decodedRead(codedRead(page)));
  return read;
}
