import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checksumOf, expectedRows } from './testing/expected-rows';
import { readParquetFolder } from '../warehouse/testing/read-parquet';
import { cliEnv, extractArgs, runCli, tempDir } from './testing/run-cli';
import { splitRange } from './windows';

describe('ranges longer than the service takes', { timeout: 90_000 }, () => {
  it('cuts 200 days into windows of at most 90 days that meet second to second', () => {
    expect(splitRange('2026-01-01 00:00:00', '2026-07-19 23:59:59', 90)).toEqual([
      { startDate: '2026-01-01 00:00:00', endDate: '2026-03-31 23:59:59' },
      { startDate: '2026-04-01 00:00:00', endDate: '2026-06-29 23:59:59' },
      { startDate: '2026-06-30 00:00:00', endDate: '2026-07-19 23:59:59' },
    ]);
  });

  it('keeps the seams on the wall clock across a daylight-saving change, whatever the zone', () => {
    // 2026-03-08 and 2026-11-01 are the US changes, 2026-03-29 and 2026-10-25 the European ones.
    const windows = splitRange('2026-02-15 12:30:00', '2026-12-31 12:29:59', 90);
    expect(windows.map((w) => w.startDate)).toEqual([
      '2026-02-15 12:30:00',
      '2026-05-16 12:30:00',
      '2026-08-14 12:30:00',
      '2026-11-12 12:30:00',
    ]);
    expect(windows.at(-1)?.endDate).toBe('2026-12-31 12:29:59');
  });

  it('extracts 200 days of DIALOGS as three windows with every row of each and none twice', async () => {
    const dir = tempDir('windows');
    const out = `${dir}/out`;
    const simEnv = { SIM_VOLUME: '0.1', SIM_PAGE_SIZE: '2000' };
    const env = cliEnv(dir, simEnv);
    const result = await runCli(
      extractArgs(out, '--start', '2026-01-01 00:00:00', '--end', '2026-07-19 23:59:59'),
      env,
    );
    expect(result.code).toBe(0);
    expect(readdirSync(`${out}/report=DIALOGS/tenant=1234`)).toEqual([
      'window=2026-01-01T000000_2026-03-31T235959',
      'window=2026-04-01T000000_2026-06-29T235959',
      'window=2026-06-30T000000_2026-07-19T235959',
    ]);
    const windows = splitRange('2026-01-01 00:00:00', '2026-07-19 23:59:59', 90);
    const expected = (
      await Promise.all(windows.map((w) => expectedRows({ reportKey: 'dialogs', ...w }, simEnv)))
    ).flat();
    const { rows } = await readParquetFolder(out);
    expect(rows).toHaveLength(expected.length);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(checksumOf(rows)).toBe(checksumOf(expected));
  });
});
