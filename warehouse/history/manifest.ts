import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import type { Row } from '../../src/core/contract';
import { formatWallClock } from '../../src/core/dates';
import { intersect, subtract, type Span } from '../../src/core/history';
import { spanOf } from '../spans';
import { serviceDate } from './state';

/**
 * Beside each partition's `data.parquet`: what the commit that wrote it put there. Its name starts with
 * `_`, so no engine's `**\/*.parquet` glob reads it, and Spark and Trino skip it in a partition's folder.
 */
export const MANIFEST_FILE = '_manifest.json';
export const manifestPathOf = (dataFile: string) => join(dirname(dataFile), MANIFEST_FILE);

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);

/** A page of a fetch: its index, and the cursor it was asked with ('' the first; null: not known here). */
const pageSchema = z.object({ page: z.number().int().min(0), cursor: z.string().nullable() });

/** A fetch whose rows the partition holds: its span cut to the partition's, when it was asked, its pages. */
export const manifestSpanSchema = z.object({
  startDate: serviceDate,
  endDate: serviceDate,
  fetchedAt: serviceDate,
  pages: z.array(pageSchema),
});
export type ManifestSpan = z.infer<typeof manifestSpanSchema>;

export const manifestSchema = z.object({
  version: z.literal(1),
  file: z.string(),
  rows: z.number().int().min(0),
  /** The file's bytes; 0 and a null hash for a day the service had no row of (no file). */
  size: z.number().int().min(0),
  /** SHA-256 of the file's bytes: a damaged file, or another one in its place, differs. */
  sha256: sha256Hex.nullable(),
  /**
   * SHA-256 of the rows' `id`s in the file's order, one a line (`''` for a row without one): what a
   * reader of the id column alone recomputes, whatever Parquet writer wrote the file.
   */
  idsSha256: sha256Hex,
  /**
   * The file this one replaces (its SHA-256; null: none). The manifest is written before its file, so a
   * stop between the two leaves this file in place: a stopped commit, not damage, which the next run
   * does again.
   */
  replaces: sha256Hex.nullable(),
  spans: z.array(manifestSpanSchema),
  writtenAt: z.iso.datetime(),
});
export type Manifest = z.infer<typeof manifestSchema>;

export const sha256Of = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

/** The ids' hash the manifest records, from the rows' `id` values in order. */
export function idsSha256Of(ids: Iterable<unknown>): string {
  const hash = createHash('sha256');
  for (const id of ids) hash.update(`${id === null || id === undefined ? '' : String(id)}\n`);
  return hash.digest('hex');
}

/** The manifest of a file about to be written (`bytes` null: the partition keeps no file). */
export function manifestOf(job: {
  rows: readonly Row[];
  bytes: Uint8Array | null;
  replaces: string | null;
  spans: ManifestSpan[];
}): Manifest {
  return {
    version: 1,
    file: 'data.parquet',
    rows: job.rows.length,
    size: job.bytes?.byteLength ?? 0,
    sha256: job.bytes ? sha256Of(job.bytes) : null,
    idsSha256: idsSha256Of(job.rows.map((row) => row.id)),
    replaces: job.replaces,
    spans: job.spans,
    writtenAt: new Date().toISOString(),
  };
}

export const manifestText = (manifest: Manifest) => JSON.stringify(manifest, null, 2) + '\n';

/** The manifest at `path`; null when there is none; 'unreadable' when the file is not one. */
export async function readManifest(path: string): Promise<Manifest | null | 'unreadable'> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    if (e instanceof Error && 'code' in e && e.code === 'ENOENT') return null;
    return 'unreadable';
  }
  try {
    const parsed = manifestSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

/** A fetch as a partition records it: its span, when it was asked (the wall clock) and its pages. */
export interface FetchRecord {
  span: Span;
  fetchedAtMs: number;
  pages: ManifestSpan['pages'];
}

const recordOf = (span: Span, fetchedAt: string, pages: ManifestSpan['pages']): ManifestSpan => ({
  startDate: formatWallClock(span.startMs),
  endDate: formatWallClock(span.endMs),
  fetchedAt,
  pages,
});

/**
 * A partition's fetches once `fetched` is committed into it (as `afterFetch` cuts the state's segments):
 * the older ones less what it covers, then it, cut to the partition's span `part`, in order of time.
 */
export function spansAfter(older: readonly ManifestSpan[], fetched: FetchRecord, part: Span): ManifestSpan[] {
  const kept = older.flatMap((s) =>
    subtract(spanOf(s), [fetched.span]).map((left) => recordOf(left, s.fetchedAt, s.pages)),
  );
  const mine = intersect(fetched.span, part);
  const added = mine ? [recordOf(mine, formatWallClock(fetched.fetchedAtMs), fetched.pages)] : [];
  return [...kept, ...added].sort((a, b) => a.startDate.localeCompare(b.startDate));
}
