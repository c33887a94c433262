import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readParquetFolder } from '../warehouse/testing/read-parquet';
import { cliEnv, extractArgs, runCli, tempDir } from './testing/run-cli';

describe('several tenants in one command', { timeout: 90_000 }, () => {
  it('runs each tenant on the credentials its variables hold, and one refused does not stop the others', async () => {
    const dir = tempDir('tenants');
    const file = `${dir}/tenants.json`;
    const tenants = [
      { tenant: '1234', accessTokenVariable: 'ACME_TOKEN', accessTokenSecretVariable: 'ACME_SECRET' },
      { tenant: '5678', accessTokenVariable: 'OTHER_TOKEN', accessTokenSecretVariable: 'OTHER_SECRET' },
    ];
    writeFileSync(file, JSON.stringify(tenants));
    const env = cliEnv(dir, {
      SIM_PAGE_SIZE: '2000',
      ACME_TOKEN: 'demo-access-token',
      ACME_SECRET: 'demo-access-token-secret',
      OTHER_TOKEN: 'a-token-the-demo-does-not-know',
      OTHER_SECRET: 'other-secret',
    });
    const days = ['--start', '2026-10-01 00:00:00', '--end', '2026-10-03 23:59:59'];
    const result = await runCli(extractArgs(`${dir}/out`, ...days, '--tenants', file), env);

    expect(result.stderr).toMatch(/^\[1234\] Done: \d+ rows/m);
    expect(result.stderr).toMatch(/^\[5678\] The service did not accept/m);
    expect(result.code).toBe(4);
    const { rows } = await readParquetFolder(`${dir}/out`);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.tenant))).toEqual(new Set([1234]));
    expect(result.stderr).not.toContain('other-secret');
  });
});
