import { describe, expect, it } from 'vitest';
import { callsOf, cliEnv, extractArgs, MONTH, runCli, SERVICE_INTERVAL_MS, tempDir } from './testing/run-cli';

describe('one budget per key across processes', { timeout: 90_000 }, () => {
  it('keeps two extractions on one access token at least the service interval apart, together', async () => {
    const dir = tempDir('budget');
    // One state folder (where the key's lock lives) and one call log for both processes.
    const env = cliEnv(dir, { SIM_PAGE_SIZE: '1000' });
    const [a, b] = await Promise.all([
      runCli(extractArgs(`${dir}/a`, ...MONTH), env),
      runCli(extractArgs(`${dir}/b`, '--start', '2026-09-01 00:00:00', '--end', '2026-09-30 23:59:59'), env),
    ]);
    expect([a.code, b.code]).toEqual([0, 0]);

    const pages = callsOf(dir)
      .filter((c) => c.operation === 'ExecuteReport')
      .sort((x, y) => x.at - y.at);
    const gaps = pages.slice(1).map((c, i) => c.at - (pages[i]?.at ?? 0));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(SERVICE_INTERVAL_MS);
    expect(pages.filter((c) => c.status === 429)).toEqual([]);
    // They did run at the same time: the key's calls alternate between the two processes.
    const switches = pages.slice(1).filter((c, i) => c.pid !== pages[i]?.pid).length;
    expect(switches).toBeGreaterThan(2);
  });

  it('keeps the pace from one process to the next: an ended process leaves its hold in the lock file', async () => {
    const dir = tempDir('sequence');
    const env = cliEnv(dir);
    const day = (d: string) => ['--start', `2026-10-${d} 00:00:00`, '--end', `2026-10-${d} 00:59:59`];
    for (const d of ['01', '02', '03'])
      expect((await runCli(extractArgs(`${dir}/${d}`, ...day(d)), env)).code).toBe(0);
    const pages = callsOf(dir).filter((c) => c.operation === 'ExecuteReport');
    expect(new Set(pages.map((c) => c.pid)).size).toBe(3);
    const gaps = pages.slice(1).map((c, i) => c.at - (pages[i]?.at ?? 0));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(SERVICE_INTERVAL_MS);
  });
});
