import {
  XLSX_LABELS,
  XlsxWriter,
  type CellWriter,
  type CellXml,
  type ColumnChunk,
  type XlsxColumn,
} from '../../core/xlsx';
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

/**
 * What the workbook worker does with each message, apart from the worker itself, so a test drives the
 * same code in Node. The zip's output of each chunk of rows leaves the worker's heap at once as a Blob.
 */
export function createXlsxSession() {
  let writer: XlsxWriter | null = null;
  let columns: XlsxColumn[] = [];
  let written: (Written | null)[] = [];
  let parts: Blob[] = [];
  let pending: Uint8Array<ArrayBuffer>[] = [];
  const flush = () => {
    if (pending.length > 0) parts.push(new Blob(pending));
    pending = [];
  };
  return (data: unknown): FromWorker => {
    const parsed = toWorkerSchema.safeParse(data);
    if (!parsed.success)
      return { type: 'error', message: 'The Excel worker received a message it does not understand.' };
    const m = parsed.data;
    try {
      if (m.type === 'start') {
        if (!m.xlsx) return { type: 'error', message: 'The Excel worker was started without its columns.' };
        const labels = XLSX_LABELS[m.xlsx.language];
        columns = columnsOf(m.headers, m.xlsx);
        parts = [];
        pending = [];
        writer = new XlsxWriter({
          columns,
          labels,
          about: m.xlsx.about,
          timeZone: m.xlsx.timeZone,
          onData: (chunk) => pending.push(chunk),
        });
        written = m.distinct.map((values, c) => {
          const column = columns[c];
          return values && column && writer ? writeDistinct(values, column, writer.sharedCells) : null;
        });
        return { type: 'progress', written: 0 };
      }
      if (!writer) return { type: 'error', message: 'The Excel worker received rows before its start.' };
      const w = writer;
      if (m.type === 'rows') {
        w.addRows(m.count, chunkCells(m, columns, written, w.cells));
        flush();
        return { type: 'progress', written: w.rows };
      }
      w.end();
      flush();
      const blob = new Blob(parts, { type: XLSX_TYPE });
      parts = [];
      writer = null;
      return { type: 'done', blob };
    } catch (e) {
      return { type: 'error', message: e instanceof Error ? e.message : String(e) };
    }
  };
}
