import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { filesUnder, parquetHashes } from './testing/folder-files';
import { expectEveryRowOnce, HISTORY, night, stateOf } from './testing/history-folder';
import { callsOf, cliEnv, extractArgs, runCli, startCli, tempDir, whenOutput } from './testing/run-cli';

const pageAtLeast = (n: number) => (line: string) => {
  if (!line.startsWith('{')) return false;
  const event: unknown = JSON.parse(line);
  return typeof event === 'object' && event !== null && 'page' in event && Number(event.page) >= n;
};
const cursorsOf = (dir: string, pid: number | undefined) =>
  callsOf(dir)
    .filter((c) => c.operation === 'ExecuteReport' && c.pid === pid)
    .map((c) => c.lastDocument ?? '');
/** Pages the staged span's checkpoint counts as written. */
function stagedPages(out: string): number {
  const root = `${out}/${HISTORY}/_staging`;
  const [span] = readdirSync(root);
  const checkpoint: unknown = JSON.parse(readFileSync(`${root}/${span ?? ''}/_checkpoint.json`, 'utf8'));
  return typeof checkpoint === 'object' && checkpoint !== null && 'pagesDone' in checkpoint
    ? Number(checkpoint.pagesDone)
    : 0;
}

describe('a nightly run killed half-way', { timeout: 90_000 }, () => {
  it('keeps the old partitions and state when killed, and run again asks no stored page and holds every row once', async () => {
    const dir = tempDir('history-kill');
    const out = `${dir}/out`;
    const args = extractArgs(out, '--since', '2026-11-10', '--json');
    expect((await runCli(args, cliEnv(dir, night('2026-11-18')))).code).toBe(0);
    const days = parquetHashes(out);
    const segments = stateOf(out).segments;

    // A week later, killed (-9: no handler runs) while paging the new week: small pages, so there are
    // many left when the kill lands.
    const killed = startCli(args, cliEnv(dir, night('2026-11-25', 100)));
    await whenOutput(killed.child, pageAtLeast(3));
    killed.child.kill('SIGKILL');
    await killed.done;
    expect(parquetHashes(out)).toEqual(days);
    expect(stateOf(out)).toMatchObject({
      segments,
      pending: { endDate: expect.stringMatching(/^2026-11-25 02/) },
    });
    const stored = stagedPages(out);
    const storedCursors = cursorsOf(dir, killed.child.pid).slice(0, stored);

    const again = startCli(args, cliEnv(dir, night('2026-11-25', 100)));
    const finished = await again.done;
    expect(finished.code).toBe(0);
    expect(finished.stdout).toContain('"event":"finishing"');
    const asked = cursorsOf(dir, again.child.pid);
    expect(asked[0]).not.toBe(''); // it went on after the stored pages...
    expect(asked.filter((c) => c !== '' && storedCursors.includes(c))).toEqual([]); // ...and asked none of them

    await expectEveryRowOnce(out, '2026-11-10 00:00:00', night('2026-11-25', 100));
    expect(stateOf(out).pending).toBeNull();
    expect(filesUnder(out).filter((f) => f.includes('.tmp-') || f.includes('_staging'))).toEqual([]);
  });
});
