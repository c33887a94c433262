// What the bot did not understand, grouped (src/core/analytics/clusters/): the groups' quality against the
// families of paraphrases the simulated service plants, and the time to group 10,000 and 100,000
// not-understood messages on a thread of their own while the main thread stays free. The quality is printed
// beside the other thresholds of similarity tried and beside grouping by the normalised words alone.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { JOIN_AT, MERGE_AT, WHOLE_AT } from '../src/core/analytics/clusters';
import { clustersRun, rowsFor, type ClustersRun } from './clusters-run';
import { metric, type Bench, type Measured } from './metric';

/** Other thresholds tried (join, merge); single linkage joins and merges at one threshold. */
const TRIED: readonly [number, number][] = [
  [0.35, 0.55],
  [0.45, 0.5],
  [0.45, 0.6],
  [0.4, 0.4],
  [0.45, 0.45],
  [0.5, 0.5],
  [0.55, 0.55],
];
/** A threshold no two different texts reach: the groups are the normalised texts themselves. */
const EXACT = 1.01;

/** A run grouped on a worker thread; the main thread's longest stretch held meanwhile (event loop delay). */
async function onThread(rows: number): Promise<{ run: ClustersRun; mainLongestMs: number }> {
  const worker = new Worker(new URL('./clusters-thread.mjs', import.meta.url));
  const delay = monitorEventLoopDelay({ resolution: 1 });
  // The comparisons' garbage is collected before, not while the main thread is watched.
  (globalThis as { gc?: () => void }).gc?.();
  try {
    const answer = new Promise<ClustersRun>((resolve, reject) => {
      worker.once('message', (run: ClustersRun) => resolve(run));
      worker.once('error', reject);
    });
    delay.enable();
    worker.postMessage({ rows });
    const run = await answer;
    delay.disable();
    return { run, mainLongestMs: delay.max / 1e6 };
  } finally {
    await worker.terminate();
  }
}

const describe = (label: string, r: ClustersRun) =>
  console.info(
    `${label}: ${r.messages} messages (${r.planted} planted, ${r.families} families) in ${r.groups} groups; ARI ${r.ari.toFixed(3)}, most split ${r.mostSplit}, in own group ${(r.shareInOwnGroup * 100).toFixed(1)} % (texts' groups alone: ARI ${r.textsAri.toFixed(3)}, most split ${r.textsMostSplit}); grouped in ${r.groupMs.toFixed(0)} ms (longest page ${r.longestPageMs.toFixed(1)} ms, view ${r.viewMs.toFixed(1)} ms)`,
  );

/** The other thresholds' quality on 10,000 messages, printed beside the chosen one's. */
function tried(): Measured[] {
  return [...TRIED, [EXACT, EXACT] as const].map(([joinAt, mergeAt]) => {
    const r = clustersRun(rowsFor(10_000), joinAt, mergeAt);
    const label =
      joinAt === EXACT
        ? 'the normalised words alone'
        : joinAt === mergeAt
          ? `single linkage at ${joinAt}`
          : `joined at ${joinAt}, merged at ${mergeAt}`;
    describe(label, r);
    return metric(`clusters: ARI, ${label} (comparison)`, r.ari, 'index', 0.8, 'higher', {
      comparison: true,
    });
  });
}

const run: Bench = async () => {
  const comparisons = tried();
  const small = await onThread(rowsFor(10_000));
  describe(`chosen, joined at ${JOIN_AT}, merged at ${MERGE_AT}, as wholes at ${WHOLE_AT}`, small.run);
  const large = await onThread(rowsFor(100_000));
  describe(`chosen, 100,000`, large.run);
  const quality = (n: string, r: ClustersRun): Measured[] => [
    metric(
      `clusters: adjusted Rand index against the planted families (${n})`,
      r.ari,
      'index',
      0.8,
      'higher',
    ),
    metric(
      `clusters: most groups of 5+ messages a family is split over (${n})`,
      r.mostSplit,
      'groups',
      2,
      'lower',
    ),
    metric(
      `clusters: share of planted messages in a group of their family (${n})`,
      r.shareInOwnGroup,
      'share',
      0.9,
      'higher',
      {
        comparison: true,
      },
    ),
  ];
  const grouped = (n: string, r: ClustersRun, target: number) =>
    metric(
      `clusters: ${n} not-understood messages grouped, on a worker thread`,
      r.groupMs,
      'ms',
      target,
      'lower',
    );
  return [
    ...quality('10,000 messages', small.run),
    ...quality('100,000 messages', large.run),
    grouped('10,000', small.run, 1000),
    grouped('100,000', large.run, 10_000),
    metric(
      "clusters: the main thread's longest task while they are grouped",
      Math.max(small.mainLongestMs, large.mainLongestMs),
      'ms',
      50,
      'lower',
    ),
    ...comparisons,
  ];
};
export default run;
