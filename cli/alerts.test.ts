import { cpSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { incidentsBetween } from '../src/sim';
import { filesUnder } from './testing/folder-files';
import { night } from './testing/history-folder';
import { cliEnv, extractArgs, runCli, tempDir } from './testing/run-cli';

const TOKEN = 'T0KEN-s3cret-4242';
/** The demo's night of 2026-12-01: a history from 2026-09-01, its days settled up to 2026-11-30. */
const SIM = night('2026-12-01', 5000);
let history = '';

beforeAll(async () => {
  const dir = tempDir('alerts-history');
  history = `${dir}/out`;
  const done = await runCli(extractArgs(history, '--since', '2026-09-01'), cliEnv(dir, SIM));
  expect(done.code).toBe(0);
}, 120_000);

/** A copy of the history for one test, with its own record of alerts sent. */
function copyOfHistory(name: string) {
  const dir = tempDir(name);
  cpSync(history, `${dir}/out`, { recursive: true });
  return { dir, out: `${dir}/out` };
}

/** A chat tool's webhook on this machine: what it received, and whether it answers 500 for now. */
function webhook() {
  const received: { path: string; body: unknown }[] = [];
  const state = { failing: false };
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (d: Buffer) => (text += d.toString()));
    req.on('end', () => {
      if (state.failing) {
        res.statusCode = 500;
        res.end('down');
        return;
      }
      received.push({ path: req.url ?? '', body: JSON.parse(text) });
      res.end('ok');
    });
  });
  const listening = new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      resolve(`http://127.0.0.1:${port}/hooks/${TOKEN}?token=${TOKEN}`);
    }),
  );
  return { received, state, server, listening };
}

const servers: Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

const alertLines = (stdout: string) => stdout.split('\n').filter((l) => /^\w{3} \d{4}-\d{2}-\d{2} /.test(l));
const textOf = (body: unknown) =>
  typeof body === 'object' && body !== null && 'text' in body ? String(body.text) : '';

describe('report-explorer alerts', { timeout: 90_000 }, () => {
  it('prints the days outside their band in words, every planted incident among them', async () => {
    const { dir, out } = copyOfHistory('alerts-print');
    const run = await runCli(['alerts', '--out', out], cliEnv(dir, SIM));
    expect(run.code).toBe(0);
    const lines = alertLines(run.stdout);
    const judged = incidentsBetween(Date.UTC(2026, 8, 8), Date.UTC(2026, 10, 30));
    expect(judged.length).toBeGreaterThanOrEqual(5);
    for (const { day } of judged) expect(lines.some((l) => l.slice(4, 14) === day)).toBe(true);
    expect(lines.find((l) => / containment \d+ %, usual \d+–\d+ %$/.test(l))).toBeDefined();
    expect(run.stdout).toMatch(
      /alert\(s\) in \d+ settled day\(s\), 2026-09-01 to 2026-11-29 of tenant 1234\./,
    );
  });

  it('posts each alert to the webhook once across two runs, its token never shown or written', async () => {
    const { dir, out } = copyOfHistory('alerts-post');
    const hook = webhook();
    servers.push(hook.server);
    const env = cliEnv(dir, { ...SIM, REPORTING_ALERT_WEBHOOK: await hook.listening });
    const first = await runCli(['alerts', '--out', out, '--alert-webhook'], env);
    expect(first.code).toBe(0);
    const lines = alertLines(first.stdout);
    expect(lines.length).toBeGreaterThan(0);
    expect(hook.received.map((r) => textOf(r.body))).toEqual(
      lines.map((l) => `Report Explorer, tenant 1234: ${l}`),
    );
    const second = await runCli(['alerts', '--out', out, '--alert-webhook'], env);
    expect(second.code).toBe(0);
    expect(hook.received).toHaveLength(lines.length);
    expect(second.stdout).toContain('Posted 0 new alert(s)');
    for (const output of [first.stdout, first.stderr, second.stdout, second.stderr])
      expect(output).not.toContain(TOKEN);
    for (const file of filesUnder(out)) expect(readFileSync(file).includes(TOKEN)).toBe(false);
  });

  it('reports a failing webhook with exit code 6 and sends its alerts on the next run', async () => {
    const { dir, out } = copyOfHistory('alerts-fail');
    const hook = webhook();
    servers.push(hook.server);
    hook.state.failing = true;
    const env = cliEnv(dir, { ...SIM, REPORTING_ALERT_WEBHOOK: await hook.listening });
    const failed = await runCli(['alerts', '--out', out, '--alert-webhook'], env);
    expect(failed.code).toBe(6);
    expect(failed.stderr).toMatch(
      /The alert webhook answered 500, 4 times: \d+ alert\(s\) of tenant 1234 not sent/,
    );
    expect(hook.received).toEqual([]);
    hook.state.failing = false;
    const next = await runCli(['alerts', '--out', out, '--alert-webhook'], env);
    expect(next.code).toBe(0);
    expect(hook.received.map((r) => textOf(r.body))).toEqual(
      alertLines(next.stdout).map((l) => `Report Explorer, tenant 1234: ${l}`),
    );
    for (const output of [failed.stdout, failed.stderr, next.stdout, next.stderr])
      expect(output).not.toContain(TOKEN);
  });
});
