// The A/B harness of the table-page profile scripts (sort-profile.ts, arrival-profile.ts): each tree's
// bench page (bench/table-page) built and served, then `round` run on each in turn, the order swapped
// every other round so neither build always goes first on a machine that warms or loads up.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { serveDir } from './static-server';
import { MEASURING_ARGS } from './trace';

export async function interleavedRounds(
  name: string,
  roots: readonly string[],
  rounds: number,
  round: (browser: Browser, url: string, label: string) => Promise<void>,
  { unminified = false }: { unminified?: boolean } = {},
) {
  const builds = roots.map((root) => {
    const out = mkdtempSync(join(tmpdir(), `${name}-`));
    const minify = unminified ? ['--minify', 'false'] : [];
    execFileSync(
      'npx',
      ['vite', 'build', '--config', 'bench/vite.bench.config.ts', '--logLevel', 'error', ...minify],
      { cwd: root, env: { ...process.env, BENCH_OUT_DIR: out }, stdio: 'inherit' },
    );
    return { root, out };
  });
  const servers = await Promise.all(builds.map((b) => serveDir(b.out)));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: MEASURING_ARGS,
  });
  try {
    for (let r = 0; r < rounds; r++) {
      const order = r % 2 === 0 ? builds.keys() : [...builds.keys()].reverse();
      for (const i of order)
        await round(browser, servers[i]?.url ?? '', `round ${r + 1}, ${builds[i]?.root}`);
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((s) => s.close()));
    for (const b of builds) rmSync(b.out, { recursive: true, force: true });
  }
}
