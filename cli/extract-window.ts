import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { ReportingClient } from '../src/api/client-contract';
import { nextCursor } from '../src/api/paging/next-page';
import type { ReportQuery } from '../src/api/types';
import type { Checkpoint } from './checkpoint';
import { writeCheckpoint } from './checkpoint';
import { removeTemporaries, writeAtomic } from '../warehouse/atomic';
import { encodePage, type Format } from './output/formats';
import { maskingSidecar, sidecarName } from '../src/core/personal-data';
import { pageFileName } from './output/layout';
import type { ExtractSource } from './output/page-context';
import { waitProgress, type Progress } from './progress';
import type { ServiceRange } from '../src/core/dates';
import type { MaskPlan } from './extract-plan';
import { maskedPage } from './output/masked-page';
import { logCursor } from './history/cursor-log';

export interface WindowJob {
  client: ReportingClient;
  folder: string;
  window: ServiceRange;
  query: ReportQuery;
  format: Format;
  /** What each page's file may say of where its rows come from. */
  source: ExtractSource;
  /** Personal data masked, under the run's key. */
  mask: (MaskPlan & { key: Uint8Array }) | null;
  checkpoint: Checkpoint | null;
  /** Where the cursor each page was asked with is logged (a history's staging, for its manifests). */
  cursorLog?: string;
  signal: AbortSignal;
  progress: Progress;
}

/**
 * One window paged to its end from where its checkpoint stands. Each page is written to its own file
 * (atomically), then the checkpoint records the cursor of the next one: a stop of any kind loses at most
 * the page in flight, and a page already on disk is never asked again. Returns the pages fetched.
 */
export async function extractWindow(job: WindowJob): Promise<number> {
  const { client, folder, window, query, format, checkpoint, progress } = job;
  await mkdir(folder, { recursive: true });
  await removeTemporaries(folder);
  const resumeFrom =
    checkpoint && checkpoint.pagesDone > 0
      ? {
          query,
          cursor: checkpoint.cursor,
          pagesDone: checkpoint.pagesDone,
          totalPages: checkpoint.totalPages,
        }
      : undefined;
  progress({ event: 'window', window, resumedAtPage: resumeFrom?.pagesDone ?? 0 });
  let state: Checkpoint = checkpoint ?? {
    version: 1,
    query,
    format,
    ...(job.mask ? { mask: job.mask.as } : {}),
    cursor: '',
    pagesDone: 0,
    totalPages: 0,
    rows: 0,
    done: false,
  };
  let fetched = 0;
  const pages = client.pages(query, {
    resumeFrom,
    signal: job.signal,
    onWait: waitProgress(progress),
  });
  for await (const page of pages) {
    fetched++;
    const file = page.rows.length > 0 ? pageFileName(page.index, format) : null;
    if (file) {
      const context = { ...job.source, window, index: page.index, totalPages: page.totalPages };
      const { rows, masking } = maskedPage(page.rows, job.mask);
      const bytes = encodePage(format, rows, {
        ...context,
        fetchedAt: new Date().toISOString(),
        ...(masking ? { masking } : {}),
      });
      // The counts first: a page's file is never there without them.
      if (masking && format !== 'xlsx')
        await writeAtomic(join(folder, sidecarName(file)), maskingSidecar(masking, file));
      await writeAtomic(join(folder, file), bytes);
    }
    // Before the checkpoint moves on: a page kept always has its line.
    if (job.cursorLog) await logCursor(job.cursorLog, page.index, state.cursor);
    const next = nextCursor(page);
    // The last page's checkpoint says the window is whole in the same write: no stop can fall between.
    state = {
      ...state,
      cursor: next ?? '',
      pagesDone: page.index,
      totalPages: page.totalPages,
      rows: state.rows + page.rows.length,
      done: next === null,
    };
    await writeCheckpoint(folder, state);
    progress({
      event: 'page',
      window,
      page: page.index,
      totalPages: page.totalPages,
      rows: page.rows.length,
      rowsSoFar: state.rows,
      file,
    });
  }
  await writeCheckpoint(folder, { ...state, done: true });
  return fetched;
}
