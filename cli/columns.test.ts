import { describe, expect, it } from 'vitest';
import { columnsOf } from '../warehouse/parquet/columns';
import { expectedRows } from './testing/expected-rows';
import { readParquetFolder } from '../warehouse/testing/read-parquet';
import { cliEnv, extractArgs, runCli, tempDir } from './testing/run-cli';

const DAY = ['--start', '2026-10-05 00:00:00', '--end', '2026-10-05 23:59:59'];

describe('Parquet columns', { timeout: 90_000 }, () => {
  it('types a column by its values: integers, decimals, booleans, strings where mixed', () => {
    const rows = [
      { n: 1, x: 1.5, b: true, mixed: 1, nested: { a: 1 } },
      { n: 2, x: 2, b: false, mixed: 'one', nested: null },
    ];
    expect(columnsOf(rows, false)).toEqual([
      { name: 'n', type: 'INT64' },
      { name: 'x', type: 'DOUBLE' },
      { name: 'b', type: 'BOOLEAN' },
      { name: 'mixed', type: 'STRING' },
      { name: 'nested', type: 'STRING' },
    ]);
  });

  it('reads a field that first appears on a later page as a new column, null on the pages before', async () => {
    const dir = tempDir('extra');
    const simEnv = {
      SIM_PAGE_SIZE: '100',
      SIM_FAULTS: JSON.stringify([{ kind: 'extra-fields', atCall: 2 }]),
    };
    const result = await runCli(extractArgs(`${dir}/out`, ...DAY), cliEnv(dir, simEnv));
    expect(result.code).toBe(0);
    const { rows, types } = await readParquetFolder(`${dir}/out`);
    const documented = await expectedRows({
      reportKey: 'dialogs',
      startDate: DAY[1] ?? '',
      endDate: DAY[3] ?? '',
    });
    const extra = Object.keys(types).filter(
      (name) =>
        !(name in (documented[0] ?? {})) && !['report', 'tenant', 'window', 'date_utc'].includes(name),
    );
    expect(extra.length).toBeGreaterThan(0);
    expect(rows).toHaveLength(documented.length);
    const withExtra = rows.filter((r) => extra.some((name) => r[name] !== null && r[name] !== undefined));
    expect(withExtra.length).toBeGreaterThan(0);
    expect(withExtra.length).toBeLessThanOrEqual(100); // the one page that had them
  });

  it('writes a report other than DIALOGS with its columns inferred, every row read back', async () => {
    const dir = tempDir('sessions');
    const result = await runCli(
      ['extract', '--env', 'demo', '--report', 'sessions', '--out', `${dir}/out`, ...DAY],
      cliEnv(dir),
    );
    expect(result.code).toBe(0);
    const expected = await expectedRows({
      reportKey: 'sessions',
      startDate: DAY[1] ?? '',
      endDate: DAY[3] ?? '',
    });
    const { rows } = await readParquetFolder(`${dir}/out`);
    expect(expected.length).toBeGreaterThan(0);
    expect(rows).toHaveLength(expected.length);
    expect(rows.every((r) => r.report === 'SESSIONS')).toBe(true);
  });
});
