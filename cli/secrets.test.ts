import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '../src/sim';
import { filesUnder } from './testing/folder-files';
import { cliEnv, extractArgs, runCli, tempDir } from './testing/run-cli';

describe('secrets', { timeout: 90_000 }, () => {
  it('never reach an output file, a checkpoint, a history state, a lock file or the progress, in any format', async () => {
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
    // And a history: its day partitions and its _history.json.
    const since = ['--since', '2026-10-05', '--end', '2026-10-05 23:59:59', '--json'];
    const history = await runCli(extractArgs(join(dir, 'history'), ...since), env);
    expect(history.code).toBe(0);
    outputs.push(history.stdout, history.stderr);
    expect(filesUnder(join(dir, 'history')).some((file) => file.endsWith('_history.json'))).toBe(true);
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
