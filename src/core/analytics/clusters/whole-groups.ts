import { averageLinkage } from './average-linkage';
import { alikePairs, groupProfiles } from './group-profiles';
import type { TextClusters } from './text-clusters';

/**
 * Groups of 5 or more messages whose words, as wholes, are at least this alike merge (group-profiles.ts):
 * chosen by measurement against the simulated service's families (bench/clusters.bench.ts), in the middle
 * of the range (0.35 to 0.55) where no family is split over more than two groups of 5 or more.
 */
export const WHOLE_AT = 0.45;
/** Smaller groups keep to themselves: a few messages make too thin a profile to weigh. */
const LEAST = 5;

/**
 * Each text's group once groups are compared as wholes, as the id of its oldest text. Texts' groups
 * (text-clusters.ts) come from one text at a time: the phrasings of one question that share few trigrams
 * ("app crash on login", "the app keeps crashing") are groups of their own there, and no single pair of
 * texts is alike enough to join them without joining near questions too. `said[t]` is the messages of text t.
 */
export function wholeGroups(texts: TextClusters, said: ArrayLike<number>): Int32Array<ArrayBuffer> {
  const group = Int32Array.from({ length: texts.size }, (_, t) => texts.groupOf(t));
  const messages = new Int32Array(texts.size);
  for (let t = 0; t < texts.size; t++) {
    const g = group[t] ?? t;
    messages[g] = (messages[g] ?? 0) + (said[t] ?? 0);
  }
  // Groups in order of their ids, so the merged group's id (its smallest) is its oldest text.
  const index = new Int32Array(texts.size).fill(-1);
  const roots: number[] = [];
  for (let g = 0; g < texts.size; g++)
    if ((messages[g] ?? 0) >= LEAST && group[g] === g) index[g] = roots.push(g) - 1;
  const members = roots.map((): number[] => []);
  for (let t = 0; t < texts.size; t++) members[index[group[t] ?? t] ?? -1]?.push(t);
  const profiles = groupProfiles(texts.texts, said, members);
  const into = averageLinkage(roots.length, alikePairs(profiles), WHOLE_AT);
  return Int32Array.from(group, (g) => {
    const i = index[g] ?? -1;
    return i < 0 ? g : (roots[into[i] ?? i] ?? g);
  });
}
