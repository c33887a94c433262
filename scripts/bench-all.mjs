// Runs every bench/<name>.bench.ts in its own process (so one bench's heap never skews another's),
// collects their metrics, writes bench-results.json at the project root and prints a table.
import { spawnSync } from 'node:child_process';
import { readdirSync, writeFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2);
const files = readdirSync(join(root, 'bench'))
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

const results = [];
// BENCH_CPU_THROTTLE=4 slows each measured page's main thread four times (bench/cpu-throttle.ts).
if (process.env.BENCH_CPU_THROTTLE)
  console.log(`CPU throttle: ${process.env.BENCH_CPU_THROTTLE}x on each page's main thread`);
let failed = false;
for (const file of files) {
  const out = join(mkdtempSync(join(tmpdir(), 'bench-')), 'out.json');
  console.log(`\n▶ ${file}`);
  const r = spawnSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', join(root, 'scripts/run-bench.ts'), join(root, 'bench', file), out],
    {
      stdio: 'inherit',
      cwd: root,
    },
  );
  if (r.status !== 0) {
    console.error(`✗ ${file} failed (exit ${r.status})`);
    failed = true;
    continue;
  }
  results.push(...JSON.parse(readFileSync(out, 'utf8')));
}

writeFileSync(join(root, 'bench-results.json'), JSON.stringify(results, null, 2) + '\n');
const ratio = (m) => (m.better === 'lower' ? m.value / m.target : m.target / m.value);
// A metric may carry a peer's figure (the same moment measured on another grid in the same run): it is
// printed beside ours with ours / theirs. The columns are named after the peer (AG Grid in the table bench).
const peerNames = [...new Set(results.filter((m) => m.peer).map((m) => m.peer.name))];
const peerName = peerNames.length === 1 ? peerNames[0] : 'AG Grid';
const rows = results.map((m) => ({
  metric: m.metric,
  value: `${m.value} ${m.unit}`,
  target: `${m.better === 'lower' ? '≤' : '≥'} ${m.target} ${m.unit}${m.peer?.maxRatio !== undefined ? ` and ≤ ${m.peer.maxRatio}x ${m.peer.name}` : ''}`,
  'ratio to target': Number.isFinite(ratio(m)) ? ratio(m).toFixed(2) : '-',
  meets: m.meets ? 'yes' : 'NO',
  // The peer's columns only when some metric has a peer (a run of other benches prints none).
  ...(peerNames.length === 0
    ? {}
    : {
        [peerName]: m.peer
          ? `${m.peer.value} ${m.unit}${peerNames.length > 1 ? ` (${m.peer.name})` : ''}`
          : '-',
        [`ratio to ${peerName}`]:
          m.peer && m.peer.value !== 0 && Number.isFinite(m.value / m.peer.value)
            ? (m.value / m.peer.value).toFixed(2)
            : '-',
      }),
}));
console.log('');
console.table(rows);
console.log(
  `${results.filter((m) => m.meets).length} of ${results.length} metrics meet their targets; written to bench-results.json`,
);
if (failed) process.exit(1);
