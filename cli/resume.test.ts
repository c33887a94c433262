import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkpointSchema } from './checkpoint';
import { checksumOf, expectedRows } from './testing/expected-rows';
import { readParquetFolder } from '../warehouse/testing/read-parquet';
import {
  callsOf,
  cliEnv,
  extractArgs,
  MONTH,
  runCli,
  startCli,
  tempDir,
  whenOutput,
} from './testing/run-cli';

const OCTOBER = {
  reportKey: 'dialogs',
  startDate: '2026-10-01 00:00:00',
  endDate: '2026-10-31 23:59:59',
} as const;
const WINDOW = 'report=DIALOGS/tenant=1234/window=2026-10-01T000000_2026-10-31T235959';

const pageAtLeast = (n: number) => (line: string) => {
  if (!line.startsWith('{')) return false;
  const event: unknown = JSON.parse(line);
  return typeof event === 'object' && event !== null && 'page' in event && Number(event.page) >= n;
};
const pageFiles = (out: string) => readdirSync(`${out}/${WINDOW}`).filter((f) => f.endsWith('.parquet'));
const cursorsOf = (calls: ReturnType<typeof callsOf>, pid?: number) =>
  calls
    .filter((c) => c.operation === 'ExecuteReport' && (pid === undefined || c.pid === pid))
    .map((c) => c.lastDocument);

describe('an interrupted extraction', { timeout: 90_000 }, () => {
  it('stops on Ctrl-C and on kill -9, and run again ends with exactly the rows of one run, asking no stored page again', async () => {
    const dir = tempDir('resume');
    const out = `${dir}/out`;
    const env = cliEnv(dir);
    const args = extractArgs(out, ...MONTH, '--json');

    // Ctrl-C: stops between pages with exit code 130, the checkpoint at the last page written.
    const interrupted = startCli(args, env);
    await whenOutput(interrupted.child, pageAtLeast(3));
    interrupted.child.kill('SIGINT');
    const stopped = await interrupted.done;
    expect(stopped.code).toBe(130);

    // kill -9 while paging: no handler runs at all.
    const killed = startCli(args, env);
    await whenOutput(killed.child, pageAtLeast(8));
    killed.child.kill('SIGKILL');
    await killed.done;
    const storedBeforeLastRun = pageFiles(out).length;
    const callsBefore = callsOf(dir);
    // Each stored page was asked with the cursor of the ExecuteReport call of the same rank (no faults here).
    const storedCursors = new Set([...new Set(cursorsOf(callsBefore))].slice(0, storedBeforeLastRun));

    const last = startCli(args, env);
    const finished = await last.done;
    expect(finished.code).toBe(0);
    const lastPid = last.child.pid;
    const askedByLastRun = cursorsOf(callsOf(dir), lastPid);
    expect(askedByLastRun.filter((c) => storedCursors.has(c))).toEqual([]);
    expect(askedByLastRun.length).toBeLessThanOrEqual(25 - storedBeforeLastRun + 1);

    const expected = await expectedRows(OCTOBER);
    const { rows } = await readParquetFolder(out);
    expect(rows).toHaveLength(expected.length);
    expect(new Set(rows.map((r) => r.id)).size).toBe(expected.length);
    expect(checksumOf(rows)).toBe(checksumOf(expected));
    expect(readdirSync(`${out}/${WINDOW}`).filter((f) => f.includes('.tmp-'))).toEqual([]);

    const again = await runCli(args, env);
    expect(again.stdout).toContain('"already-done"');
  });

  it('killed after storing its last page but before saying the window is whole, run again asks nothing and stores no row twice', async () => {
    const dir = tempDir('resume-last-page');
    const out = `${dir}/out`;
    const env = cliEnv(dir);
    const args = extractArgs(out, ...MONTH, '--json');
    expect((await runCli(args, env)).code).toBe(0);
    // What a kill between the last page's checkpoint and the closing one left: every page stored, no
    // cursor left, and not yet marked whole.
    const checkpoint = `${out}/${WINDOW}/_checkpoint.json`;
    const whole = checkpointSchema.parse(JSON.parse(readFileSync(checkpoint, 'utf8')));
    writeFileSync(checkpoint, JSON.stringify({ ...whole, done: false }));
    const callsBefore = cursorsOf(callsOf(dir)).length;

    const again = await runCli(args, env);
    expect(again.code).toBe(0);
    expect(cursorsOf(callsOf(dir)).length).toBe(callsBefore);
    const expected = await expectedRows(OCTOBER);
    const { rows } = await readParquetFolder(out);
    expect(rows).toHaveLength(expected.length);
    expect(checksumOf(rows)).toBe(checksumOf(expected));
  });
});
