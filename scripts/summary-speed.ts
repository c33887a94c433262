// The Summary's engine (src/core/summary/summarize.ts) at 1,000,000 DIALOGS rows of the simulated service,
// in Node as its worker runs it: the columns encoded once (as the page does while rows arrive), then each
// summary timed cold, then ROUNDS times after a warm-up, on every row and on a filtered half. Prints the median and
// the range. Run: `node --expose-gc --import tsx scripts/summary-speed.ts [rows]`.
import type { RowRecord } from '../src/core/table';
import { expose } from 'comlink';
import {
  chooseBins,
  columnKey,
  encoderFor,
  summarize,
  type ColumnData,
  type NumberBins,
  type SummaryKind,
  type SummarySpec,
} from '../src/core/summary';
import { generateDialogsRows } from '../src/sim';
import { createSummaryCalls } from '../src/features/summary/summary-calls';
import { connectSummary } from '../src/features/summary/summary-host';

const COUNT = Number(process.argv[2] ?? 1_000_000);
const PAGE = 10_000;
const ROUNDS = 9;
const gc = () => (globalThis as { gc?: () => void }).gc?.();

const NEEDED: [string, SummaryKind][] = [
  ['channelName', 'category'],
  ['currentIntent', 'category'],
  ['conversationId', 'category'],
  ['date', 'date'],
  ['confidence', 'number'],
  ['attempt', 'number'],
];
const SORT_AS = { category: 'text', number: 'number', date: 'date' } as const;

function encodeRun() {
  const encoders = NEEDED.map(([key, kind]) =>
    encoderFor(kind, { key, sortAs: SORT_AS[kind], text: (v) => String(v) }),
  );
  // Pages generated one at a time, so a million rows never live at once; the encoders read by index.
  const rows: (RowRecord | undefined)[] = new Array<RowRecord | undefined>(COUNT);
  const t0 = performance.now();
  let encoding = 0;
  for (let from = 0; from < COUNT; from += PAGE) {
    const page = generateDialogsRows(COUNT, 42, from, Math.min(COUNT, from + PAGE));
    page.forEach((row, i) => (rows[from + i] = row));
    const t = performance.now();
    for (const e of encoders) e.encode(rows as RowRecord[]);
    encoding += performance.now() - t;
    rows.fill(undefined, from, from + page.length);
  }
  console.info(
    `${COUNT} rows generated and encoded in ${(performance.now() - t0).toFixed(0)} ms (encoding ${encoding.toFixed(0)} ms)`,
  );
  const columns = new Map<string, ColumnData>();
  NEEDED.forEach(([key, kind], i) => {
    const e = encoders[i];
    if (e) columns.set(columnKey(kind, key), e.tail(0));
  });
  return columns;
}

const ms = (cpu: NodeJS.CpuUsage) => (cpu.user + cpu.system) / 1000;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * The first (cold) run, then the median and range of ROUNDS after two more to warm up. Beside the wall
 * time, the process's CPU time: on a machine shared with other work it is not stretched by waiting for a
 * core, which the wall time is.
 */
function time(label: string, run: () => unknown) {
  const t = performance.now();
  run();
  const cold = performance.now() - t;
  run();
  run();
  const times: number[] = [];
  const cpus: number[] = [];
  // No collection forced between rounds: one resets the heap's limit on typed arrays, and the next round's
  // arrays then set off a collection in its middle, which the worker never forces.
  for (let i = 0; i < ROUNDS; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    run();
    times.push(performance.now() - t0);
    cpus.push(ms(process.cpuUsage(c0)));
  }
  const range = `${Math.min(...times).toFixed(1)}-${Math.max(...times).toFixed(1)}`;
  console.info(
    `${label}: median ${median(times).toFixed(1)} ms (${range}), CPU ${median(cpus).toFixed(1)} ms, first run ${cold.toFixed(1)} ms`,
  );
}

const columns = encodeRun();
// The generated rows are garbage now: let the collector finish with them before anything is timed.
gc();
await new Promise((resolve) => setTimeout(resolve, 2000));
gc();
// The simulated DIALOGS rows have 9 intents; a pivot of about 50 values across gets a column of its own:
// 50 codes spread over the rows, as a column of agents would be.
columns.set(columnKey('category', 'agent50'), {
  kind: 'category',
  codes: Uint32Array.from({ length: COUNT }, (_, i) => 1 + ((i * 7919) % 50)),
  size: COUNT,
});
const half = new Uint32Array(Math.floor(COUNT / 2)).map((_, j) => j * 2);
const attempt = columns.get(columnKey('number', 'attempt'));
const bins = new Map<string, NumberBins>();
const attemptBins = attempt?.kind === 'number' ? chooseBins(attempt.values, attempt.size) : null;
if (attemptBins) bins.set('attempt', attemptBins);

const spec = (s: Partial<SummarySpec>): SummarySpec => ({
  groupBy: [{ key: 'channelName' }],
  measures: [{ kind: 'count' }],
  pivot: null,
  share: false,
  ...s,
});
const cases: [string, SummarySpec][] = [
  [
    'channel × day, count + avg',
    spec({
      groupBy: [{ key: 'channelName' }, { key: 'date', bucket: 'day' }],
      measures: [{ kind: 'count' }, { kind: 'avg', key: 'confidence' }],
    }),
  ],
  [
    'channel × intent, count + avg',
    spec({
      groupBy: [{ key: 'channelName' }, { key: 'currentIntent' }],
      measures: [{ kind: 'count' }, { kind: 'avg', key: 'confidence' }],
    }),
  ],
  ['channel, pivot by intent, count', spec({ pivot: { key: 'currentIntent' } })],
  [
    'channel × day, pivot by 50 values, count',
    spec({ groupBy: [{ key: 'channelName' }, { key: 'date', bucket: 'day' }], pivot: { key: 'agent50' } }),
  ],
  [
    'intent, pivot by 50 values, avg',
    spec({
      groupBy: [{ key: 'currentIntent' }],
      measures: [{ kind: 'avg', key: 'confidence' }],
      pivot: { key: 'agent50' },
    }),
  ],
  [
    'week, pivot by intent, avg',
    spec({
      groupBy: [{ key: 'date', bucket: 'week' }],
      measures: [{ kind: 'avg', key: 'confidence' }],
      pivot: { key: 'currentIntent' },
    }),
  ],
  [
    'month × channel, distinct conversations',
    spec({
      groupBy: [{ key: 'date', bucket: 'month' }, { key: 'channelName' }],
      measures: [{ kind: 'distinct', key: 'conversationId' }],
    }),
  ],
  [
    'intent, median + p90 confidence',
    spec({
      groupBy: [{ key: 'currentIntent' }],
      measures: [
        { kind: 'median', key: 'confidence' },
        { kind: 'p90', key: 'confidence' },
      ],
    }),
  ],
  [
    'attempt bins × channel, sum',
    spec({
      groupBy: [{ key: 'attempt' }, { key: 'channelName' }],
      measures: [{ kind: 'sum', key: 'attempt' }],
    }),
  ],
];
for (const [label, s] of cases) {
  const probe = summarize({ columns, rows: null, count: COUNT, spec: s, bins });
  const across = probe.pivot ? `, ${probe.pivot.across.length} across` : '';
  console.info(`${label}: ${probe.groups.length} groups${across}${probe.tooMany ? ' (too many)' : ''}`);
  time('  every row', () => summarize({ columns, rows: null, count: COUNT, spec: s, bins }));
  time('  half the rows', () => summarize({ columns, rows: half, count: COUNT, spec: s, bins }));
}

// Through the page's host and the worker's calls over a MessageChannel (one thread: the engine's time plus
// the clone of the request, with its list of rows shown, and of the answer), for the first case.
const channel = new MessageChannel();
expose(createSummaryCalls(), channel.port1);
const host = connectSummary(() => Object.assign(channel.port2, { terminate: () => channel.port2.close() }));
for (const [key, data] of columns) await host.post(key, Object.assign({ from: 0 }, data));
const [label, first] = cases[0] ?? [];
const everyRowListed = Uint32Array.from({ length: COUNT }, (_, j) => j);
if (first) {
  const times: number[] = [];
  for (let i = 0; i < ROUNDS + 2; i++) {
    const t0 = performance.now();
    await host.summarize({ rows: everyRowListed, count: COUNT, spec: first, bins });
    if (i >= 2) times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.info(
    `${label ?? ''} through the host, every row listed: median ${(times[Math.floor(times.length / 2)] ?? NaN).toFixed(1)} ms (${(times[0] ?? NaN).toFixed(1)}-${(times.at(-1) ?? NaN).toFixed(1)})`,
  );
}
host.dispose();
channel.port1.close();
