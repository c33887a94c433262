// The workbook of an export job through the worker's code path in Node (page side, structured clone of
// each message, the worker's session), with the worker side's peak memory sampled after each chunk.
import { columnsOfChunk, indicesOfJob, type ExportJob } from '../src/features/export/export-job';
import { createXlsxSession } from '../src/features/export/xlsx-session';
import { xlsxStart } from '../src/features/export/xlsx-start';
import { createCsvSession } from '../src/features/export/csv-session';
import { createDeflatePool, type DeflaterPort } from '../src/features/export/deflate-pool';
import { Worker } from 'node:worker_threads';
import { columnRoles, OWN_COLUMN } from '../src/core/personal-data';
import type { MaskStart } from '../src/features/export/worker-protocol';

const CHUNK = 4_000;

/** Heap and array buffers in use after a full collection (bench runs with --expose-gc). */
export function usedBytes(): number {
  globalThis.gc?.();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
}

/** A deflating thread on worker_threads, as the workbook worker starts module workers in the browser. */
function threadDeflater(): DeflaterPort {
  const worker = new Worker(new URL('./deflate-thread.mjs', import.meta.url));
  return {
    post: (m, transfer) => worker.postMessage(m, transfer),
    onMessage: (listener) => worker.on('message', listener),
    terminate: () => void worker.terminate(),
  };
}

/** Masking as the export controls ask it ("Mask personal data", "Kind") for a job's columns. */
export function maskOf(job: ExportJob): MaskStart {
  const keys = job.columns.map((c) => c.key);
  const own = keys.indexOf(OWN_COLUMN);
  return { as: 'kind', roles: columnRoles(keys), own: own >= 0 ? own : null };
}

/**
 * The export of a job; with `threads`, the workbook's sheet is deflated by that many threads; with `mask`,
 * personal data masked.
 */
export async function driveSession(
  job: ExportJob,
  format: 'csv' | 'xlsx',
  { sampleEvery = 0, threads = 0, mask = null as MaskStart | null } = {},
): Promise<{ ms: number; size: number; blob: Blob | null; peakBytes: number }> {
  const pool = threads > 0 ? createDeflatePool(threadDeflater, threads) : null;
  const keys = job.columns.map((c) => c.key);
  const dictionaries = keys.map((k) => job.codesOf?.(k) ?? null);
  const base = sampleEvery > 0 ? usedBytes() : 0;
  let peak = 0;
  const t0 = performance.now();
  const handle = format === 'csv' ? createCsvSession() : createXlsxSession(pool?.deflate);
  await handle(
    structuredClone({
      type: 'start',
      headers: job.columns.map((c) => c.header),
      distinct: dictionaries.map((d) => (d ? [...d.distinct] : null)),
      ...(format === 'xlsx' ? { xlsx: xlsxStart(job, 'en') } : {}),
      ...(mask ? { mask } : {}),
    }),
  );
  let n = 0;
  for (let from = 0; from < job.length; from += CHUNK) {
    const indices = indicesOfJob(job, from, from + CHUNK);
    await handle(
      structuredClone({
        type: 'rows',
        count: indices.length,
        columns: columnsOfChunk(job, keys, dictionaries, indices),
      }),
    );
    if (sampleEvery > 0 && ++n % sampleEvery === 0) peak = Math.max(peak, usedBytes() - base);
  }
  const done = await handle({ type: 'end' });
  const ms = performance.now() - t0;
  pool?.close();
  const blob = done.type === 'done' ? done.blob : null;
  return { ms, size: blob?.size ?? 0, blob, peakBytes: peak };
}
