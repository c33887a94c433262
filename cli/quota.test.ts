import { describe, expect, it } from 'vitest';
import { checksumOf, expectedRows } from './testing/expected-rows';
import { parquetHashes } from './testing/folder-files';
import { expectEveryRowOnce, night, stateOf } from './testing/history-folder';
import { readParquetFolder } from '../warehouse/testing/read-parquet';
import { callsOf, cliEnv, extractArgs, runCli, tempDir } from './testing/run-cli';

const RANGE = {
  reportKey: 'dialogs',
  startDate: '2026-11-20 00:00:00',
  endDate: '2026-11-22 23:59:59',
} as const;
// A scale where the 12-hour quota renews in about 4 s; the demo's clock at a fixed night.
const FAST = { SIM_TIME_SCALE: '0.0001', SIM_NOW: '2026-11-23T02:00:00-05:00' };

describe('the 12-hour quota', { timeout: 90_000 }, () => {
  it('stops with exit code 3 at the quota, says when to run again, keeps the old partitions, and the same command goes on', async () => {
    const dir = tempDir('history-quota');
    const out = `${dir}/out`;
    const args = extractArgs(out, '--since', '2026-11-10');
    expect((await runCli(args, cliEnv(dir, night('2026-11-18')))).code).toBe(0);
    const days = parquetHashes(out);

    const spent = await runCli(args, cliEnv(dir, { ...night('2026-11-25'), SIM_QUOTA_CALLS: '3' }));
    expect(spent.code).toBe(3);
    expect(spent.stderr).toMatch(
      /The quota renews at \d{4}-\d\d-\d\dT[\d:.]+Z: run the same command again then/,
    );
    expect(parquetHashes(out)).toEqual(days);
    expect(stateOf(out).pending).not.toBeNull();

    const again = await runCli(args, cliEnv(dir, night('2026-11-25')));
    expect(again.code).toBe(0);
    await expectEveryRowOnce(out, '2026-11-10 00:00:00', night('2026-11-25'));
  });

  it.each([
    ['a range', ['--start', RANGE.startDate, '--end', RANGE.endDate]],
    ['the history', ['--since', '2026-11-20', '--end', RANGE.endDate]],
  ])('with --wait-for-quota, %s waits for the renewal and goes on to the end', async (_name, range) => {
    const dir = tempDir('quota-wait');
    const out = `${dir}/out`;
    const rows = await expectedRows(RANGE, FAST);
    // Three pages, two calls a quota: the third page waits for the renewal.
    const simEnv = { ...FAST, SIM_PAGE_SIZE: String(Math.ceil(rows.length / 3)), SIM_QUOTA_CALLS: '2' };
    const result = await runCli(extractArgs(out, ...range, '--wait-for-quota'), cliEnv(dir, simEnv));
    expect(result.stderr).toMatch(/quota is spent: waiting for its renewal at \d{4}-\d\d-\d\dT/);
    expect(result.code).toBe(0);

    const pages = callsOf(dir).filter((c) => c.operation === 'ExecuteReport');
    expect(pages.filter((c) => c.status === 403).length).toBeGreaterThan(0);
    const answered = pages.filter((c) => c.status === 200).map((c) => c.lastDocument);
    expect(answered).toHaveLength(3);
    expect(new Set(answered).size).toBe(3); // no page asked twice
    const written = await readParquetFolder(out);
    expect(written.rows).toHaveLength(rows.length);
    expect(checksumOf(written.rows)).toBe(checksumOf(rows));
  });
});
