import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectedRows } from './testing/expected-rows';
import { readParquetFolder } from '../warehouse/testing/read-parquet';
import { callsOf, cliEnv, extractArgs, runCli, tempDir } from './testing/run-cli';

const DAY = ['--start', '2026-10-05 00:00:00', '--end', '2026-10-05 23:59:59'];
const QUERY = {
  reportKey: 'dialogs',
  startDate: '2026-10-05 00:00:00',
  endDate: '2026-10-05 23:59:59',
} as const;
const WINDOW = 'report=DIALOGS/tenant=1234/window=2026-10-05T000000_2026-10-05T235959';
const SMALL_PAGES = { SIM_PAGE_SIZE: '100' };

const faults = (...plan: { kind: string; atCall: number }[]) => ({
  ...SMALL_PAGES,
  SIM_FAULTS: JSON.stringify(plan),
});
const operations = (dir: string, name: string) => callsOf(dir).filter((c) => c.operation === name);

async function extractWith(simEnv: Record<string, string>) {
  const dir = tempDir('fault');
  const out = `${dir}/out`;
  const result = await runCli(extractArgs(out, ...DAY), cliEnv(dir, simEnv));
  return { dir, out, result };
}

async function expectEveryRow(out: string) {
  const expected = await expectedRows(QUERY, SMALL_PAGES);
  const { rows } = await readParquetFolder(out);
  expect(rows.map((r) => r.id).sort()).toEqual(expected.map((r) => r.id).sort());
}

describe('faults of the service', { timeout: 90_000 }, () => {
  it('waits out a 429 with a countdown and finishes', async () => {
    const { out, result } = await extractWith(faults({ kind: 'rate-limit', atCall: 2 }));
    expect(result.stderr).toMatch(/429 \(rate limit\): waiting \d+ s/);
    expect(result.code).toBe(0);
    await expectEveryRow(out);
  });

  it('gets one new token on a 401 and finishes', async () => {
    const { dir, out, result } = await extractWith(faults({ kind: 'unauthorized', atCall: 2 }));
    expect(result.code).toBe(0);
    expect(operations(dir, 'CreateToken')).toHaveLength(2);
    await expectEveryRow(out);
  });

  it('retries a dropped connection and finishes', async () => {
    const { out, result } = await extractWith(faults({ kind: 'drop', atCall: 2 }));
    expect(result.stderr).toContain('trying again');
    expect(result.code).toBe(0);
    await expectEveryRow(out);
  });

  it('stops with exit code 5 after the retries of a failing service, keeps the cursor, and a re-run resumes there', async () => {
    const failing = [2, 3, 4, 5].map((atCall) => ({ kind: 'server-error-html', atCall }));
    const { dir, out, result } = await extractWith(faults(...failing));
    expect(result.code).toBe(5);
    const checkpoint: unknown = JSON.parse(readFileSync(`${out}/${WINDOW}/_checkpoint.json`, 'utf8'));
    expect(checkpoint).toMatchObject({ pagesDone: 1, done: false });
    const failedCursor = operations(dir, 'ExecuteReport').at(-1)?.lastDocument;

    const before = operations(dir, 'ExecuteReport').length;
    const again = await runCli(extractArgs(out, ...DAY), cliEnv(dir, SMALL_PAGES));
    expect(again.code).toBe(0);
    expect(operations(dir, 'ExecuteReport')[before]?.lastDocument).toBe(failedCursor);
    await expectEveryRow(out);
  });

  it('stops with exit code 3 on a spent quota, says when it renews, and a re-run resumes', async () => {
    const { dir, out, result } = await extractWith(faults({ kind: 'quota-calls', atCall: 3 }));
    expect(result.code).toBe(3);
    expect(result.stderr).toMatch(/The quota renews at \d{4}-\d\d-\d\dT/);
    const again = await runCli(extractArgs(out, ...DAY), cliEnv(dir, SMALL_PAGES));
    expect(again.code).toBe(0);
    await expectEveryRow(out);
  });

  it('stops with exit code 4 when the credentials are refused, before any page', async () => {
    const dir = tempDir('credentials');
    const env = cliEnv(dir, {
      REPORTING_ACCESS_TOKEN: 'demo-access-token',
      REPORTING_ACCESS_TOKEN_SECRET: 'not-the-secret',
      REPORTING_TENANT: '1234',
    });
    const result = await runCli(extractArgs(`${dir}/out`, ...DAY), env);
    expect(result.code).toBe(4);
    expect(operations(dir, 'ExecuteReport')).toEqual([]);
    expect(result.stderr).not.toContain('not-the-secret');
  });
});
