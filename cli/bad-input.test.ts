import { describe, expect, it } from 'vitest';
import { callsOf, cliEnv, MONTH, runCli, tempDir } from './testing/run-cli';

const extract = (...args: string[]) => ['extract', '--env', 'demo', '--out', 'unused-out', ...args];

describe('bad input', { timeout: 90_000 }, () => {
  it.each([
    ['an unknown report', extract('--report', 'DIALOGZ', ...MONTH), /Unknown report "DIALOGZ"/],
    [
      'an end before the start',
      extract('--report', 'DIALOGS', '--start', '2026-10-31 00:00:00', '--end', '2026-10-01 00:00:00'),
      /End is before start/,
    ],
    ['a size over 10000', extract('--report', 'Show Error', '--size', '10001', ...MONTH), /at most 10000/],
    [
      'a secret passed as a flag',
      extract('--report', 'DIALOGS', ...MONTH, '--access-token-secret=s3cret'),
      /refused: a secret on the command line is readable by every user/,
    ],
    [
      'an identifier two reports share',
      extract('--report', '34175227-42BE-4A59-8B95-6F2EE6C14849', ...MONTH),
      /give the report's name/,
    ],
    ['neither --since nor a range', extract('--report', 'DIALOGS'), /Give --since for the history/],
    [
      'a history of a report whose rows carry no documented date',
      extract('--report', 'sessions', '--since', '2026-10-01'),
      /which SESSIONS does not document: use --start and --end/,
    ],
    [
      'a history in a format other than Parquet',
      extract('--report', 'DIALOGS', '--since', '2026-10-01', '--format', 'csv'),
      /--since writes Parquet day partitions/,
    ],
    [
      'a history and a range at once',
      extract('--report', 'DIALOGS', '--since', '2026-10-01', ...MONTH),
      /--start is for one range: give one of them/,
    ],
  ])('refuses %s with exit code 2 and no call', async (_name, args, message) => {
    const dir = tempDir('bad');
    const result = await runCli(args, { ...cliEnv(dir), INIT_CWD: dir });
    expect(result.stderr).toMatch(message);
    expect(result.code).toBe(2);
    expect(callsOf(dir)).toEqual([]);
    expect(result.stderr).not.toContain('s3cret');
  });
});
