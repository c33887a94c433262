import { mkdir, readFile, rm } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { countTokens, maskingSidecar, sidecarName, type MaskAs } from '../../src/core/personal-data';
import { parquetReadObjects } from 'hyparquet';
import type { Row } from '../../src/core/contract';
import { rowInstant } from '../../src/core/dates';
import { removeTemporaries, writeAtomic } from '../atomic';
import { DATE_UTC } from '../parquet/date-utc';
import { parquetOf } from '../parquet/parquet';
import { manifestOf, manifestPathOf, manifestText, sha256Of, type ManifestSpan } from './manifest';

/** How a day's personal data is masked (the command line's --mask-personal-data); the team keeps none. */
export interface DayMask {
  as: MaskAs;
  /** Identifier columns the user added to criteriaValue. */
  identifiers: string[];
}

const codeOf = (e: unknown) => (e instanceof Error && 'code' in e ? e.code : undefined);

/** A value read back as the service sent it: a 64-bit integer column was a JSON number. */
const asSent = (value: unknown) => (typeof value === 'bigint' ? Number(value) : value);

/**
 * The rows of a day's file as the service sent them (the `date_utc` the layout adds left out); null when
 * the day has no file. Read by hyparquet, hyparquet-writer's own reader.
 */
export async function readDay(path: string): Promise<Row[] | null> {
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (e) {
    if (codeOf(e) === 'ENOENT') return null;
    throw e;
  }
  const file = Uint8Array.from(bytes).buffer; // its own ArrayBuffer: Node pools small reads in a shared one
  const rows = await parquetReadObjects({ file });
  return rows.map((row) =>
    Object.fromEntries(
      Object.entries(row)
        .filter(([name]) => name !== DATE_UTC)
        .map(([name, value]) => [name, asSent(value)]),
    ),
  );
}

/** In time order, ties by id: a reader scanning a day meets it in order, and row groups prune by time. */
export function byTime(a: Row, b: Row): number {
  const t = rowInstant(String(a.date)) - rowInstant(String(b.date));
  return t !== 0 ? t : String(a.id).localeCompare(String(b.id));
}

/** The SHA-256 of the file at `path`; null when there is none. */
async function fileSha256(path: string): Promise<string | null> {
  try {
    return sha256Of(await readFile(path));
  } catch (e) {
    if (codeOf(e) === 'ENOENT') return null;
    throw e;
  }
}

/** What a day becomes: its rows, how they are masked, and the fetches they come from (its manifest). */
export interface DayWrite {
  rows: Row[];
  dialogs: boolean;
  mask: DayMask | null;
  spans: ManifestSpan[];
}

/**
 * A day's file replaced whole: written under a temporary name and renamed over the old one, so a reader
 * sees the old day or the new, never a half. Its manifest goes first, naming the file it replaces: a stop
 * between the two leaves the old file under the new manifest, which `verify` and the next run read as
 * a commit to finish, not as damage. A day left without rows keeps its manifest alone (rows 0), so a day
 * that the history holds always has one, and a day folder deleted is seen.
 */
export async function writeDay(path: string, day: DayWrite): Promise<void> {
  await removeTemporaries(dirname(path));
  await mkdir(dirname(path), { recursive: true });
  const rows = day.rows.sort(byTime);
  const bytes = rows.length > 0 ? parquetOf(rows, day.dialogs) : null;
  const replaces = await fileSha256(path);
  // A day holds rows of several runs: its counts are read from its tokens, and written before it.
  if (day.mask && bytes)
    await writeAtomic(
      sidecarName(path),
      maskingSidecar(countTokens(rows, day.mask.as, day.mask.identifiers), basename(path)),
    );
  const manifest = manifestOf({ rows, bytes, replaces, spans: day.spans });
  await writeAtomic(manifestPathOf(path), manifestText(manifest));
  if (bytes) await writeAtomic(path, bytes);
  else {
    await rm(path, { force: true });
    await rm(sidecarName(path), { force: true });
  }
}
