import type { ReportingClient } from '../../src/api/client-contract';
import type { ReportQuery } from '../../src/api/types';
import { readCheckpoint } from '../checkpoint';
import { extractWindow } from '../extract-window';
import { cursorLogOf } from './cursor-log';
import type { ExtractSource } from '../output/page-context';
import type { Progress } from '../progress';
import { withQuotaWaits } from '../quota-wait';
import type { ServiceRange } from '../../src/core/dates';

export interface SpanJob {
  client: () => Promise<ReportingClient>;
  /** The span's staging folder. */
  folder: string;
  window: ServiceRange;
  query: ReportQuery;
  source: ExtractSource;
  waitForQuota: boolean;
  signal: AbortSignal;
  progress: Progress;
}

/**
 * One span paged to its end into its staging folder, as the window of a range is (`extractWindow`): a
 * page a file, then the checkpoint, so a stop loses at most the page in flight and no stored page is asked
 * again. Pages are staged as NDJSON, the rows exactly as sent, until the span is whole.
 */
export async function fetchSpan(job: SpanJob): Promise<void> {
  const { folder, signal, progress } = job;
  if ((await readCheckpoint(folder))?.done) return;
  const client = await job.client();
  await withQuotaWaits(
    async () =>
      void (await extractWindow({
        client,
        folder,
        window: job.window,
        query: job.query,
        format: 'ndjson',
        source: job.source,
        // Staged as sent, unmasked: a history masks a span as it goes into its days (commit.ts), and the
        // staging folder holds it only until then (docs/personal-data.md).
        mask: null,
        checkpoint: await readCheckpoint(folder),
        cursorLog: cursorLogOf(folder),
        signal,
        progress,
      })),
    { wait: job.waitForQuota, signal, progress },
  );
}
