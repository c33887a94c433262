// Groups compared as wholes (whole-groups.ts): each group of 5 or more messages as the stems of its words,
// weighted by the share of its messages that say them and by how few groups say them (TF-IDF), so a typo
// said once weighs little and a word many groups say ("tarjeta", "#n") weighs less. The IDF is
// log(1 + groups / groups saying it), so a stem every group says still counts for something when there
// are few groups.

/** Letters of a word that stand for it: crash, crashes, crashed and crashing meet; a kind (`#card`) is whole. */
const STEM = 4;
/** A stem said by more groups than this finds no pairs (it weighs little): pairs share a rarer one. */
const SHARED_AT_MOST = 64;

export interface GroupProfile {
  /** Stems, as ids in increasing order, and their weights (unit length). */
  stems: Int32Array;
  weights: Float64Array;
}

const stemOf = (word: string) => (word.startsWith('#') ? word : word.slice(0, STEM));

/**
 * The profile of each group, from its texts (normalised, normalise.ts) and how many messages said each.
 * `members[g]` lists the texts of group g.
 */
export function groupProfiles(
  texts: readonly string[],
  said: ArrayLike<number>,
  members: readonly (readonly number[])[],
): GroupProfile[] {
  const ids = new Map<string, number>();
  const counts = members.map((group) => {
    const count = new Map<number, number>();
    let messages = 0;
    for (const t of group) {
      const n = said[t] ?? 0;
      messages += n;
      for (const stem of new Set((texts[t] ?? '').split(' ').map(stemOf))) {
        let id = ids.get(stem);
        if (id === undefined) ids.set(stem, (id = ids.size));
        count.set(id, (count.get(id) ?? 0) + n);
      }
    }
    return { count, messages };
  });
  const groupsSaying = new Int32Array(ids.size);
  for (const { count } of counts)
    for (const id of count.keys()) groupsSaying[id] = (groupsSaying[id] ?? 0) + 1;
  return counts.map(({ count, messages }) => {
    const stems = Int32Array.from([...count.keys()].sort((a, b) => a - b));
    const weights = Float64Array.from(stems, (id) => {
      const tf = (count.get(id) ?? 0) / Math.max(1, messages);
      return tf * Math.log(1 + members.length / (groupsSaying[id] ?? 1));
    });
    let length = 0;
    for (const w of weights) length += w * w;
    length = Math.sqrt(length) || 1;
    for (let k = 0; k < weights.length; k++) weights[k] = (weights[k] ?? 0) / length;
    return { stems, weights };
  });
}

/** The cosine of two profiles: their stems merged in order. */
function cosine(a: GroupProfile, b: GroupProfile): number {
  let sum = 0;
  let i = 0;
  let j = 0;
  while (i < a.stems.length && j < b.stems.length) {
    const x = a.stems[i] ?? 0;
    const y = b.stems[j] ?? 0;
    if (x === y) sum += (a.weights[i++] ?? 0) * (b.weights[j++] ?? 0);
    else if (x < y) i++;
    else j++;
  }
  return sum;
}

/** Each pair of groups that share a stem few groups say, with its cosine (a, b and the cosine). */
export function alikePairs(profiles: readonly GroupProfile[]): [number, number, number][] {
  const saying = new Map<number, number[]>();
  for (const [g, p] of profiles.entries())
    for (const stem of p.stems) {
      const list = saying.get(stem);
      if (list) list.push(g);
      else saying.set(stem, [g]);
    }
  const seen = new Set<number>();
  const pairs: [number, number, number][] = [];
  for (const groups of saying.values()) {
    if (groups.length > SHARED_AT_MOST) continue;
    for (let i = 0; i < groups.length; i++)
      for (let j = i + 1; j < groups.length; j++) {
        const a = groups[i] ?? 0;
        const b = groups[j] ?? 0;
        const key = a * profiles.length + b;
        if (seen.has(key)) continue;
        seen.add(key);
        const near = cosine(profiles[a] ?? EMPTY, profiles[b] ?? EMPTY);
        if (near > 0) pairs.push([a, b, near]);
      }
  }
  return pairs;
}

const EMPTY: GroupProfile = { stems: new Int32Array(0), weights: new Float64Array(0) };
