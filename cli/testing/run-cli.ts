// Test support: the real command as a child process, its call log, and its output read back by DuckDB.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const BIN = fileURLToPath(new URL('../../bin/report-explorer.mjs', import.meta.url));

/** The e2e tests' scale: the 4 s rule as 80 ms, so a run is fast and its waits are still real. */
export const TIME_SCALE = 0.02;
export const SERVICE_INTERVAL_MS = 4000 * TIME_SCALE;

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export const tempDir = (prefix: string) => mkdtempSync(join(tmpdir(), `re-cli-${prefix}-`));

/** The environment a test's command runs with: scaled demo, its own state folder and call log. */
export function cliEnv(dir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(env))
    if (name.startsWith('REPORTING_') || name.startsWith('SIM_')) delete env[name];
  return {
    ...env,
    SIM_TIME_SCALE: String(TIME_SCALE),
    SIM_CALL_LOG: join(dir, 'calls.ndjson'),
    REPORT_EXPLORER_STATE_DIR: join(dir, 'state'),
    ...extra,
  };
}

/** Starts the command; `done` settles when it exits. */
export function startCli(
  args: string[],
  env: NodeJS.ProcessEnv,
): { child: ChildProcess; done: Promise<CliResult> } {
  const child = spawn(process.execPath, [BIN, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const done = new Promise<CliResult>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
  return { child, done };
}

export const runCli = (args: string[], env: NodeJS.ProcessEnv) => startCli(args, env).done;

/** Resolves when the child's standard output holds a line matching `test`. */
export function whenOutput(child: ChildProcess, test: (line: string) => boolean): Promise<void> {
  return new Promise((resolve) => {
    let buffered = '';
    child.stdout?.on('data', (d: Buffer) => {
      buffered += d.toString();
      if (buffered.split('\n').some(test)) resolve();
    });
  });
}

const callSchema = z.looseObject({
  at: z.number(),
  operation: z.string(),
  status: z.number(),
  lastDocument: z.string().nullable(),
  rows: z.number(),
  fault: z.string().nullable(),
  pid: z.number(),
});
export type LoggedCall = z.infer<typeof callSchema>;

/** Every call the simulated services of the test's processes answered, in order. */
export function callsOf(dir: string): LoggedCall[] {
  const path = join(dir, 'calls.ndjson');
  if (!existsSync(path)) return [];
  const text = readFileSync(path, 'utf8');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => callSchema.parse(JSON.parse(line)));
}

export const MONTH = ['--start', '2026-10-01 00:00:00', '--end', '2026-10-31 23:59:59'];
export const extractArgs = (out: string, ...more: string[]) => [
  'extract',
  '--env',
  'demo',
  '--report',
  'DIALOGS',
  '--out',
  out,
  ...more,
];
