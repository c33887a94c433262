import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Row } from '../../src/core/contract';
import { formatWallClock } from '../../src/core/dates';
import { overlaps, spanRange } from '../../src/core/history';
import { pageIndexOf, readNdjson } from '../history/staged-rows';
import { parquetOf } from '../parquet/parquet';
import { manifestOf, manifestPathOf, manifestText } from '../history/manifest';
import type { SpanCommit } from './commit-days';
import { partFile, segmentPart } from './team-layout';
import { spanOfSegment, type TeamState } from './team-state';

/**
 * A report without dated rows keeps each span whole, in a partition of its own, its rows in the order
 * the service gave them; a row group a page, so a page is read without decoding the rest. Rows cannot
 * be cut by time, so an older segment the span overlaps goes whole (the newer fetch wins).
 */
export async function commitWhole(job: SpanCommit, pageRows: number): Promise<TeamState> {
  const { history, span, swap, state } = job;
  const rows: Row[] = [];
  const names = (await readdir(job.staging)).filter((n) => n.endsWith('.ndjson')).sort();
  for (const name of names) rows.push(...(await readNdjson(join(job.staging, name))));
  const files = { ...state.files };
  const left = state.segments.filter((s) => !overlaps(spanOfSegment(s), span));
  for (const gone of state.segments.filter((s) => !left.includes(s))) {
    swap.remove(partFile(history, segmentPart(gone)));
    swap.remove(manifestPathOf(partFile(history, segmentPart(gone))));
    delete files[segmentPart(gone)];
  }
  const range = spanRange(span);
  const part = segmentPart(range);
  // A span the service answered with no row is kept too (nothing to ask again), without a file.
  if (rows.length > 0) {
    const path = partFile(history, part);
    const bytes = parquetOf(rows, false, { exact: true, rowGroupSize: pageRows });
    const pages = names.map((name) => ({ page: pageIndexOf(name), cursor: null }));
    const spans = [{ ...range, fetchedAt: formatWallClock(job.askedAtMs), pages }];
    const manifest = manifestOf({ rows, bytes, replaces: state.files[part]?.sha256 ?? null, spans });
    // The manifest first, as a day's (warehouse/history/day-file.ts).
    await swap.prepare(manifestPathOf(path), manifestText(manifest), 0);
    files[part] = await swap.prepare(path, bytes, rows.length);
  }
  const segment = {
    ...range,
    fetchedAt: formatWallClock(job.askedAtMs),
    rows: rows.length,
    bytes: job.bytes,
  };
  const segments = [...left, segment].sort((a, b) => a.startDate.localeCompare(b.startDate));
  return { ...state, segments, files };
}
