import { copyFile, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { expectedRows } from './testing/expected-rows';
import { filesUnder } from './testing/folder-files';
import { expectEveryRowOnce, HISTORY, night } from './testing/history-folder';
import { callsOf, cliEnv, extractArgs, runCli, startCli, tempDir, whenOutput } from './testing/run-cli';

const SINCE = '2026-11-10';
const NIGHT = night('2026-11-18');
const DAY = '2026-11-14';

const verifyArgs = (out: string, ...more: string[]) => ['verify', '--out', out, ...more];

/** `verify --json` as its summary: what it counted and found. */
async function verified(out: string, dir: string) {
  const result = await runCli(verifyArgs(out, '--json'), cliEnv(dir));
  const summary: unknown = JSON.parse(result.stdout);
  return { code: result.code, summary };
}

/** A folder a nightly run left: the history of 2026-11-10 up to the night of 2026-11-18. */
async function nightlyFolder(prefix: string) {
  const dir = tempDir(prefix);
  const out = `${dir}/out`;
  const first = await runCli(extractArgs(out, '--since', SINCE), cliEnv(dir, NIGHT));
  expect(first.code).toBe(0);
  return { dir, out, history: `${out}/${HISTORY}` };
}

const dayFile = (history: string, day: string) => `${history}/day=${day}/data.parquet`;

const DAMAGES: [string, (history: string) => Promise<void>][] = [
  ['cut short', (h) => truncate(dayFile(h, DAY), 100)],
  [
    'with a byte changed',
    async (h) => {
      const bytes = await readFile(dayFile(h, DAY));
      const middle = Math.floor(bytes.length / 2);
      bytes.writeUInt8(bytes.readUInt8(middle) ^ 0xff, middle);
      await writeFile(dayFile(h, DAY), bytes);
    },
  ],
  ['deleted', (h) => rm(dayFile(h, DAY))],
  ['replaced by another day’s file', (h) => copyFile(dayFile(h, '2026-11-15'), dayFile(h, DAY))],
  ['deleted with its folder', (h) => rm(`${h}/day=${DAY}`, { recursive: true })],
];

const historyEventOf = (stdout: string) =>
  stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line): unknown => JSON.parse(line))
    .find((e) => typeof e === 'object' && e !== null && 'event' in e && e.event === 'history');

describe('verify: a history folder checked against its manifests', { timeout: 120_000 }, () => {
  it('passes the folder a nightly run left, with every row the service has, once', async () => {
    const { dir, out } = await nightlyFolder('verify-ok');
    const expected = await expectedRows(
      { reportKey: 'dialogs', startDate: `${SINCE} 00:00:00`, endDate: '2026-11-18 01:59:59' },
      NIGHT,
    );
    const { code, summary } = await verified(out, dir);
    expect(code).toBe(0);
    expect(summary).toMatchObject({ ok: true, histories: 1, partitions: 9, problems: [], notes: [] });
    // Up to the run's own now (a few seconds after 02:00): at least the rows of the hours before.
    expect((summary as { rows: number }).rows).toBeGreaterThanOrEqual(expected.length);

    const words = await runCli(verifyArgs(out), cliEnv(dir));
    expect(words.stdout).toMatch(
      /^Verified: 1 history\(ies\), 9 partition\(s\), \d+ rows in [\d.]+ s; 0 problem\(s\)\.$/m,
    );
  });

  it.each(DAMAGES)('names a day %s, and the next extract fetches that day again', async (_, damage) => {
    const { dir, out, history } = await nightlyFolder('verify-damage');
    await damage(history);

    const found = await runCli(verifyArgs(out), cliEnv(dir));
    expect(found.code).toBe(1);
    expect(found.stdout).toMatch(
      new RegExp(`^report=DIALOGS/tenant=1234 day=${DAY}: .+the next extract fetches the day again\\.$`, 'm'),
    );
    expect(found.stdout).toMatch(/^Not verified: .+; 1 problem\(s\)\.$/m);

    const again = startCli(extractArgs(out, '--since', SINCE, '--json'), cliEnv(dir, NIGHT));
    const result = await again.done;
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`"message":"day=${DAY}: [^"]+; dropped, and fetched again."`));
    const planned = historyEventOf(result.stdout) as { toFetch: { startDate: string; endDate: string }[] };
    expect(planned.toFetch).toContainEqual({ startDate: `${DAY} 00:00:00`, endDate: `${DAY} 23:59:59` });
    // The service was asked for exactly the spans planned: the day again, and the unsettled last hour.
    const asked = callsOf(dir).filter((c) => c.operation === 'ExecuteReport' && c.pid === again.child.pid);
    let rows = 0;
    for (const span of planned.toFetch)
      rows += (await expectedRows({ reportKey: 'dialogs', ...span }, NIGHT)).length;
    expect(asked.reduce((sum, c) => sum + c.rows, 0)).toBe(rows);
    expect(asked.length).toBeGreaterThanOrEqual(planned.toFetch.length);

    expect((await runCli(verifyArgs(out), cliEnv(dir))).code).toBe(0);
    await expectEveryRowOnce(out, `${SINCE} 00:00:00`, NIGHT);
  });

  it('calls a folder left by a run killed while it fetched consistent, naming the fetch pending', async () => {
    const { dir, out } = await nightlyFolder('verify-killed');
    const killed = startCli(
      extractArgs(out, '--since', SINCE, '--json'),
      cliEnv(dir, night('2026-11-25', 100)),
    );
    await whenOutput(killed.child, (line) => line.includes('"event":"page"'));
    killed.child.kill('SIGKILL');
    await killed.done;

    const found = await runCli(verifyArgs(out), cliEnv(dir));
    expect(found.code).toBe(0);
    expect(found.stdout).toMatch(
      /^note: report=DIALOGS\/tenant=1234: a fetch of 2026-11-18 0\d:\d\d:\d\d \.\. 2026-11-25 02:\d\d:\d\d is pending .+the next extract finishes it/m,
    );
  });

  it('takes a folder written before manifests as it is: the next extract writes them from its files, fetching no day again', async () => {
    const { dir, out, history } = await nightlyFolder('verify-legacy');
    const manifests = filesUnder(history).filter((f) => f.endsWith('_manifest.json'));
    for (const manifest of manifests) await rm(manifest);
    const before = await runCli(verifyArgs(out), cliEnv(dir));
    expect(before.code).toBe(1);
    expect(before.stdout).toMatch(/day=2026-11-10: has a data.parquet without a manifest/);

    const again = startCli(extractArgs(out, '--since', SINCE, '--json'), cliEnv(dir, NIGHT));
    const result = await again.done;
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      `${manifests.length} day(s) written before manifests: manifests written from their files.`,
    );
    const planned = historyEventOf(result.stdout) as { toFetch: { startDate: string }[] };
    expect(planned.toFetch).toEqual([
      { startDate: expect.stringMatching(/^2026-11-18 01:/), endDate: expect.any(String) },
    ]);
    expect((await runCli(verifyArgs(out), cliEnv(dir))).code).toBe(0);
  });

  it('refuses a folder with no history (exit 2)', async () => {
    const dir = tempDir('verify-empty');
    const result = await runCli(verifyArgs(dir), cliEnv(dir));
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/holds no history/);
  });
});
