import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scaledLimits } from '../src/core/contract';
import { createSimulatedService } from '../src/sim/service';
import { createAppServer, listen } from './app-server';
import { loadServerConfig } from './config';
import { createServerLog } from './log';
import { closeServer } from './test-helpers';

// The command line as a child process (its own tests: cli/token-wait.test.ts), reaching the demo here.
const BIN = fileURLToPath(new URL('../bin/report-explorer.mjs', import.meta.url));
const DAY = ['--start', '2026-10-05 00:00:00', '--end', '2026-10-05 23:59:59'];

function extractVia(base: string) {
  const out = join(mkdtempSync(join(tmpdir(), 're-server-token-429-')), 'out');
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !k.startsWith('REPORTING_') && !k.startsWith('SIM_')),
  );
  const args = [BIN, 'extract', '--env', 'demo', '--report', 'DIALOGS', '--out', out, ...DAY, '--via', base];
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stderr })),
  );
}

describe('the command line through the app’s server (--via)', { timeout: 90_000 }, () => {
  it('waits out a CreateToken 429 the service answers (another user just spent the key’s three) and finishes', async () => {
    const demo = createSimulatedService({
      limits: scaledLimits(0.02),
      faults: [{ kind: 'rate-limit', atCall: 1, operation: 'CreateToken' }],
    });
    const config = loadServerConfig({}, { port: 0 });
    const app = createAppServer({ config, demo, log: createServerLog({ echo: false }) });
    try {
      const result = await extractVia(await listen(app, config.host, config.port));
      expect(result.stderr).toMatch(/429 \(rate limit\): waiting \d+ s/);
      expect(result.code).toBe(0);
      const tokens = demo.calls().filter((c) => c.operation === 'CreateToken');
      expect(tokens.map((c) => c.status)).toEqual([429, 200]);
    } finally {
      await closeServer(app);
    }
  });
});
