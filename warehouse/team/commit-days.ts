import { DAY_MS } from '../../src/core/dates';
import type { Row } from '../../src/core/contract';
import { afterFetch, type Span } from '../../src/core/history';
import { byTime } from '../history/day-file';
import { dayOf, outsideSpan } from '../history/row-time';
import { readNdjson, splitByDay } from '../history/staged-rows';
import { parquetOf } from '../parquet/parquet';
import {
  manifestOf,
  manifestPathOf,
  manifestText,
  readManifest,
  spansAfter,
  type ManifestSpan,
} from '../history/manifest';
import { readPart } from './part-files';
import type { Swap } from './swap';
import { dayPart, FILE_MODE, partFile } from './team-layout';
import { recordsOf, storedOf, withoutSpan, type TeamState } from './team-state';

export interface SpanCommit {
  history: string;
  state: TeamState;
  /** The writer's pages, `page-00000.ndjson` and on. */
  staging: string;
  span: Span;
  askedAtMs: number;
  /** The service's JSON bytes of the span's pages. */
  bytes: number;
  swap: Swap;
  /** A part found damaged on the way: its rows outside the span are lost, its segments cut. */
  damaged: (part: string) => void;
}

const daySpan = (at: number): Span => ({ startMs: at, endMs: at + DAY_MS - 1000 });

/** The rows a day keeps (its file's rows outside the span, the span's rows of that day), and its fetches. */
async function dayRows(
  job: SpanCommit,
  at: number,
  spill: string | undefined,
): Promise<{ rows: Row[]; older: ManifestSpan[] } | null> {
  const part = dayPart(dayOf(at));
  const known = job.state.files[part];
  if (!known && !spill) return null;
  let old: Row[] = [];
  let older: ManifestSpan[] = [];
  if (known) {
    const path = partFile(job.history, part);
    const file = await readPart(path, known);
    if (file) {
      old = await file.rows(0, file.rowCount);
      const manifest = await readManifest(manifestPathOf(path));
      older = manifest && manifest !== 'unreadable' ? manifest.spans : [];
    } else {
      job.damaged(part);
      job.state = { ...job.state, segments: withoutSpan(job.state, daySpan(at)) };
    }
  }
  const fetched = spill ? await readNdjson(spill) : [];
  return { rows: [...old.filter(outsideSpan(job.span)), ...fetched].sort(byTime), older };
}

/**
 * Rows per row group of a day's file: a page read back (read-page.ts) decodes only the groups it falls in,
 * not the whole day, which readers asking at once would each hold in memory.
 */
const ROW_GROUP_ROWS = 1_000;

/** A day's file and its manifest (first: see warehouse/history/day-file.ts) prepared in the swap. */
async function prepareDay(job: SpanCommit, part: string, rows: Row[], spans: ManifestSpan[]) {
  const path = partFile(job.history, part);
  const bytes = parquetOf(rows, true, { exact: true, rowGroupSize: ROW_GROUP_ROWS });
  const replaces = job.state.files[part]?.sha256 ?? null;
  const manifest = manifestOf({ rows, bytes, replaces, spans });
  await job.swap.prepare(manifestPathOf(path), manifestText(manifest), 0);
  return job.swap.prepare(path, bytes, rows.length);
}

/**
 * A dated report's span put in its days (as the command line's commit does): each day it touches is
 * rebuilt from the day's rows outside the span and the span's rows of that day, one day in memory at a
 * time, into the swap; the state then records the new segment under afterFetch (older segments lose what
 * it covers, so none overlap). Rows dated outside the span, or not at all, are left out.
 */
export async function commitDays(job: SpanCommit): Promise<TeamState> {
  const { history, span, swap } = job;
  const staged = await splitByDay(job.staging, span, FILE_MODE);
  const files = { ...job.state.files };
  for (let at = Math.floor(span.startMs / DAY_MS) * DAY_MS; at <= span.endMs; at += DAY_MS) {
    const part = dayPart(dayOf(at));
    const day = await dayRows(job, at, staged.days.get(dayOf(at)));
    if (day === null) continue;
    if (day.rows.length === 0) {
      swap.remove(partFile(history, part));
      swap.remove(manifestPathOf(partFile(history, part)));
      delete files[part];
    } else {
      const pages = (staged.pages.get(dayOf(at)) ?? []).map((page) => ({ page, cursor: null }));
      const fetched = { span, fetchedAtMs: job.askedAtMs, pages };
      files[part] = await prepareDay(job, part, day.rows, spansAfter(day.older, fetched, daySpan(at)));
    }
  }
  const state = job.state;
  const fetched = { id: 'fetched', ...span, fetchedAtMs: job.askedAtMs, rows: staged.rows };
  const origin = (id: string) =>
    id === 'fetched' ? { rows: staged.rows, bytes: job.bytes } : state.segments[Number(id.split('.')[0])];
  const { kept } = afterFetch(storedOf(state), fetched);
  return {
    ...state,
    offsetMinutes: staged.latest ? Math.round(staged.latest.offsetMs / 60_000) : state.offsetMinutes,
    segments: recordsOf(
      kept,
      (id) => origin(id)?.bytes ?? 0,
      (id) => origin(id)?.rows ?? 0,
    ),
    files,
  };
}
