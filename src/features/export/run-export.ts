import { csvBody, csvHead, CSV_TYPE } from './csv-parts';
import { rowsOfJob, type ExportJob } from './export-job';
import { createExportOutbox } from './export-outbox';
import { xlsxStart } from './xlsx-start';
import { createCsvSession } from './csv-session';
import { createXlsxSession } from './xlsx-session';
import { columnRoles, OWN_COLUMN, type MaskAs, type MaskCounts } from '../../core/personal-data';
import { fromWorkerSchema, type FromWorker, type MaskStart, type ToWorker } from './worker-protocol';

/** Below this many rows the page writes the file itself: a worker's start-up costs more. */
export const INLINE_LIMIT = 5_000;

export type ExportFormat = 'csv' | 'xlsx';

/** The page's side of an export worker: a real Worker in the browser, the same session in-process in tests. */
export interface ExportWorkerPort {
  /** `transfer`: typed-array buffers handed over without a copy. */
  post(message: ToWorker, transfer?: Transferable[]): void;
  onMessage(listener: (data: unknown) => void): void;
  onError(listener: (message: string) => void): void;
  terminate(): void;
}

export interface ExportOptions {
  onProgress?: (written: number, total: number) => void;
  signal?: AbortSignal;
  /** Tests pass an in-process port; the app uses the module worker. */
  createWorker?: () => ExportWorkerPort;
  /** The workbook's language (sheet names, About sheet). */
  language?: 'en' | 'es';
  /** Personal data masked, as its kind or a pseudonym; `identifiers`: columns the user marked as such. */
  mask?: { as: MaskAs; identifiers?: readonly string[] } | undefined;
  /** What masking did, once the file is made. */
  onMasked?: (counts: MaskCounts) => void;
}

function moduleWorker(format: ExportFormat): ExportWorkerPort {
  // Two literal URLs: the bundler finds a worker by its `new URL(..., import.meta.url)` in the source.
  const worker =
    format === 'csv'
      ? new Worker(new URL('./csv-worker.ts', import.meta.url), { type: 'module' })
      : new Worker(new URL('./xlsx-worker.ts', import.meta.url), { type: 'module' });
  return {
    post: (m, transfer) => worker.postMessage(m, transfer ?? []),
    onMessage: (listener) =>
      worker.addEventListener('message', (e: MessageEvent<unknown>) => listener(e.data)),
    onError: (listener) =>
      worker.addEventListener('error', (e) => listener(e.message || 'The export worker failed.')),
    terminate: () => worker.terminate(),
  };
}

/** A session run on this thread, answering as the worker would: for small exports. */
function inPagePort(format: ExportFormat): ExportWorkerPort {
  const handle = format === 'csv' ? createCsvSession() : createXlsxSession();
  const listeners: ((data: unknown) => void)[] = [];
  return {
    post: (m) => void Promise.resolve(handle(m)).then((answer) => listeners.forEach((l) => l(answer))),
    onMessage: (l) => listeners.push(l),
    onError: () => {},
    terminate: () => {},
  };
}

/** The CSV of a job as a Blob: in the page for small jobs, else in a worker, rows posted in chunks. */
export async function buildCsv(job: ExportJob, options: ExportOptions = {}): Promise<Blob> {
  const headers = job.columns.map((c) => c.csvHeader ?? c.header);
  const keys = job.columns.map((c) => c.key);
  const createWorker =
    options.createWorker ?? (typeof Worker === 'undefined' ? null : () => moduleWorker('csv'));
  if (options.mask && (job.length <= INLINE_LIMIT || createWorker === null))
    // Masking goes through the worker's session, on this thread for a small export: one code path.
    return runPort(() => inPagePort('csv'), job, undefined, options);
  if (job.length <= INLINE_LIMIT || createWorker === null) {
    const blob = new Blob([csvHead(headers), csvBody(rowsOfJob(job, 0, job.length), keys)], {
      type: CSV_TYPE,
    });
    options.onProgress?.(job.length, job.length);
    return blob;
  }
  return runPort(createWorker, job, undefined, options);
}

/** The workbook of a job as a Blob: the same rows and columns as the CSV, with typed cells. */
export function buildXlsx(job: ExportJob, options: ExportOptions = {}): Promise<Blob> {
  const inPage = job.length <= INLINE_LIMIT || typeof Worker === 'undefined';
  const createWorker =
    options.createWorker ?? (inPage ? () => inPagePort('xlsx') : () => moduleWorker('xlsx'));
  return runPort(createWorker, job, xlsxStart(job, options.language ?? 'en'), options);
}

/** A task of its own: the press that started an export only shows that it runs (export-buttons.tsx). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function runPort(
  createWorker: () => ExportWorkerPort,
  job: ExportJob,
  xlsx: Extract<ToWorker, { type: 'start' }>['xlsx'],
  options: ExportOptions,
): Promise<Blob> {
  await nextTask();
  const worker = createWorker();
  try {
    return await viaWorker(worker, job, xlsx, options);
  } finally {
    worker.terminate();
  }
}

function viaWorker(
  worker: ExportWorkerPort,
  job: ExportJob,
  xlsx: Extract<ToWorker, { type: 'start' }>['xlsx'],
  { onProgress, signal, mask, onMasked }: ExportOptions,
): Promise<Blob> {
  // The CSV keeps its machine header in every language; a workbook is read by people: the page's.
  const headers = job.columns.map((c) => (xlsx ? c.header : (c.csvHeader ?? c.header)));
  const shown = job.columns.map((c) => c.key);
  const masking = mask ? maskStart(shown, mask) : undefined;
  // The row's own identifier goes along when its column is not shown: the texts are masked by it.
  const keys = masking?.own === shown.length ? [...shown, OWN_COLUMN] : shown;
  return new Promise<Blob>((resolve, reject) => {
    const dictionaries = keys.map((k) => job.codesOf?.(k) ?? null);
    const outbox = createExportOutbox(job, keys, dictionaries, {
      type: 'start',
      headers,
      // Every coded column's values came ahead.
      distinct: dictionaries.map((d) => (d ? [] : null)),
      ...(xlsx ? { xlsx } : {}),
      ...(masking ? { mask: masking } : {}),
    });
    // Every message but 'end' is answered, and at most two wait for their answer: neither side queues
    // unbounded memory. What each message in flight was: a chunk of rows' answer is progress.
    const awaiting: ('rows' | 'other')[] = [];
    const post = (m: ToWorker, transfer?: Transferable[]) => {
      worker.post(m, transfer);
      if (m.type !== 'end') awaiting.push(m.type === 'rows' ? 'rows' : 'other');
    };
    const pump = () => {
      while (awaiting.length < 2 && !outbox.ended) outbox.next(post);
    };
    const onAbort = () => reject(new DOMException('Export cancelled', 'AbortError'));
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.onError((message) => reject(new Error(message)));
    worker.onMessage((data) => {
      const parsed = fromWorkerSchema.safeParse(data);
      if (!parsed.success) return reject(new Error('The export worker answered something unexpected.'));
      const m: FromWorker = parsed.data;
      if (m.type === 'error') return reject(new Error(m.message));
      if (m.type === 'done') {
        if (m.masking) onMasked?.(m.masking);
        return resolve(m.blob);
      }
      if (awaiting.shift() === 'rows') onProgress?.(m.written, job.length);
      if (!signal?.aborted) pump();
    });
    pump();
  });
}

/** What the worker is told to mask: each shown column's part, and where the row's identifier comes. */
function maskStart(keys: readonly string[], mask: NonNullable<ExportOptions['mask']>): MaskStart {
  const roles = columnRoles(keys, mask.identifiers);
  const own = keys.indexOf(OWN_COLUMN);
  const needsOwn = roles.includes('text');
  return { as: mask.as, roles, own: own >= 0 ? own : needsOwn ? keys.length : null };
}
