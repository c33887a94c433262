// The maintained library the writer was measured against: ExcelJS's streaming WorkbookWriter, given the
// same rows and the same cell types (date-times as Date values of the grid's wall clock, percentages with
// a number format, labels as text), writing into a counting stream. Node only: its streaming writer is
// built on Node streams.
import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { rowsOfJob, type ExportJob } from '../src/features/export/export-job';

export async function excelJsWrite(job: ExportJob): Promise<{ ms: number; size: number }> {
  let size = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done();
    },
  });
  const t0 = performance.now();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: sink,
    useStyles: true,
    useSharedStrings: true,
  });
  const sheet = book.addWorksheet('Rows', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = job.columns.map((c) => ({
    header: c.header,
    key: c.key,
    style:
      c.kind === 'date' ? { numFmt: 'yyyy-mm-dd hh:mm:ss' } : c.kind === 'percent' ? { numFmt: '0.0%' } : {},
  }));
  const cell = (value: unknown, c: ExportJob['columns'][number]): ExcelJS.CellValue => {
    if (value === null || value === undefined) return null;
    if (c.kind === 'date' && typeof value === 'string') {
      const ms = Date.parse(value);
      return new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
    }
    if (c.kind === 'label' && typeof value === 'number') return c.labels?.[value] ?? `Unknown (${value})`;
    if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string') return value;
    return JSON.stringify(value);
  };
  for (let from = 0; from < job.length; from += 4_000) {
    for (const row of rowsOfJob(job, from, from + 4_000))
      sheet.addRow(job.columns.map((c) => cell(row[c.key], c))).commit();
  }
  sheet.commit();
  await book.commit();
  return { ms: performance.now() - t0, size };
}
