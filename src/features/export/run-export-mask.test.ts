import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { TableModel } from '../../core/table';
import type { MaskCounts } from '../../core/personal-data';
import { inProcessWorker, newPortLog } from '../../testing/in-process-worker';
import { createCsvSession } from './csv-session';
import type { ExportJob } from './export-job';
import { buildCsv, buildXlsx, INLINE_LIMIT } from './run-export';
import { createXlsxSession } from './xlsx-session';

// Chats where customers type their address; every third conversation's contact is an e-mail, the others
// a phone number (a contact masks as the kind it is, [CONTACT] only when it is none of them).
const rows = Array.from({ length: 9_000 }, (_, i) => {
  const contact =
    i % 3 === 0 ? `cliente${i % 300}@correo.com` : `+57300555${String(i % 300).padStart(4, '0')}`;
  return {
    text: i % 4 === 0 ? `mi correo es persona${i}@ejemplo.co, gracias` : `hola ${i}`,
    criteriaValue: contact,
    currentIntent: 'consultar_saldo',
    confidence: 0.5 + (i % 50) / 100,
    date: '2026-10-01T10:00:00-05:00',
  };
});
const columns: ExportJob['columns'] = [
  { key: 'date', header: 'Date' },
  { key: 'text', header: 'Text' },
  { key: 'criteriaValue', header: 'Criterion value', csvHeader: 'criteriaValue' },
  { key: 'currentIntent', header: 'Intent' },
  { key: 'confidence', header: 'Confidence' },
];
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.]+/;

const csvRows = async (blob: Blob) =>
  Papa.parse<string[]>((await blob.text()).replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;

/** The job of the grid: rows from the table, coded columns where they have a dictionary. */
function gridJob(length = rows.length, of: readonly (typeof rows)[number][] = rows): ExportJob {
  const model = new TableModel();
  model.sync([of.slice(0, length)]);
  const text = (v: unknown) => String(v);
  return {
    rows: model.rows,
    order: null,
    length,
    columns,
    fileName: 'dialogs',
    codesOf: (key) => model.index({ key, sortAs: 'auto', text }).dictionary(),
  };
}

describe('a masked CSV export', () => {
  it('holds [EMAIL] where the texts and contacts had addresses, and every other cell as it was', async () => {
    let counts: MaskCounts | null = null;
    const blob = await buildCsv(gridJob(), {
      createWorker: () => inProcessWorker(createCsvSession(), newPortLog()),
      mask: { as: 'kind' },
      onMasked: (c) => (counts = c),
    });
    const [head, ...body] = await csvRows(blob);
    expect(head).toEqual(['Date', 'Text', 'criteriaValue', 'Intent', 'Confidence']);
    expect(body).toHaveLength(rows.length);
    expect(body.some((r) => r.some((cell) => EMAIL.test(cell)))).toBe(false);
    expect(body[0]).toEqual([
      '2026-10-01T10:00:00-05:00',
      'mi correo es [EMAIL], gracias',
      '[EMAIL]',
      'consultar_saldo',
      '0.5',
    ]);
    expect(body[1]).toEqual(['2026-10-01T10:00:00-05:00', 'hola 1', '[PHONE]', 'consultar_saldo', '0.51']);
    expect(counts).toEqual({
      as: 'kind',
      byKind: { email: 2_250 + 3_000, phone: 6_000 },
      byColumn: { Text: 2_250, criteriaValue: 9_000 },
      total: 2_250 + 9_000,
    });
  });

  it('masks a small export the same way on the page, the contact sent along when its column is hidden', async () => {
    const small = INLINE_LIMIT / 5;
    const quoting = rows.map((r, i) => (i === 1 ? { ...r, text: `soy ${r.criteriaValue}` } : r));
    const job = gridJob(small, quoting);
    const hidden = { ...job, columns: columns.filter((c) => c.key !== 'criteriaValue') };
    const blob = await buildCsv(hidden, { mask: { as: 'kind' } });
    const [head, ...body] = await csvRows(blob);
    expect(head).toEqual(['Date', 'Text', 'Intent', 'Confidence']);
    expect(body).toHaveLength(small);
    expect(body[1]?.[1]).toBe('soy [PHONE]');
  });

  it('with pseudonyms, gives a contact one token in all its rows and another in the next export', async () => {
    const tokens = async () => {
      const [, ...body] = await csvRows(
        await buildCsv(gridJob(), {
          createWorker: () => inProcessWorker(createCsvSession(), newPortLog()),
          mask: { as: 'pseudonym' },
        }),
      );
      return body.map((r) => r[2]);
    };
    const first = await tokens();
    expect(first[0]).toMatch(/^\[EMAIL-[0-9a-f]{12}\]$/);
    expect(first[300]).toBe(first[0]); // the same customer 300 rows later
    expect(first[3]).not.toBe(first[0]);
    expect(new Set(first).size).toBe(300);
    const second = await tokens();
    expect(second[0]).not.toBe(first[0]);
  });
});

describe('a masked workbook', () => {
  it('holds no address, and its About sheet counts what was masked per kind and per column', async () => {
    const blob = await buildXlsx(gridJob(), {
      createWorker: () => inProcessWorker(createXlsxSession(), newPortLog()),
      mask: { as: 'kind' },
      language: 'es',
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await blob.arrayBuffer());
    const [sheet, about] = book.worksheets;
    const cells: string[] = [];
    sheet?.eachRow((row) => cells.push(...(Array.isArray(row.values) ? row.values.map(String) : [])));
    expect(cells.some((c) => EMAIL.test(c))).toBe(false);
    expect(cells).toContain('mi correo es [EMAIL], gracias');
    const aboutRows = new Map<string, unknown>();
    about?.eachRow((row) => aboutRows.set(String(row.getCell(1).value), row.getCell(2).value));
    expect(aboutRows.get('Datos personales enmascarados como')).toBe('Tipo');
    expect(aboutRows.get('Datos personales enmascarados')).toBe(11_250);
    expect(aboutRows.get('Enmascarados como [EMAIL]')).toBe(5_250);
    expect(aboutRows.get('Enmascarados como [PHONE]')).toBe(6_000);
    expect(aboutRows.get('Enmascarados en Text')).toBe(2_250);
    expect(aboutRows.get('Enmascarados en Criterion value')).toBe(9_000);
  });
});
