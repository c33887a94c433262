// Runs every bench/<name>.bench.ts in its own process (so one bench's heap never skews another's),
// after measuring the machine's reference once (bench/reference.ts), which each bench's figures are judged
// against (bench/metric.ts); writes bench-results.json at the project root and prints a table.
import { spawnSync } from 'node:child_process';
import { readdirSync, writeFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { printTable } from './bench-table.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2);
const files = readdirSync(join(root, 'bench'))
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

/** Runs scripts/run-bench.ts in a process of its own; its JSON output, or null when it failed. */
function child(args, env) {
  const out = join(mkdtempSync(join(tmpdir(), 'bench-')), 'out.json');
  const r = spawnSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', join(root, 'scripts/run-bench.ts'), ...args, out],
    { stdio: 'inherit', cwd: root, env: { ...process.env, ...env } },
  );
  return r.status === 0 ? JSON.parse(readFileSync(out, 'utf8')) : null;
}

// BENCH_CPU_THROTTLE=4 slows each measured page's main thread four times (bench/cpu-throttle.ts).
if (process.env.BENCH_CPU_THROTTLE)
  console.log(`CPU throttle: ${process.env.BENCH_CPU_THROTTLE}x on each page's main thread`);
const reference = child(['--reference'], {});
if (!reference) {
  console.error('✗ the machine reference could not be measured');
  process.exit(1);
}
const results = [];
let failed = false;
for (const file of files) {
  console.log(`\n▶ ${file}`);
  const metrics = child([join(root, 'bench', file)], { BENCH_REFERENCE: JSON.stringify(reference) });
  if (!metrics) {
    console.error(`✗ ${file} failed`);
    failed = true;
    continue;
  }
  results.push(...metrics);
}

writeFileSync(
  join(root, 'bench-results.json'),
  JSON.stringify({ reference, metrics: results }, null, 2) + '\n',
);

printTable(reference, results);
if (failed) process.exit(1);
