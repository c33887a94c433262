import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Row } from '../../src/core/contract';
import { formatWallClock } from '../../src/core/dates';
import { overlaps, spanRange } from '../../src/core/history';
import { readNdjson } from '../history/staged-rows';
import { parquetOf } from '../parquet/parquet';
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
  for (const name of (await readdir(job.staging)).filter((n) => n.endsWith('.ndjson')).sort())
    rows.push(...(await readNdjson(join(job.staging, name))));
  const files = { ...state.files };
  const left = state.segments.filter((s) => !overlaps(spanOfSegment(s), span));
  for (const gone of state.segments.filter((s) => !left.includes(s))) {
    swap.remove(partFile(history, segmentPart(gone)));
    delete files[segmentPart(gone)];
  }
  const range = spanRange(span);
  const part = segmentPart(range);
  // A span the service answered with no row is kept too (nothing to ask again), without a file.
  if (rows.length > 0)
    files[part] = await swap.prepare(
      partFile(history, part),
      parquetOf(rows, false, { exact: true, rowGroupSize: pageRows }),
      rows.length,
    );
  const segment = {
    ...range,
    fetchedAt: formatWallClock(job.askedAtMs),
    rows: rows.length,
    bytes: job.bytes,
  };
  const segments = [...left, segment].sort((a, b) => a.startDate.localeCompare(b.startDate));
  return { ...state, segments, files };
}
