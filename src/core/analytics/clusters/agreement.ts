// How far groups found agree with groups known (the families the simulated service planted): the measures
// the clusters are held to (bench/clusters.bench.ts and the tests), on labels as small whole numbers.

const pairs = (n: number) => (n * (n - 1)) / 2;

/** Counts of each (a, b) label pair, and of each label of a and of b. */
function contingency(a: ArrayLike<number>, b: ArrayLike<number>) {
  const cells = new Map<string, number>();
  const rows = new Map<number, number>();
  const cols = new Map<number, number>();
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? -1;
    const y = b[i] ?? -1;
    const key = `${x} ${y}`;
    cells.set(key, (cells.get(key) ?? 0) + 1);
    rows.set(x, (rows.get(x) ?? 0) + 1);
    cols.set(y, (cols.get(y) ?? 0) + 1);
  }
  return { cells, rows, cols };
}

/** The adjusted Rand index of two labellings of the same items: 1 alike, about 0 as by chance. */
export function adjustedRandIndex(a: ArrayLike<number>, b: ArrayLike<number>): number {
  const { cells, rows, cols } = contingency(a, b);
  let index = 0;
  for (const n of cells.values()) index += pairs(n);
  let rowPairs = 0;
  for (const n of rows.values()) rowPairs += pairs(n);
  let colPairs = 0;
  for (const n of cols.values()) colPairs += pairs(n);
  const expected = (rowPairs * colPairs) / pairs(a.length);
  const most = (rowPairs + colPairs) / 2;
  return most === expected ? 1 : (index - expected) / (most - expected);
}

/** For each family, the number of groups that hold at least `least` of its messages; the largest. */
export function mostSplit(family: ArrayLike<number>, group: ArrayLike<number>, least = 5): number {
  const { cells } = contingency(family, group);
  const splits = new Map<string, number>();
  for (const [key, n] of cells) {
    const f = key.split(' ')[0] ?? '';
    if (n >= least) splits.set(f, (splits.get(f) ?? 0) + 1);
  }
  return Math.max(0, ...splits.values());
}

/** The share of items in a group whose most frequent family is their own. */
export function shareInOwnGroup(family: ArrayLike<number>, group: ArrayLike<number>): number {
  const { cells } = contingency(family, group);
  const best = new Map<string, number>();
  for (const [key, n] of cells) {
    const g = key.split(' ')[1] ?? '';
    best.set(g, Math.max(best.get(g) ?? 0, n));
  }
  let right = 0;
  for (const n of best.values()) right += n;
  return family.length === 0 ? 1 : right / family.length;
}
