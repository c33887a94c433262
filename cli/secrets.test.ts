import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '../src/sim';
import { cliEnv, extractArgs, runCli, tempDir } from './testing/run-cli';

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

describe('secrets', { timeout: 90_000 }, () => {
  it('never reach an output file, a checkpoint, a lock file or the progress, in any format', async () => {
    const dir = tempDir('secrets');
    const env = cliEnv(dir, {
      REPORTING_ACCESS_TOKEN: DEMO_CREDENTIALS.accessToken,
      REPORTING_ACCESS_TOKEN_SECRET: DEMO_CREDENTIALS.accessTokenSecret,
      REPORTING_TENANT: DEMO_CREDENTIALS.tenant,
      REPORTING_SUBSCRIPTION_KEY: DEMO_CREDENTIALS.subscriptionKey,
      SIM_PAGE_SIZE: '200',
    });
    const day = ['--start', '2026-10-05 00:00:00', '--end', '2026-10-05 23:59:59'];
    const outputs: string[] = [];
    for (const format of ['parquet', 'csv', 'ndjson']) {
      const result = await runCli(extractArgs(join(dir, format), ...day, '--format', format, '--json'), env);
      expect(result.code).toBe(0);
      outputs.push(result.stdout, result.stderr);
    }
    const written = filesUnder(dir).map((file) => readFileSync(file, 'latin1'));
    expect(written.some((text) => text.includes('"rows"'))).toBe(true); // the checkpoints are among them
    for (const secret of [
      DEMO_CREDENTIALS.accessToken,
      DEMO_CREDENTIALS.accessTokenSecret,
      DEMO_CREDENTIALS.subscriptionKey,
    ])
      expect([...written, ...outputs].filter((text) => text.includes(secret))).toEqual([]);
  });
});
