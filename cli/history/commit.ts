import { rm, rmdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { DAY_MS, formatWallClock } from '../../src/core/dates';
import { afterFetch, serviceWallMs, type Span } from '../../src/core/history';
import { dayFile, stagingFolder } from '../../warehouse/layout';
import type { Progress } from '../progress';
import { spanOf } from '../../warehouse/spans';
import { readDay, writeDay } from '../../warehouse/history/day-file';
import type { MaskPlan } from '../extract-plan';
import { maskedPage } from '../output/masked-page';
import { dayOf, outsideSpan } from '../../warehouse/history/row-time';
import { readNdjson, splitByDay, type StagedDays } from '../../warehouse/history/staged-rows';
import {
  manifestPathOf,
  readManifest,
  spansAfter,
  type ManifestSpan,
} from '../../warehouse/history/manifest';
import { readCursorLog } from './cursor-log';
import {
  segmentRecordsOf,
  storedSegmentsOf,
  writeHistoryState,
  type HistoryState,
} from '../../warehouse/history/state';

/** A day's span of the wall clock. */
const daySpanOf = (at: number): Span => ({ startMs: at, endMs: at + DAY_MS - 1000 });

/** The fetches a day's manifest records; none without one (the run's first check adopted or dropped it). */
async function olderSpans(path: string): Promise<ManifestSpan[]> {
  const manifest = await readManifest(manifestPathOf(path));
  return manifest && manifest !== 'unreadable' ? manifest.spans : [];
}

/**
 * Each day the span touches rebuilt from its file's rows outside the span and the span's rows of that
 * day, with its manifest (the fetches its rows come from, the new one with its pages and their cursors).
 */
async function rebuildDays(
  job: CommitJob,
  span: Span,
  staged: StagedDays,
  fetchedAtMs: number,
  staging: string,
): Promise<number> {
  const cursors = await readCursorLog(staging);
  let days = 0;
  for (let at = Math.floor(span.startMs / DAY_MS) * DAY_MS; at <= span.endMs; at += DAY_MS) {
    const day = dayOf(at);
    const path = dayFile(job.history, day);
    const old = await readDay(path);
    const spill = staged.days.get(day);
    const kept = (old ?? []).filter(outsideSpan(span));
    const fetched = spill ? maskedPage(await readNdjson(spill), job.mask).rows : [];
    const pages = (staged.pages.get(day) ?? []).map((page) => ({ page, cursor: cursors.get(page) ?? null }));
    const spans = spansAfter(await olderSpans(path), { span, fetchedAtMs, pages }, daySpanOf(at));
    // Every day of the span gets its manifest, one without rows too: a day the history holds always has one.
    await writeDay(path, { rows: [...kept, ...fetched], dialogs: job.dialogs, mask: job.mask, spans });
    if (old !== null || spill) days++;
  }
  return days;
}

export interface CommitJob {
  history: string;
  state: HistoryState;
  /** The service's UTC offset as assumed before any row said it. */
  assumedOffsetMs: (at: number) => number;
  dialogs: boolean;
  /** Personal data masked in the rows fetched, under the run's key; the rows kept are masked already. */
  mask: (MaskPlan & { key: Uint8Array }) | null;
  progress: Progress;
}

/**
 * A whole fetched span put in place: each day it touches is rebuilt from its file's rows outside the span
 * and the span's rows of that day, and replaced in one rename; then the state records the new segment
 * (older ones lose what it covers) and forgets the pending fetch; then the staging goes. A stop anywhere
 * leaves the old days or the new ones, each whole, and the state still pending: run again, the commit is
 * done again from the staged pages and comes out the same.
 */
export async function commitPending(job: CommitJob): Promise<HistoryState> {
  const { history, state, progress } = job;
  const pending = state.pending;
  if (!pending) return state;
  const window = { startDate: pending.startDate, endDate: pending.endDate };
  const span = spanOf(window);
  const staging = stagingFolder(history, window);
  const staged = await splitByDay(staging, span);
  if (staged.outside > 0)
    progress({
      event: 'note',
      message: `${staged.outside} row(s) had no readable date or one outside ${window.startDate} .. ${window.endDate}, the range asked: left out (a row belongs to the range that holds its date).`,
    });

  // Settled is read on the service's wall clock: its zone is the one its rows carry.
  const askedAt = Date.parse(pending.askedAt);
  const offsetMs =
    staged.latest?.offsetMs ??
    (state.offsetMinutes !== null ? state.offsetMinutes * 60_000 : job.assumedOffsetMs(askedAt));
  const fetchedAtMs = serviceWallMs(askedAt, offsetMs / 60_000);
  if (staged.latest && staged.latest.wallMs > fetchedAtMs + 60_000)
    progress({
      event: 'note',
      message: `Rows are dated up to ${formatWallClock(staged.latest.wallMs)}, after the service's "now" as this machine's clock reads it (${formatWallClock(fetchedAtMs)}): this machine's clock is behind the service's.`,
    });

  const days = await rebuildDays(job, span, staged, fetchedAtMs, staging);

  const fetched = { id: 'fetched', ...span, fetchedAtMs, rows: staged.rows };
  const next: HistoryState = {
    ...state,
    offsetMinutes: Math.round(offsetMs / 60_000),
    segments: segmentRecordsOf(afterFetch(storedSegmentsOf(state), fetched).kept),
    pending: null,
  };
  await writeHistoryState(history, next);
  await rm(staging, { recursive: true, force: true });
  await rmdir(dirname(staging)).catch(() => undefined); // the staging root, once empty
  progress({ event: 'committed', window, days, rows: staged.rows });
  return next;
}
