import { describe, expect, it } from 'vitest';
import { checksumOf, expectedRows } from './testing/expected-rows';
import { night, stateOf } from './testing/history-folder';
import { queryParquetFolder, readParquetFolder } from '../warehouse/testing/read-parquet';
import { callsOf, cliEnv, extractArgs, runCli, startCli, tempDir } from './testing/run-cli';
import { formatWallClock } from '../src/core/dates';
import { wallMsOf } from '../warehouse/spans';

const HOUR_MS = 3_600_000;
/** Pages of 2,000: the first night's month in six. */
const nightOf = (day: string) => night(day, 2000);

/** A service date moved by `ms`. */
const shifted = (date: string, ms: number) => formatWallClock(wallMsOf(date) + ms);
const eventsOf = (stdout: string) =>
  stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line): unknown => JSON.parse(line));
const historyEvent = (stdout: string) =>
  eventsOf(stdout).find((e) => typeof e === 'object' && e !== null && 'event' in e && e.event === 'history');
const pagesOf = (dir: string, pid: number | undefined) =>
  callsOf(dir).filter((c) => c.operation === 'ExecuteReport' && c.pid === pid);

describe('a history kept night after night (--since)', { timeout: 90_000 }, () => {
  it('asks the second night only for what is new or had not settled, and holds every row once', async () => {
    const dir = tempDir('nightly');
    const out = `${dir}/out`;
    const args = extractArgs(out, '--since', '2026-10-27', '--json');

    const first = startCli(args, cliEnv(dir, nightOf('2026-11-25')));
    expect((await first.done).code).toBe(0);
    const [fetched] = stateOf(out).segments;
    expect(fetched).toMatchObject({ startDate: '2026-10-27 00:00:00' });
    expect(fetched?.fetchedAt.slice(0, 13)).toBe('2026-11-25 02');

    const second = startCli(args, cliEnv(dir, nightOf('2026-11-26')));
    const two = await second.done;
    expect(two.code).toBe(0);
    // It keeps what had settled when the first night asked (an hour before), and asks for the rest.
    const settled = shifted(fetched?.fetchedAt ?? '', -HOUR_MS);
    const now = stateOf(out).segments.at(-1)?.endDate ?? '';
    expect(now.slice(0, 13)).toBe('2026-11-26 02');
    expect(historyEvent(two.stdout)).toMatchObject({
      kept: [{ startDate: '2026-10-27 00:00:00', endDate: settled }],
      toFetch: [{ startDate: shifted(settled, 1000), endDate: now }],
    });
    // The call log: the second night's pages hold exactly the rows of that span.
    const asked = await expectedRows(
      { reportKey: 'dialogs', startDate: shifted(settled, 1000), endDate: now },
      nightOf('2026-11-26'),
    );
    const nightOne = pagesOf(dir, first.child.pid);
    const nightTwo = pagesOf(dir, second.child.pid);
    expect(nightTwo.reduce((sum, c) => sum + c.rows, 0)).toBe(asked.length);
    expect(nightTwo).toHaveLength(1);
    expect(nightOne).toHaveLength(6);

    // The warehouse holds the rows of one fresh query over the whole range, none twice.
    const expected = await expectedRows(
      { reportKey: 'dialogs', startDate: '2026-10-27 00:00:00', endDate: now },
      nightOf('2026-11-26'),
    );
    const { rows, types } = await readParquetFolder(out);
    expect(rows).toHaveLength(expected.length);
    expect(new Set(rows.map((r) => r.id)).size).toBe(expected.length);
    expect(checksumOf(rows)).toBe(checksumOf(expected));
    // A partition per day of the service's wall clock (a DATE engines prune on), each row in its date's day.
    expect(types.day).toBe('DATE');
    const dayOf = (r: (typeof rows)[number]) =>
      r.day instanceof Date ? r.day.toISOString().slice(0, 10) : null;
    expect(rows.filter((r) => dayOf(r) !== String(r.date).slice(0, 10))).toEqual([]);
    // The date as a timestamp: DuckDB's min and max compare instants.
    const instants = expected.map((r) => Date.parse(String(r.date)));
    expect(
      await queryParquetFolder(out, 'SELECT min(date_utc) AS first, max(date_utc) AS last FROM $source'),
    ).toEqual([{ first: new Date(Math.min(...instants)), last: new Date(Math.max(...instants)) }]);
  });

  it('keeps a range of --start and --end and a history out of one folder, where a glob would read both', async () => {
    const dir = tempDir('mixed');
    const out = `${dir}/out`;
    const env = cliEnv(dir, nightOf('2026-11-25'));
    const hour = ['--start', '2026-11-20 10:00:00', '--end', '2026-11-20 10:59:59'];
    expect((await runCli(extractArgs(out, ...hour), env)).code).toBe(0);
    const history = await runCli(extractArgs(out, '--since', '2026-11-20'), env);
    expect(history.stderr).toMatch(
      /holds ranges of --start and --end: a history \(--since\) needs a folder of its own/,
    );
    expect(history.code).toBe(2);

    const other = `${dir}/other`;
    expect((await runCli(extractArgs(other, '--since', '2026-11-24'), env)).code).toBe(0);
    const range = await runCli(extractArgs(other, ...hour), env);
    expect(range.stderr).toMatch(/holds a history \(--since\)/);
    expect(range.code).toBe(2);
  });
});
