import { fileURLToPath } from 'node:url';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig } from 'vitest/config';
import type { BrowserCommand } from 'vitest/node';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';
import { compileCatalogs } from './scripts/messages-plugin.mjs';

/** Turns the page's forced-colors emulation on or off: the media query then answers as Windows' High Contrast would. */
const setForcedColors: BrowserCommand<[on: boolean]> = async ({ page }, on) => {
  await page.emulateMedia({ forcedColors: on ? 'active' : 'none' });
};

export default defineConfig({
  test: {
    projects: [
      {
        // Components read their words from the catalogs compiled as the page reads them.
        plugins: [compileCatalogs()],
        test: {
          name: 'node',
          include: [
            'src/**/*.test.ts',
            'src/**/*.test.tsx',
            'server/**/*.test.ts',
            'cli/**/*.test.ts',
            'warehouse/**/*.test.ts',
            'scripts/**/*.test.ts',
            'chaos/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, '**/*.browser.test.tsx'],
          environment: 'node',
          // A test's timeout guards against a hang, not a slow machine: several run the simulated service's
          // limits in real (scaled) time or build workbooks of thousands of rows, and Vitest's default of 5 s
          // timed some out on a machine loaded by other work.
          testTimeout: 30_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        plugins: [compileCatalogs()],
        test: {
          name: 'browser',
          include: ['src/**/*.browser.test.tsx'],
          // After the node project, not beside it: some node tests run the simulated service's rate limits
          // scaled to milliseconds, and a browser starting on the same cores must not be what delays them.
          sequence: { groupOrder: 1 },
          // The stylesheet lays the grid out and gives the face its colours and fonts: load it for real.
          css: true,
          // Out of the source tree, with the end-to-end tests' results (ignored by git).
          attachmentsDir: 'test-results/vitest/attachments',
          browser: {
            enabled: true,
            headless: true,
            // The same Chromium the end-to-end tests use; never a downloaded one.
            provider: playwright({
              launchOptions: { executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS },
            }),
            instances: [{ browser: 'chromium' }],
            // Wider than the grids the tests mount, so nothing needs the page scrolled to be clicked.
            viewport: { width: 2200, height: 900 },
            commands: { setForcedColors },
            screenshotDirectory: fileURLToPath(new URL('test-results/vitest/screenshots', import.meta.url)),
          },
        },
      },
    ],
  },
});
