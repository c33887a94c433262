import { describe, expect, it } from 'vitest';
import { expectedRows } from './testing/expected-rows';
import { readParquetFolder } from '../warehouse/testing/read-parquet';
import { callsOf, cliEnv, extractArgs, runCli, tempDir } from './testing/run-cli';

const DAY = ['--start', '2026-10-05 00:00:00', '--end', '2026-10-05 23:59:59'];
const QUERY = { reportKey: 'dialogs', startDate: DAY[1] ?? '', endDate: DAY[3] ?? '' } as const;
const SMALL_PAGES = { SIM_PAGE_SIZE: '100' };

// Another process has just spent the key's three CreateToken calls: the service answers the fourth 429.
const tokenSpent = (fault: { kind: string; retryAfterSeconds?: number }) => ({
  ...SMALL_PAGES,
  SIM_FAULTS: JSON.stringify([{ ...fault, atCall: 1, operation: 'CreateToken' }]),
});

describe('a CreateToken 429 at the start of an unattended run', { timeout: 90_000 }, () => {
  it.each([
    ['with Retry-After', { kind: 'rate-limit', retryAfterSeconds: 30 }],
    ['without Retry-After (the CreateToken window)', { kind: 'rate-limit-message-only' }],
  ])('is waited out %s with a countdown, and the run finishes', async (_name, fault) => {
    const dir = tempDir('token-429');
    const out = `${dir}/out`;
    const result = await runCli(extractArgs(out, ...DAY), cliEnv(dir, tokenSpent(fault)));
    expect(result.stderr).toMatch(/429 \(rate limit\): waiting \d+ s/);
    expect(result.code).toBe(0);
    const tokens = callsOf(dir).filter((c) => c.operation === 'CreateToken');
    expect(tokens.map((c) => c.status)).toEqual([429, 200]);
    const expected = await expectedRows(QUERY, SMALL_PAGES);
    const { rows } = await readParquetFolder(out);
    expect(rows.map((r) => r.id).sort()).toEqual(expected.map((r) => r.id).sort());
  });

  it('is waited out by a history run too (--since)', async () => {
    const dir = tempDir('token-429-history');
    const out = `${dir}/out`;
    const env = cliEnv(dir, { ...tokenSpent({ kind: 'rate-limit' }), SIM_NOW: '2026-10-07T02:00:00-05:00' });
    const result = await runCli(extractArgs(out, '--since', '2026-10-05'), env);
    expect(result.stderr).toMatch(/429 \(rate limit\): waiting \d+ s/);
    expect(result.code).toBe(0);
  });
});
