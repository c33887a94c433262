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
  ])('refuses %s with exit code 2 and no call', async (_name, args, message) => {
    const dir = tempDir('bad');
    const result = await runCli(args, { ...cliEnv(dir), INIT_CWD: dir });
    expect(result.stderr).toMatch(message);
    expect(result.code).toBe(2);
    expect(callsOf(dir)).toEqual([]);
    expect(result.stderr).not.toContain('s3cret');
  });
});
