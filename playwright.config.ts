import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

// One port per run, chosen in the runner and inherited by its workers through the environment, so
// several runs on one machine do not collide. Set E2E_PORT to pin it.
process.env.E2E_PORT ??= String(4300 + (process.pid % 600));
const port = Number(process.env.E2E_PORT);
const upstreamPort = port + 1000;
// Each run builds into its own directory, so a second run on the machine never serves a half-written build.
const dist = `node_modules/.cache/e2e-dist/${port}`;

/** Scale of every window of the demo under test: the 4-second rule runs as 80 ms, 60 s as 1.2 s. */
export const E2E_TIME_SCALE = '0.02';

export default defineConfig({
  testDir: 'e2e',
  // Playwright empties its output directory when a run starts: one per run, like the build.
  outputDir: `test-results/e2e/${port}`,
  // One worker: the specs share one simulated service (its fault plan, call log and per-key limits).
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    acceptDownloads: true,
    // The app speaks the browser's language on a first visit: the specs read its English unless they ask.
    locale: 'en-US',
    launchOptions: { executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  webServer: [
    {
      // The "Test" environment: a server that speaks the service's protocol, reached through the proxy.
      command: 'npx tsx e2e/upstream-server.ts',
      url: `http://127.0.0.1:${upstreamPort}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { UPSTREAM_PORT: String(upstreamPort) },
    },
    {
      // Always the production build, served by the same server as `npm run serve`.
      command: `npx vite build --logLevel warn --outDir ${dist} --emptyOutDir && npx tsx server/serve.ts`,
      url: `http://127.0.0.1:${port}/app-config.json`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        DIST_DIR: dist,
        PORT: String(port),
        HOST: '127.0.0.1',
        SIM_TIME_SCALE: E2E_TIME_SCALE,
        SIM_CONTROL: '1',
        // The specs share this server and count their own calls: a team's history kept across them would
        // answer one spec's range from another's. e2e/team-history.spec.ts runs a server of its own with it.
        TEAM_HISTORY: '0',
        REPORTING_TEST_URL: `http://127.0.0.1:${upstreamPort}`,
      },
    },
  ],
});
