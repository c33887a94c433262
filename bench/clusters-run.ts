// A DIALOGS run's not-understood messages grouped as the engine's worker groups them
// (src/engine/run-analytics.ts): pages of 10,000 rows from the simulated service, each a JSON round trip
// (flat strings, as the worker's are once it has parsed a response), folded into the overview's columns
// and then into the groups; only the grouping is timed. Each grouped message is scored against the family
// the simulated service planted it from (src/sim/rows/planted-families.ts).
import { DialogsFold, type FoldRow } from '../src/core/analytics';
import {
  adjustedRandIndex,
  ClustersFold,
  messageClusters,
  mostSplit,
  shareInOwnGroup,
  TextClusters,
} from '../src/core/analytics/clusters';
import { familyIn, generateDialogsRows } from '../src/sim';

const PAGE = 10_000;
/** Rows for about this many not-understood messages: about 23 rows in 100 are such (the sim's share). */
export const rowsFor = (messages: number) => Math.ceil(messages / 0.228);

export interface ClustersRun {
  messages: number;
  planted: number;
  families: number;
  groups: number;
  ari: number;
  mostSplit: number;
  shareInOwnGroup: number;
  /** The same, of the texts' groups before they are compared as wholes (src/core/analytics/clusters/whole-groups.ts). */
  textsAri: number;
  textsMostSplit: number;
  /** Grouping every page, and the largest groups' figures at the end. */
  groupMs: number;
  longestPageMs: number;
  viewMs: number;
}

/** The run of `rows` rows grouped page by page (with the thresholds given, else the chosen ones). */
export function clustersRun(rows: number, joinAt?: number, mergeAt?: number): ClustersRun {
  const fold = new DialogsFold();
  const clusters = new ClustersFold(new TextClusters(joinAt, mergeAt));
  fold.expect(rows);
  const truth: number[] = [];
  const found: number[] = [];
  const families = new Map<string, number>();
  let groupMs = 0;
  let longestPageMs = 0;
  for (let from = 0; from < rows; from += PAGE) {
    const generated = generateDialogsRows(rows, 42, from, from + PAGE);
    const page = JSON.parse(JSON.stringify(generated)) as FoldRow[];
    fold.add(page);
    const before = clusters.length;
    const t0 = performance.now();
    clusters.add(fold, from, page);
    const ms = performance.now() - t0;
    groupMs += ms;
    longestPageMs = Math.max(longestPageMs, ms);
    for (let m = before; m < clusters.length; m++) {
      const row = generated[(clusters.row[m] ?? 0) - from];
      const family = row ? familyIn(row) : null;
      if (family === null) continue;
      if (!families.has(family)) families.set(family, families.size);
      truth.push(families.get(family) ?? -1);
      found.push(clusters.text[m] ?? 0);
    }
  }
  const t1 = performance.now();
  const view = messageClusters(fold, clusters);
  const viewMs = performance.now() - t1;
  const whole = clusters.groupOfText();
  const groups = found.map((t) => whole[t] ?? t);
  const textGroups = found.map((t) => clusters.texts.groupOf(t));
  return {
    messages: clusters.length,
    planted: truth.length,
    families: families.size,
    groups: view.groups,
    ari: adjustedRandIndex(truth, groups),
    mostSplit: mostSplit(truth, groups),
    shareInOwnGroup: shareInOwnGroup(truth, groups),
    textsAri: adjustedRandIndex(truth, textGroups),
    textsMostSplit: mostSplit(truth, textGroups),
    groupMs: groupMs + viewMs,
    longestPageMs,
    viewMs,
  };
}
