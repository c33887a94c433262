import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { TableModel } from '../../core/table';
import { inProcessWorker, newPortLog } from '../../testing/in-process-worker';
import type { ExportJob } from './export-job';
import { buildXlsx, INLINE_LIMIT } from './run-export';
import { createXlsxSession } from './xlsx-session';

const rows = Array.from({ length: 12_345 }, (_, i) => ({
  id: String(10_000_000_000_000_000n + BigInt(i)),
  n: i % 7 === 0 ? -i - 1 : i / 8,
  text: i % 5 === 0 ? `=cmd ${i}` : `line ${i % 40}\nnext`,
  when: `2026-10-01T${String(i % 24).padStart(2, '0')}:00:${String(i % 60).padStart(2, '0')}Z`,
  part: (i % 3) + 1,
  ok: i % 2 === 0,
  hidden: 'not exported',
}));
const columns: ExportJob['columns'] = [
  { key: 'text', header: 'Text' },
  { key: 'id', header: 'Id' },
  { key: 'n', header: 'N' },
  { key: 'when', header: 'When', kind: 'date' },
  { key: 'part', header: 'Part', kind: 'label', labels: { 1: 'Customer', 2: 'Bot' } },
  { key: 'ok', header: 'OK' },
];

async function read(blob: Blob) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await blob.arrayBuffer());
  const sheet = book.worksheets[0];
  const out: unknown[][] = [];
  sheet?.eachRow({ includeEmpty: true }, (row) => {
    const values = row.values;
    out.push(Array.isArray(values) ? values.slice(1) : []);
  });
  return { book, rows: out };
}

const wallClock = (iso: string) => {
  const ms = Date.parse(iso);
  return new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString();
};

const expectedRow = (i: number) => {
  const r = rows[i];
  if (!r) throw new Error('missing row');
  return [
    r.text,
    r.id,
    r.n,
    wallClock(r.when),
    r.part === 3 ? 'Unknown (3)' : r.part === 1 ? 'Customer' : 'Bot',
    r.ok,
  ];
};
const shown = (row: unknown[] | undefined) => row?.map((v) => (v instanceof Date ? v.toISOString() : v));

describe('Excel export', () => {
  it('writes the rows in view, in view order, with the shown columns and typed cells, through the worker', async () => {
    // The view: every second row, last first (a filter and a descending sort).
    const order = Uint32Array.from({ length: 6_170 }, (_, k) => 12_344 - 2 * k);
    const job: ExportJob = { rows, order, length: order.length, columns, fileName: 'x' };
    expect(job.length).toBeGreaterThan(INLINE_LIMIT);
    const log = newPortLog();
    const progress: number[] = [];
    const blob = await buildXlsx(job, {
      createWorker: () => inProcessWorker(createXlsxSession(), log),
      onProgress: (written) => progress.push(written),
    });
    const { rows: sheet } = await read(blob);
    const [head, ...body] = sheet;
    expect(head).toEqual(['Text', 'Id', 'N', 'When', 'Part', 'OK']);
    expect(body.map(shown)).toEqual(Array.from(order, expectedRow));
    expect(log.maxInFlight).toBeLessThanOrEqual(2); // back-pressure: the page waits for the worker
    expect(log.terminated).toBe(true);
    expect(progress.at(-1)).toBe(order.length);
  });

  it('writes the same workbook from the table dictionaries (codes per row) as from the values', async () => {
    const model = new TableModel();
    model.sync([rows.slice(0, 6_000), rows.slice(6_000)]);
    const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
    const core = new Map(columns.map((c) => [c.key, { key: c.key, sortAs: 'auto' as const, text }]));
    const order = Uint32Array.from({ length: 9_000 }, (_, k) => (k * 7) % rows.length);
    const base: ExportJob = { rows: model.rows, order, length: order.length, columns, fileName: 'x' };
    const coded: ExportJob = {
      ...base,
      codesOf: (key) => {
        const column = core.get(key);
        return column ? model.index(column).dictionary() : null;
      },
    };
    expect(coded.codesOf?.('part')).not.toBeNull();
    const viaCodes = await read(
      await buildXlsx(coded, { createWorker: () => inProcessWorker(createXlsxSession(), newPortLog()) }),
    );
    const viaValues = await read(
      await buildXlsx(base, { createWorker: () => inProcessWorker(createXlsxSession(), newPortLog()) }),
    );
    expect(viaCodes.rows).toEqual(viaValues.rows);
    expect(viaCodes.rows.slice(1).map(shown)).toEqual(Array.from(order, expectedRow));
    // Two workbooks of 9,000 rows: about a second on a quiet machine, six under a load of 9-12. The
    // timeout guards against a hang, not a slow machine.
  }, 30_000);

  it('writes small exports in the page, with the About sheet of the view', async () => {
    const small: ExportJob = {
      rows: rows.slice(0, 10),
      order: null,
      length: 10,
      columns: [{ key: 'id', header: 'Id' }],
      fileName: 'x',
      about: {
        report: 'DIALOGS',
        range: '2026-10-01 00:00:00 – 2026-10-31 23:59:59',
        parameters: [],
        environment: 'Demo',
        fetchedAt: null,
        search: '',
        filters: [],
        sort: [{ header: 'Id', desc: false }],
      },
    };
    const { book, rows: sheet } = await read(await buildXlsx(small, { language: 'es' }));
    expect(sheet.slice(1).map(([id]) => id)).toEqual(rows.slice(0, 10).map((r) => r.id));
    const about = book.getWorksheet('Acerca de');
    expect(about?.getCell('B1').value).toBe('DIALOGS');
    expect(about?.getCell('B11').value).toBe('Id ascendente');
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const job: ExportJob = { rows, order: null, length: rows.length, columns, fileName: 'x' };
    const log = newPortLog();
    const done = buildXlsx(job, {
      createWorker: () => inProcessWorker(createXlsxSession(), log),
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    await expect(done).rejects.toThrow(/cancelled/);
    expect(log.terminated).toBe(true);
    expect(log.posted).toBeLessThan(rows.length);
  });
});
