import type { DialogsFold } from '../dialogs-fold';
import type { ClustersFold } from './clusters-fold';
import type { ClusterMembers, GuessedIntent, MessageCluster, MessageClusters } from './cluster-types';
import { largestByDay } from './largest-by-day';

const DAY_MS = 86_400_000;
/** Groups listed: the ones a team can act on; the rest are counted. */
export const LISTED = 50;
const OTHERS = 3;
const INTENTS = 3;

/** Each message's group, each text's count, and the groups' sizes, largest first. */
function groups(clusters: ClustersFold) {
  const texts = clusters.texts;
  const groupOfText = clusters.groupOfText();
  const textCount = new Int32Array(texts.size);
  const groupCount = new Int32Array(texts.size);
  for (let m = 0; m < clusters.length; m++) {
    const t = clusters.text[m] ?? 0;
    textCount[t] = (textCount[t] ?? 0) + 1;
    const g = groupOfText[t] ?? t;
    groupCount[g] = (groupCount[g] ?? 0) + 1;
  }
  const sizes: number[] = [];
  for (let g = 0; g < texts.size; g++) if ((groupCount[g] ?? 0) > 0) sizes.push(g);
  sizes.sort((a, b) => (groupCount[b] ?? 0) - (groupCount[a] ?? 0) || a - b);
  return { groupOfText, textCount, groupCount, order: sizes };
}

/** The first and last day any message falls on (NaN for none). */
function dayRange(fold: DialogsFold, clusters: ClustersFold) {
  let first = Infinity;
  let last = -Infinity;
  for (let m = 0; m < clusters.length; m++) {
    const day = Math.floor((fold.rows.hour[clusters.row[m] ?? 0] ?? NaN) / 24);
    if (day < first) first = day;
    if (day > last) last = day;
  }
  return Number.isFinite(first) ? { first, count: last - first + 1 } : { first: 0, count: 0 };
}

interface Tally {
  conversations: Set<number>;
  intents: Map<number, { messages: number; confidence: number }>;
  byDay: number[];
  texts: Set<number>;
}

/** The largest groups of the run's not-understood messages so far, with their figures. */
export function messageClusters(fold: DialogsFold, clusters: ClustersFold, listed = LISTED): MessageClusters {
  const { groupOfText, textCount, groupCount, order } = groups(clusters);
  const days = dayRange(fold, clusters);
  const shown = order.slice(0, listed);
  const tallies = new Map(
    shown.map((g): [number, Tally] => [
      g,
      {
        conversations: new Set(),
        intents: new Map(),
        byDay: new Array<number>(days.count).fill(0),
        texts: new Set(),
      },
    ]),
  );
  const c = fold.rows;
  for (let m = 0; m < clusters.length; m++) {
    const t = clusters.text[m] ?? 0;
    const tally = tallies.get(groupOfText[t] ?? t);
    if (!tally) continue;
    const row = clusters.row[m] ?? 0;
    tally.texts.add(t);
    const conv = c.conversation[row] ?? -1;
    if (conv >= 0) tally.conversations.add(conv);
    const intent = c.currentIntent[row] ?? -1;
    const guess = tally.intents.get(intent) ?? { messages: 0, confidence: 0 };
    guess.messages++;
    guess.confidence += c.confidence[row] ?? 0;
    tally.intents.set(intent, guess);
    const day = Math.floor((c.hour[row] ?? NaN) / 24) - days.first;
    if (day >= 0 && day < days.count) tally.byDay[day] = (tally.byDay[day] ?? 0) + 1;
  }
  const intents = c.intents.values;
  return {
    messages: clusters.length,
    groups: order.length,
    days: Array.from({ length: days.count }, (_, d) => (days.first + d) * DAY_MS),
    largestByDay: largestByDay(fold, clusters, groupOfText, days.first, days.count),
    clusters: shown.map((g): MessageCluster => {
      const tally = tallies.get(g);
      const messages = groupCount[g] ?? 0;
      const wordings = [...(tally?.texts ?? [])].sort(
        (a, b) => (textCount[b] ?? 0) - (textCount[a] ?? 0) || a - b,
      );
      return {
        id: g,
        messages,
        conversations: tally?.conversations.size ?? 0,
        share: clusters.length === 0 ? 0 : messages / clusters.length,
        representative: clusters.written[wordings[0] ?? g] ?? '',
        others: wordings.slice(1, 1 + OTHERS).map((t) => clusters.written[t] ?? ''),
        intents: [...(tally?.intents ?? [])]
          .map(([code, v]): GuessedIntent => ({
            intent: intents[code] ?? null,
            messages: v.messages,
            confidence: v.confidence / v.messages,
          }))
          .sort((a, b) => b.messages - a.messages)
          .slice(0, INTENTS),
        byDay: tally?.byDay ?? [],
      };
    }),
  };
}

/** The messages of the group with id `group` (or of the group it has merged into since), and their conversations. */
export function clusterMembers(fold: DialogsFold, clusters: ClustersFold, group: number): ClusterMembers {
  const groupOfText = clusters.groupOfText();
  if (group < 0 || group >= groupOfText.length) return { ids: [], conversations: [] };
  const root = groupOfText[group];
  const ids: string[] = [];
  const conversations = new Set<string>();
  const names = fold.rows.conversations.values;
  for (let m = 0; m < clusters.length; m++) {
    if (groupOfText[clusters.text[m] ?? 0] !== root) continue;
    ids.push(clusters.ids[m] ?? '');
    const conv = names[fold.rows.conversation[clusters.row[m] ?? 0] ?? -1];
    if (conv) conversations.add(conv);
  }
  return { ids, conversations: [...conversations] };
}
