// The table bench-all.mjs prints: metric, value (the rounds' range), target, ratio, meets, peer, ratio to
// peer, under a line giving the machine's reference. `node scripts/bench-table.mjs` prints it again from
// bench-results.json.
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Prints the judged metrics (bench/metric.ts judge) of a run and the reference they were judged by. */
export function printTable(reference, results) {
  // Peers (AG Grid in the table bench, ExcelJS in the xlsx bench) are named in the peer column when a run
  // has more than one.
  const peerNames = new Set(results.filter((m) => m.peer).map((m) => m.peer.name));
  // Three significant digits, whole numbers from 100 up: 0.043 x, 12.4 ms, 1,894 ms.
  // A figure not measured (a peer left out of the run) crosses the results' JSON as null: printed as '-'.
  const fig = (v) =>
    typeof v !== 'number' || !Number.isFinite(v)
      ? '-'
      : Math.abs(v) >= 100
        ? Math.round(v).toString()
        : String(Number(v.toPrecision(3)));
  const withRange = (v, range, unit) =>
    `${fig(v)} ${unit}${range ? ` (${fig(range[0])}–${fig(range[1])})` : ''}`;
  const sign = (m) => (m.better === 'lower' ? '≤' : '≥');
  const PLACE = { node: 'Node ref', page: 'page ref', worker: 'worker ref' };
  function targetText(m) {
    const abs = `${fig(m.targetAbsolute)} ${m.unit}`;
    // A scroll figure names the plain list's of the same run (bench/scroll-floor.ts) in its target.
    const list = m.probe === undefined ? '' : `plain list ${fig(m.probe.value)} ${m.unit}`;
    // A late share has no absolute target (the plain list is its only bound): none is printed.
    if (m.rule === 'probe')
      return `${sign(m)} ${m.probe.maxRatio}x ${list} = ${fig(m.target)}${m.targetAbsolute > 0 ? ` (abs ${abs})` : ''}`;
    if (list && m.rule === 'comparison') return `comparison (${list})`;
    if (list) return `${sign(m)} ${abs} (${list})`;
    if (m.rule === 'peer')
      return `${sign(m)} ${m.peer.maxRatio}x ${m.peer.name} = ${fig(m.target)} (abs ${abs})`;
    if (m.rule === 'reference' && m.reference)
      return `${sign(m)} ${fig(m.reference.multiple)} ${PLACE[m.reference.place]} = ${fig(m.target)} (abs ${abs})`;
    if (m.rule === 'comparison') return `comparison (${sign(m)} ${abs})`;
    return `${sign(m)} ${abs}`;
  }
  const rows = results.map((m) => ({
    metric: m.metric,
    // A longest task judged by its CPU on a throttled machine prints its wall time beside.
    value: `${withRange(m.value, m.range, m.unit)}${m.wall === undefined ? '' : ` CPU (wall ${fig(m.wall)})`}`,
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
      `page worker ${fig(reference.worker)}; frame ${fig(reference.frame)} ms` +
      (reference.scroll
        ? `; a plain list scrolled on the page (bench/scroll-floor.ts): p95 frame ${fig(reference.scroll.p95)} ms, ` +
          `p50 ${fig(reference.scroll.p50)}, ${fig(reference.scroll.late * 100)} % over one frame. `
        : '. ') +
      `Targets "n ref" are n times it; "abs" is the target as set on the baseline machine (bench/metric.ts).`,
  );
  console.table(rows);
  const counted = results.filter((m) => m.counted);
  console.log(
    `${counted.filter((m) => m.meets).length} of ${counted.length} metrics meet their targets` +
      ` (${results.length - counted.length} comparisons not counted); written to bench-results.json`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const { reference, metrics } = JSON.parse(readFileSync(join(root, 'bench-results.json'), 'utf8'));
  printTable(reference, metrics);
}
