import { describe, expect, it } from 'vitest';
import { DIALOGS_FIELDS } from '../src/core/contract';
import { checksumOf, expectedRows } from './testing/expected-rows';
import { readParquetFolder } from '../warehouse/testing/read-parquet';
import { callsOf, cliEnv, extractArgs, MONTH, runCli, tempDir } from './testing/run-cli';

const OCTOBER = {
  reportKey: 'dialogs',
  startDate: '2026-10-01 00:00:00',
  endDate: '2026-10-31 23:59:59',
} as const;

// Each test drives the command as processes (about a second each to start under tsx) through a scaled run.
describe('report-explorer extract', { timeout: 90_000 }, () => {
  it('writes a month of DIALOGS as Parquet that DuckDB reads as the service sent it, and a second run spends no call', async () => {
    const dir = tempDir('month');
    const out = `${dir}/out`;
    const env = cliEnv(dir);

    const first = await runCli(extractArgs(out, ...MONTH), env);
    expect(first.stderr).toContain('Done:');
    expect(first.code).toBe(0);

    const expected = await expectedRows(OCTOBER);
    const { rows, types } = await readParquetFolder(out);
    expect(rows).toHaveLength(expected.length);
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set(expected.map((r) => r.id)));
    expect(checksumOf(rows)).toBe(checksumOf(expected));
    // Typed columns, and the Hive folders as columns an engine can filter on.
    expect(types).toMatchObject({
      tenantId: 'BIGINT',
      confidence: 'DOUBLE',
      isOnChat: 'BOOLEAN',
      text: 'VARCHAR',
      // The service's date as it came, and the same instant as a timestamp engines compare as time.
      date: 'VARCHAR',
      date_utc: 'TIMESTAMP WITH TIME ZONE',
    });
    expect(
      rows.filter(
        (r) => !(r.date_utc instanceof Date) || r.date_utc.getTime() !== Date.parse(String(r.date)),
      ),
    ).toEqual([]);
    expect(Object.keys(types)).toEqual(
      expect.arrayContaining([...DIALOGS_FIELDS, 'report', 'tenant', 'window']),
    );
    expect(rows.every((r) => r.report === 'DIALOGS')).toBe(true);

    const callsBefore = callsOf(dir).length;
    const again = await runCli(extractArgs(out, ...MONTH), env);
    expect(again.code).toBe(0);
    expect(again.stderr).toContain('Already complete');
    expect(callsOf(dir)).toHaveLength(callsBefore);
  });
});
