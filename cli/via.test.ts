import { describe, expect, it } from 'vitest';
import { EXIT } from './exit-codes';
import { callsOf, cliEnv, extractArgs, MONTH, runCli, tempDir } from './testing/run-cli';
import { viaUrl } from './via-server';

// The whole way through the app's server, beside two analysts in browsers: e2e/team-on-one-key.spec.ts.
describe('report-explorer extract --via the app’s server', { timeout: 90_000 }, () => {
  it('refuses a URL with a password in it without repeating it, before any call', async () => {
    const dir = tempDir('via-secret');
    const secretUrl = 'http://ana:hunter2@127.0.0.1:9/';
    const result = await runCli(extractArgs(`${dir}/out`, ...MONTH, '--via', secretUrl), cliEnv(dir));
    expect(result.code).toBe(EXIT.badInput);
    expect(result.stderr).toContain('--via refuses a user or password in the URL');
    expect(result.stderr + result.stdout).not.toContain('hunter2');
    expect(callsOf(dir)).toEqual([]);
  });

  it('takes the address of the server only', () => {
    expect(viaUrl('http://reports.example.com:4173').href).toBe('http://reports.example.com:4173/');
    expect(viaUrl('https://example.com/reports').href).toBe('https://example.com/reports/');
    expect(() => viaUrl('ftp://example.com/')).toThrow(/http/);
    expect(() => viaUrl('http://example.com/?env=demo')).toThrow(/without \? or #/);
    expect(() => viaUrl('not a url')).toThrow(/URL of the app’s server/);
  });
});
