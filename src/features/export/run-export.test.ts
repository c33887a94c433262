import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { TableModel } from '../../core/table';
import { createCsvSession } from './csv-session';
import type { ExportJob } from './export-job';
import { buildCsv, INLINE_LIMIT } from './run-export';
import { inProcessWorker as port } from '../../testing/in-process-worker';

const inProcessWorker = (log: Parameters<typeof port>[1]) => port(createCsvSession(), log);

const parse = async (blob: Blob) => {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 BOM
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  const out = Papa.parse<string[]>(text.slice(1), { delimiter: ',', newline: '\r\n', skipEmptyLines: true });
  expect(out.errors).toEqual([]);
  return out.data;
};

const rows = Array.from({ length: 12_345 }, (_, i) => ({
  id: `r${i}`,
  n: i % 7 === 0 ? -i : i,
  text: i % 5 === 0 ? `=cmd ${i}, "quoted"` : `line ${i}\nnext`,
  hidden: 'not exported',
  nested: i % 3 === 0 ? { k: [i] } : null,
}));
const columns = [
  { key: 'text', header: 'Text' },
  { key: 'id', header: 'Id' },
  { key: 'n', header: 'N' },
  { key: 'nested', header: 'Nested' },
];

describe('CSV export', () => {
  it('writes the rows in view, in view order, with the shown columns, through the worker in chunks', async () => {
    // The view: every second row, last first (a filter and a descending sort).
    const order = Uint32Array.from({ length: 6_170 }, (_, k) => 12_344 - 2 * k);
    const job: ExportJob = { rows, order, length: order.length, columns, fileName: 'x.csv' };
    expect(job.length).toBeGreaterThan(INLINE_LIMIT);
    const log = { posted: 0, maxInFlight: 0, terminated: false };
    const progress: number[] = [];
    const blob = await buildCsv(job, {
      createWorker: () => inProcessWorker(log),
      onProgress: (written) => progress.push(written),
    });
    const [head, ...body] = await parse(blob);
    expect(head).toEqual(['Text', 'Id', 'N', 'Nested']);
    expect(body).toHaveLength(order.length);
    const expected = Array.from(order, (i) => {
      const r = rows[i];
      if (!r) throw new Error('missing row');
      return [
        r.text.startsWith('=') ? `'${r.text}` : r.text,
        r.id,
        String(r.n),
        r.nested ? JSON.stringify(r.nested) : '',
      ];
    });
    expect(body).toEqual(expected);
    expect(log.posted).toBe(order.length);
    expect(log.maxInFlight).toBeLessThanOrEqual(2); // back-pressure: the page waits for the worker
    expect(log.terminated).toBe(true);
    expect(progress.at(-1)).toBe(order.length);
    expect(progress.length).toBeGreaterThan(1);
  });

  it('writes the same bytes from the table dictionaries (codes per row) as from the row objects', async () => {
    const model = new TableModel();
    model.sync([rows.slice(0, 6_000), rows.slice(6_000)]);
    const text = (v: unknown) =>
      v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);
    const core = new Map(columns.map((c) => [c.key, { key: c.key, sortAs: 'auto' as const, text }]));
    const order = Uint32Array.from({ length: 9_000 }, (_, k) => (k * 7) % rows.length);
    const base: ExportJob = { rows: model.rows, order, length: order.length, columns, fileName: 'x.csv' };
    const coded: ExportJob = {
      ...base,
      codesOf: (key) => {
        const column = core.get(key);
        return column ? model.index(column).dictionary() : null;
      },
    };
    // Every column of these rows fits a dictionary, so all go as codes (the first test sends values).
    expect(coded.codesOf?.('nested')).not.toBeNull();
    const log = { posted: 0, maxInFlight: 0, terminated: false };
    const viaCodes = await buildCsv(coded, { createWorker: () => inProcessWorker(log) });
    const inPage = await buildCsv(
      { ...base, length: base.length },
      { createWorker: () => inProcessWorker(log) },
    );
    expect(log.posted).toBe(2 * order.length);
    expect(await viaCodes.text()).toBe(await inPage.text());
  });

  it('writes small exports in the page, and the whole loaded set in arrival order when nothing is filtered', async () => {
    const small = rows.slice(0, INLINE_LIMIT);
    const blob = await buildCsv(
      {
        rows: small,
        order: null,
        length: small.length,
        columns: [{ key: 'id', header: 'Id' }],
        fileName: 'x.csv',
      },
      { createWorker: () => inProcessWorker({ posted: 0, maxInFlight: 0, terminated: false }) },
    );
    const [, ...body] = await parse(blob);
    expect(body.map(([id]) => id)).toEqual(small.map((r) => r.id));
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const job: ExportJob = { rows, order: null, length: rows.length, columns, fileName: 'x.csv' };
    const log = { posted: 0, maxInFlight: 0, terminated: false };
    const done = buildCsv(job, {
      createWorker: () => inProcessWorker(log),
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    await expect(done).rejects.toThrow(/cancelled/);
    expect(log.terminated).toBe(true);
    expect(log.posted).toBeLessThan(rows.length);
  });
});
