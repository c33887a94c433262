// The workbook of an export job through the worker's code path in Node (page side, structured clone of
// each message, the worker's session), with the worker side's peak memory sampled after each chunk.
import { columnsOfChunk, indicesOfJob, type ExportJob } from '../src/features/export/export-job';
import { createXlsxSession } from '../src/features/export/xlsx-session';
import { xlsxStart } from '../src/features/export/xlsx-start';
import { createCsvSession } from '../src/features/export/csv-session';

const CHUNK = 4_000;

/** Heap and array buffers in use after a full collection (bench runs with --expose-gc). */
export function usedBytes(): number {
  globalThis.gc?.();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
}

export function driveSession(
  job: ExportJob,
  format: 'csv' | 'xlsx',
  sampleEvery = 0,
): { ms: number; size: number; blob: Blob | null; peakBytes: number } {
  const keys = job.columns.map((c) => c.key);
  const dictionaries = keys.map((k) => job.codesOf?.(k) ?? null);
  const base = sampleEvery > 0 ? usedBytes() : 0;
  let peak = 0;
  const t0 = performance.now();
  const handle = format === 'csv' ? createCsvSession() : createXlsxSession();
  handle(
    structuredClone({
      type: 'start',
      headers: job.columns.map((c) => c.header),
      distinct: dictionaries.map((d) => (d ? [...d.distinct] : null)),
      ...(format === 'xlsx' ? { xlsx: xlsxStart(job, 'en') } : {}),
    }),
  );
  let n = 0;
  for (let from = 0; from < job.length; from += CHUNK) {
    const indices = indicesOfJob(job, from, from + CHUNK);
    handle(
      structuredClone({
        type: 'rows',
        count: indices.length,
        columns: columnsOfChunk(job, keys, dictionaries, indices),
      }),
    );
    if (sampleEvery > 0 && ++n % sampleEvery === 0) peak = Math.max(peak, usedBytes() - base);
  }
  const done = handle({ type: 'end' });
  const ms = performance.now() - t0;
  const blob = done.type === 'done' ? done.blob : null;
  return { ms, size: blob?.size ?? 0, blob, peakBytes: peak };
}
