// `npm test`: every check and suite in turn (typecheck, lint, unit and browser, end-to-end), then one
// plain line "N passed, N failed" summing them all. Typecheck and lint count as one check each; the suites
// count their tests. Exits non-zero when anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const tmp = mkdtempSync(join(tmpdir(), 'report-explorer-tests-'));
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
function record(name, passed, failed, skipped = 0) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  lines.push(`${name}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
}
const check = (name, status) => record(name, status === 0 ? 1 : 0, status === 0 ? 0 : 1);
const banner = (name) => console.log(`\n━━ ${name} ━━`);

banner('typecheck');
// TypeScript 7 typechecks (same errors, far faster); `typescript` 6 stays for typescript-eslint's parser.
const tsc7 = 'node_modules/typescript-7/bin/tsc'; // by path: both packages name a `tsc` bin
check('typecheck', run(process.execPath, [tsc7, '-p', 'tsconfig.json', '--noEmit']));

banner('lint');
check('lint', run(npx, ['eslint', '.', '--max-warnings', '0']));

// Vitest's browser project and the end-to-end tests both run in Chromium: make sure there is one first.
banner('chromium');
const chromiumStatus = run(process.execPath, ['scripts/ensure-chromium.mjs']);

banner('unit and browser tests (vitest)');
const vitestJson = join(tmp, 'vitest.json');
// Without a Chromium only the node project can run; the browser project then counts as one failure.
const projects = chromiumStatus === 0 ? [] : ['--project', 'node'];
const vitestStatus = run(npx, [
  'vitest',
  'run',
  ...projects,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const vitest = readJson(vitestJson);
if (vitest) {
  // The JSON report names files, not projects: the browser project is the *.browser.test.tsx files.
  const suites = {
    unit: { passed: 0, failed: 0, skipped: 0, files: 0 },
    browser: { passed: 0, failed: 0, skipped: 0, files: 0 },
  };
  for (const file of vitest.testResults) {
    const suite = suites[/\.browser\.test\.tsx?$/.test(file.name) ? 'browser' : 'unit'];
    suite.files++;
    for (const test of file.assertionResults) {
      if (test.status === 'passed') suite.passed++;
      else if (test.status === 'failed') suite.failed++;
      else suite.skipped++;
    }
    // A file that failed with no failed test in it: it did not load, or a hook failed.
    if (file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed')) suite.failed++;
  }
  const { unit, browser } = suites;
  if (vitestStatus !== 0 && unit.failed + browser.failed === 0) unit.failed++;
  // No browser test file in the report means the browser project never ran: that is a failure, not zero tests.
  if (browser.files === 0) browser.failed++;
  record('unit', unit.passed, unit.failed, unit.skipped);
  record('browser', browser.passed, browser.failed, browser.skipped);
} else {
  record('unit', 0, 1);
  record('browser', 0, 1);
}

// The Node-side tests again under the current LTS line when this is not it: Node 20 (the oldest that
// `engines` allows) lost support on 2026-04-30, and 24 and 26 differ from it in ways tests meet (a
// process-wide `navigator.locks`). The `node` package of the npm registry brings that Node, as users
// install it; once fetched it stays in npm's cache.
const LTS = '26';
if (process.versions.node.split('.')[0] !== LTS) {
  banner(`Node-side tests under Node ${LTS} (the current LTS)`);
  const ltsJson = join(tmp, `vitest-node${LTS}.json`);
  const ltsStatus = run(npx, [
    '-y',
    `node@${LTS}`,
    'node_modules/vitest/vitest.mjs',
    'run',
    '--project',
    'node',
    '--reporter=dot',
    '--reporter=json',
    `--outputFile.json=${ltsJson}`,
  ]);
  const lts = readJson(ltsJson);
  const counted = { passed: 0, failed: 0, skipped: 0 };
  for (const file of lts?.testResults ?? []) {
    for (const test of file.assertionResults) {
      if (test.status === 'passed') counted.passed++;
      else if (test.status === 'failed') counted.failed++;
      else counted.skipped++;
    }
    if (file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed'))
      counted.failed++;
  }
  if (!lts || (ltsStatus !== 0 && counted.failed === 0)) counted.failed++;
  record(`unit (Node ${LTS})`, counted.passed, counted.failed, counted.skipped);
}

banner('end-to-end tests (playwright)');
const e2eJson = join(tmp, 'playwright.json');
let e2eStatus = chromiumStatus;
if (e2eStatus === 0) {
  e2eStatus = run(npx, ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_FILE: e2eJson,
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
  });
}
const e2e = readJson(e2eJson);
if (e2e?.stats) {
  const { expected, unexpected, flaky, skipped } = e2e.stats;
  // A flaky test (passed only on retry) is a failure here: retries are off, but count it anyway.
  const failed = unexpected + flaky + (e2eStatus !== 0 && unexpected + flaky === 0 ? 1 : 0);
  record('e2e', expected, failed, skipped);
} else record('e2e', 0, 1);

console.log('\n━━ summary ━━');
for (const line of lines) console.log(line);
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(totals.failed === 0 && totals.skipped === 0 ? 0 : 1);
