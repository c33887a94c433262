import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPORT_KEYS } from '../../src/core/catalog/catalog';
import { decodeRows, rowCoder } from '../../src/core/coded-rows';
import type { Row } from '../../src/core/contract';
import { historyOf } from '../../src/sim/history/history';
import { sliceOf } from '../../src/sim/history/slice';
import { readParquetFolder } from '../testing/read-parquet';
import { openExact } from './exact-read';
import { parquetOf } from './parquet';

/** A few days of the demo tenant's rows of a report, as the simulated service sends them (late columns too). */
function serviceRows(report: (typeof REPORT_KEYS)[number]): Row[] {
  const history = historyOf({ report, tenant: '1234', campaignId: null }, 1, 1);
  const slice = sliceOf(history, Date.UTC(2026, 2, 25), Date.UTC(2026, 3, 1));
  return slice.rows(0, Math.min(slice.total, 400), true);
}

const exactly = async (rows: Row[], dialogs: boolean) => {
  const file = openExact(parquetOf(rows, dialogs, { exact: true, rowGroupSize: 150 }).slice().buffer);
  return file && file.rows(0, file.rowCount);
};

describe('Parquet written exactly', () => {
  it.each(REPORT_KEYS)('gives back every row of %s as the service sent it', async (report) => {
    const rows = serviceRows(report);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(await exactly(rows, report === 'dialogs'))).toBe(JSON.stringify(rows));
  });

  it.each(REPORT_KEYS)('codes the rows of %s read column by column as their rows code', async (report) => {
    const rows = serviceRows(report);
    const file = openExact(
      parquetOf(rows, report === 'dialogs', { exact: true, rowGroupSize: 70 }).slice().buffer,
    );
    const [from, to] = [Math.floor(rows.length / 5), Math.floor(rows.length / 2)];
    const coder = rowCoder();
    await file?.codeRows(coder, from, to);
    await file?.codeRows(coder, to, to);
    await file?.codeRows(coder, to + 1, rows.length, (at) => at % 3 === 0);
    const wanted = [...rows.slice(from, to), ...rows.slice(to + 1).filter((_, i) => (to + 1 + i) % 3 === 0)];
    expect(JSON.stringify(decodeRows(coder.done()))).toBe(JSON.stringify(wanted));
  });

  it('reads a row range without the rest', async () => {
    const rows = serviceRows('dialogs');
    const file = openExact(parquetOf(rows, true, { exact: true, rowGroupSize: 100 }).slice().buffer);
    expect(await file?.rows(120, 260)).toEqual(rows.slice(120, 260));
  });

  it('shows engines the same columns as the command line’s files', async () => {
    const dir = mkdtempSync(join(tmpdir(), 're-exact-'));
    try {
      const rows = serviceRows('show-error');
      for (const [name, exact] of [
        ['plain', false],
        ['exact', true],
      ] as const) {
        mkdirSync(join(dir, name));
        writeFileSync(join(dir, name, 'data.parquet'), parquetOf(rows, false, { exact }));
      }
      const plain = await readParquetFolder(join(dir, 'plain'));
      const exact = await readParquetFolder(join(dir, 'exact'));
      expect(exact.types).toEqual(plain.types);
      expect(exact.rows).toEqual(plain.rows);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is not read as exact when the file is not one', () => {
    expect(openExact(new Uint8Array([1, 2, 3]).buffer)).toBeNull();
    expect(openExact(parquetOf([{ a: 1 }], false).slice().buffer)).toBeNull();
  });
});
