import { BANDS, mix, ROWS, shinglesOf, signInto, SIGNATURE, similarity } from './minhash';

/**
 * A new text joins the group of the text most like it, when their estimated trigram Jaccard similarity
 * reaches JOIN_AT; where it reaches MERGE_AT with a text of another group too, the two groups are one.
 * Chosen by measurement against the simulated service's families (bench/clusters.bench.ts prints the
 * others tried): joining every pair at one threshold (single linkage) let texts that bridge two near
 * families chain them into one as a run grew, and a higher threshold split families more.
 */
export const JOIN_AT = 0.45;
export const MERGE_AT = 0.55;
/** A bucket keeps this many texts: past them its texts are already one group, and more only cost time. */
const BUCKET_KEEPS = 12;

/** A typed column that grows by doubling, so n texts copy O(n) in all. */
function grown<T extends Int32Array>(array: T, need: number, make: (n: number) => T): T {
  if (need <= array.length) return array;
  const next = make(Math.max(need, array.length * 2, 256));
  next.set(array);
  return next;
}

/**
 * Distinct normalised texts (normalise.ts) grouped as they come: each new text is signed once (minhash.ts),
 * looked up in the LSH buckets of its bands, and put in the group of the text most like it there; a text
 * very like texts of two groups makes them one (a union-find). Nothing is recomputed when more texts come:
 * a page folds in, and a run folded page by page has the groups of the same rows folded at once.
 */
export class TextClusters {
  private readonly ids = new Map<string, number>();
  private signatures = new Int32Array(0);
  private parent = new Int32Array(0);
  private readonly buckets = new Map<number, number[]>();
  private readonly shingles: number[] = [];
  /** Texts a new text was compared with: a pair that shares many bands is compared once. */
  private readonly looked = new Set<number>();
  /** Texts so like a new one that their groups become its group. */
  private readonly merged: number[] = [];
  /** The texts, in order of their ids. */
  readonly texts: string[] = [];

  constructor(
    private readonly joinAt = JOIN_AT,
    private readonly mergeAt = MERGE_AT,
  ) {}

  get size() {
    return this.texts.length;
  }

  /** The id of a normalised text, added (and grouped) when new. */
  add(text: string): number {
    const known = this.ids.get(text);
    if (known !== undefined) return known;
    const id = this.texts.length;
    this.ids.set(text, id);
    this.texts.push(text);
    this.signatures = grown(this.signatures, (id + 1) * SIGNATURE, (n) => new Int32Array(n));
    this.parent = grown(this.parent, id + 1, (n) => new Int32Array(n));
    this.parent[id] = id;
    shinglesOf(text, this.shingles);
    signInto(this.shingles, this.signatures, id * SIGNATURE);
    if (this.shingles.length > 0) this.joinSimilar(id);
    return id;
  }

  /** The group of a text: the id of one text of it, the same for every text of the group until groups merge. */
  groupOf(id: number): number {
    let root = id;
    while ((this.parent[root] ?? root) !== root) root = this.parent[root] ?? root;
    // Every text on the way points at the root from now on, so later look-ups take one step.
    let at = id;
    while (at !== root) {
      const next = this.parent[at] ?? root;
      this.parent[at] = root;
      at = next;
    }
    return root;
  }

  private joinSimilar(id: number) {
    const base = id * SIGNATURE;
    let best = -1;
    let bestNear = 0;
    const merged = this.merged;
    for (let band = 0; band < BANDS; band++) {
      let key = mix(band + 0x5bd1e995);
      for (let r = 0; r < ROWS; r++) key = mix(key ^ (this.signatures[base + band * ROWS + r] ?? 0));
      const bucket = this.buckets.get(key);
      if (!bucket) {
        this.buckets.set(key, [id]);
        continue;
      }
      for (const other of bucket) {
        if (this.looked.has(other)) continue;
        this.looked.add(other);
        const near = similarity(this.signatures, id, other);
        if (near >= this.joinAt && near > bestNear) {
          bestNear = near;
          best = other;
        }
        if (near >= this.mergeAt) merged.push(other);
      }
      if (bucket.length < BUCKET_KEEPS) bucket.push(id);
    }
    this.looked.clear();
    if (best >= 0) this.parent[id] = this.groupOf(best);
    for (const other of merged) if (this.groupOf(other) !== this.groupOf(id)) this.join(id, other);
    merged.length = 0;
  }

  /** One group of two, under the older text, so a group's id moves only when it merges with an older one. */
  private join(a: number, b: number) {
    const x = this.groupOf(a);
    const y = this.groupOf(b);
    if (x < y) this.parent[y] = x;
    else this.parent[x] = y;
  }
}
