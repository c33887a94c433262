// Runs every bench/<name>.bench.ts in its own process (so one bench's heap never skews another's),
// after measuring the machine's reference once (bench/reference.ts), which each bench's figures are judged
// against (bench/metric.ts); writes bench-results.json at the project root and prints a table.
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

// Peers (AG Grid in the table bench, ExcelJS in the xlsx bench) are named in the peer column when a run
// has more than one.
const peerNames = new Set(results.filter((m) => m.peer).map((m) => m.peer.name));
const fig = (v) => (Math.abs(v) >= 100 ? Math.round(v).toString() : String(Math.round(v * 10) / 10));
const withRange = (v, range, unit) =>
  `${fig(v)} ${unit}${range ? ` (${fig(range[0])}–${fig(range[1])})` : ''}`;
const sign = (m) => (m.better === 'lower' ? '≤' : '≥');
const PLACE = { node: 'Node ref', page: 'page ref', worker: 'worker ref' };
function targetText(m) {
  const abs = `${fig(m.targetAbsolute)} ${m.unit}`;
  if (m.rule === 'peer')
    return `${sign(m)} ${m.peer.maxRatio}x ${m.peer.name} = ${fig(m.target)} (abs ${abs})`;
  if (m.rule === 'reference' && m.reference)
    return `${sign(m)} ${fig(m.reference.multiple)} ${PLACE[m.reference.place]} = ${fig(m.target)} (abs ${abs})`;
  if (m.rule === 'comparison') return `comparison (${sign(m)} ${abs})`;
  return `${sign(m)} ${abs}`;
}
const rows = results.map((m) => ({
  metric: m.metric,
  value: withRange(m.value, m.range, m.unit),
  target: targetText(m),
  ratio: Number.isFinite(m.ratio) ? m.ratio.toFixed(2) : '-',
  meets: m.counted ? (m.meets ? 'yes' : 'NO') : '-',
  peer: m.peer
    ? `${withRange(m.peer.value, m.peer.range, m.unit)}${peerNames.size > 1 ? ` ${m.peer.name}` : ''}`
    : '-',
  'ratio to peer': m.peerRatio !== undefined ? m.peerRatio.toFixed(2) : '-',
}));
console.log('');
console.log(
  `Machine reference (ms of one fixed workload, bench/reference.ts): Node ${fig(reference.node)}, ` +
    `page main thread ${fig(reference.page)}${reference.throttle === 1 ? '' : ` (${reference.throttle}x throttled)`}, ` +
    `page worker ${fig(reference.worker)}; frame ${fig(reference.frame)} ms. ` +
    `Targets "n ref" are n times it; "abs" is the target as set on the baseline machine (bench/metric.ts).`,
);
console.table(rows);
const counted = results.filter((m) => m.counted);
console.log(
  `${counted.filter((m) => m.meets).length} of ${counted.length} metrics meet their targets` +
    ` (${results.length - counted.length} comparisons not counted); written to bench-results.json`,
);
if (failed) process.exit(1);
