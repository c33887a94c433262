import { describe, expect, it } from 'vitest';
import { checksumOf, expectedRows } from './testing/expected-rows';
import { readParquetFolder } from '../warehouse/testing/read-parquet';
import { callsOf, cliEnv, extractArgs, runCli, tempDir } from './testing/run-cli';

const TWO_DAYS = {
  reportKey: 'dialogs',
  startDate: '2026-10-01 00:00:00',
  endDate: '2026-10-02 23:59:59',
} as const;
// Small pages, so the two days take several.
const SMALL_PAGES = { SIM_PAGE_SIZE: '40', SIM_MAX_ROWS: '200' };

describe('extract from a service that leaves pageCount out', { timeout: 90_000 }, () => {
  it('follows the cursor to the last page and writes every row once', async () => {
    const dir = tempDir('no-page-count');
    const out = `${dir}/out`;
    const env = cliEnv(dir, { ...SMALL_PAGES, SIM_OMIT_PAGE_COUNT: 'true' });

    const run = await runCli(extractArgs(out, '--start', TWO_DAYS.startDate, '--end', TWO_DAYS.endDate), env);
    expect(run.stderr).toContain('Done:');
    expect(run.code).toBe(0);

    const expected = await expectedRows(TWO_DAYS, SMALL_PAGES);
    const { rows } = await readParquetFolder(out);
    expect(rows).toHaveLength(expected.length);
    expect(new Set(rows.map((r) => r.id)).size).toBe(expected.length);
    expect(checksumOf(rows)).toBe(checksumOf(expected));
    expect(callsOf(dir).filter((c) => c.operation === 'ExecuteReport')).toHaveLength(expected.length / 40);
  });
});
