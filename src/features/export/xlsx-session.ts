import {
  XLSX_LABELS,
  XlsxWriter,
  type BlockDeflater,
  type CellWriter,
  type CellXml,
  type ColumnChunk,
  type XlsxColumn,
} from '../../core/xlsx';
import { maskingRows } from '../../core/xlsx';
import { distinctJoiner } from './distinct-ahead';
import { chunkMasker } from './mask-chunk';
import { toWorkerSchema, type FromWorker, type ToWorker, type XlsxStart } from './worker-protocol';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A coded column's distinct values written once: each one's cell XML, width and what cleaning it did. */
interface Written {
  xml: Uint8Array[];
  width: Int32Array;
  cut: Uint8Array;
  removed: Uint32Array;
}

const encoder = new TextEncoder();
const NO_CELL = new Uint8Array(0);

function writeDistinct(values: readonly unknown[], column: XlsxColumn, scratch: CellWriter): Written {
  const out: Written = {
    xml: new Array<Uint8Array>(values.length),
    width: new Int32Array(values.length),
    cut: new Uint8Array(values.length),
    removed: new Uint32Array(values.length),
  };
  values.forEach((v, i) => {
    const { cut, removed } = scratch.tally;
    out.xml[i] = encoder.encode(scratch.cell(v, column));
    out.width[i] = scratch.width;
    out.cut[i] = scratch.tally.cut - cut;
    out.removed[i] = scratch.tally.removed - removed;
  });
  return out;
}

type Rows = Extract<ToWorker, { type: 'rows' }>;

/**
 * The chunk's cells column by column: a coded column looks each code's XML up (and adds what cleaning
 * its value did, once per cell), a column of values writes each one.
 */
function chunkCells(
  m: Rows,
  columns: readonly XlsxColumn[],
  written: readonly (Written | null)[],
  cells: CellWriter,
): ColumnChunk {
  const widths = new Array<number>(columns.length).fill(0);
  const out = columns.map((column, c) => {
    const col = m.columns[c];
    const xml = new Array<CellXml>(m.count);
    let widest = 0;
    if (col === undefined) xml.fill(NO_CELL);
    else if (Array.isArray(col)) {
      for (let r = 0; r < m.count; r++) {
        xml[r] = cells.cell(col[r], column);
        if (cells.width > widest) widest = cells.width;
      }
    } else {
      const dict = written[c];
      for (let r = 0; r < m.count; r++) {
        const code = col[r] ?? 0;
        xml[r] = dict?.xml[code] ?? NO_CELL;
        const w = dict?.width[code] ?? 0;
        if (w > widest) widest = w;
        if (dict && (dict.cut[code] || dict.removed[code])) {
          cells.tally.cut += dict.cut[code] ?? 0;
          cells.tally.removed += dict.removed[code] ?? 0;
        }
      }
    }
    widths[c] = widest;
    return xml;
  });
  return { cells: out, widths };
}

const columnsOf = (headers: readonly string[], x: XlsxStart): XlsxColumn[] =>
  headers.map((header, i) => {
    const labels = x.labels[i];
    const numbered = labels
      ? Object.fromEntries(Object.entries(labels).map(([k, v]) => [Number(k), v]))
      : undefined;
    return { header, kind: x.kinds[i] ?? 'value', ...(numbered ? { labels: numbered } : {}) };
  });

/** The zip's last byte written (or a block that failed): what 'end' waits for. Node 20 has no Promise.withResolvers. */
function zipEnd() {
  let resolve = () => {};
  let reject: (e: unknown) => void = () => {};
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  // Nothing may wait on a failure nobody asked about yet: 'end' reads it.
  promise.catch(() => {});
  return { promise, resolve, reject };
}

// Blocks a sheet may have out on other threads before a chunk of rows is acknowledged: enough to keep
// every deflating thread busy while this one writes the next chunk, few enough to bound the memory.
const BLOCKS_AHEAD = 4;

/**
 * What the workbook worker does with each message, apart from the worker itself, so a test drives the
 * same code in Node. The zip's output of each chunk of rows leaves the worker's heap at once as a Blob.
 * With a `deflater` the sheet's blocks are deflated on other threads; messages are then answered in order,
 * each once its work is done.
 */
export function createXlsxSession(deflater?: BlockDeflater): (data: unknown) => Promise<FromWorker> {
  let writer: XlsxWriter | null = null;
  let columns: XlsxColumn[] = [];
  let written: (Written | null)[] = [];
  let parts: Blob[] = [];
  let pending: Uint8Array<ArrayBuffer>[] = [];
  let ended = zipEnd();
  let masking: ReturnType<typeof chunkMasker> | null = null;
  let labels = XLSX_LABELS.en;
  const ahead = distinctJoiner();
  const flush = () => {
    if (pending.length > 0) parts.push(new Blob(pending));
    pending = [];
  };
  const start = (m: Extract<ToWorker, { type: 'start' }>): FromWorker => {
    if (!m.xlsx) return { type: 'error', message: 'The Excel worker was started without its columns.' };
    labels = XLSX_LABELS[m.xlsx.language];
    columns = columnsOf(m.headers, m.xlsx);
    parts = [];
    pending = [];
    ended = zipEnd();
    const distinct = ahead.join(m.distinct);
    masking = m.mask ? chunkMasker(m.mask, m.headers, distinct) : null;
    writer = new XlsxWriter({
      columns,
      labels,
      about: m.xlsx.about,
      timeZone: m.xlsx.timeZone,
      onData: (chunk, final) => {
        pending.push(chunk);
        if (final) ended.resolve();
      },
      ...(deflater ? { deflater, onError: (e: unknown) => ended.reject(e) } : {}),
    });
    written = distinct.map((values, c) => {
      const column = columns[c];
      return values && column && writer ? writeDistinct(values, column, writer.sharedCells) : null;
    });
    return { type: 'progress', written: 0 };
  };
  const step = async (data: unknown): Promise<FromWorker> => {
    const parsed = toWorkerSchema.safeParse(data);
    if (!parsed.success)
      return { type: 'error', message: 'The Excel worker received a message it does not understand.' };
    const m = parsed.data;
    if (m.type === 'distinct') {
      ahead.add(m);
      return { type: 'progress', written: 0 };
    }
    if (m.type === 'start') return start(m);
    if (!writer) return { type: 'error', message: 'The Excel worker received rows before its start.' };
    const w = writer;
    if (m.type === 'rows') {
      w.addRows(m.count, chunkCells(masking ? masking.chunkValues(m) : m, columns, written, w.cells));
      await w.settled(BLOCKS_AHEAD);
      flush();
      return { type: 'progress', written: w.rows };
    }
    w.end(masking ? maskingRows(masking.counts, labels) : []);
    await ended.promise;
    flush();
    const blob = new Blob(parts, { type: XLSX_TYPE });
    parts = [];
    writer = null;
    return { type: 'done', blob, ...(masking ? { masking: masking.counts } : {}) };
  };
  let queue: Promise<unknown> = Promise.resolve();
  return (data) => {
    const answer = queue.then(() =>
      step(data).catch((e: unknown): FromWorker => ({
        type: 'error',
        message: e instanceof Error ? e.message : String(e),
      })),
    );
    queue = answer;
    return answer;
  };
}
