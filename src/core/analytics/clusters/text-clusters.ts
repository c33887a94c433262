import { BANDS, mix, ROWS, shinglesOf, signInto, SIGNATURE, similarity } from './minhash';

/**
 * Two texts whose estimated trigram Jaccard similarity reaches this join one group: chosen by measurement
 * against the simulated service's families (bench/clusters.bench.ts prints the others tried), where a lower
 * one let a few bridging texts chain near families into one and a higher one split families more.
 */
export const JOIN_AT = 0.5;
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
 * looked up in the LSH buckets of its bands, and joined to every text there similar enough; groups are
 * the connected parts (a union-find), so a text that links two groups merges them and the groups do not
 * depend on the order texts came in. Nothing is recomputed when more texts come: a page folds in.
 */
export class TextClusters {
  private readonly ids = new Map<string, number>();
  private signatures = new Int32Array(0);
  private parent = new Int32Array(0);
  private readonly buckets = new Map<number, number[]>();
  private readonly shingles: number[] = [];
  /** Texts a new text was compared with: a pair that shares many bands is compared once. */
  private readonly looked = new Set<number>();
  /** The texts, in order of their ids. */
  readonly texts: string[] = [];

  constructor(private readonly joinAt = JOIN_AT) {}

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
    for (let band = 0; band < BANDS; band++) {
      let key = mix(band + 0x5bd1e995);
      for (let r = 0; r < ROWS; r++) key = mix(key ^ (this.signatures[base + band * ROWS + r] ?? 0));
      const bucket = this.buckets.get(key);
      if (!bucket) {
        this.buckets.set(key, [id]);
        continue;
      }
      for (const other of bucket) {
        if (this.looked.has(other) || this.groupOf(other) === this.groupOf(id)) continue;
        this.looked.add(other);
        if (similarity(this.signatures, id, other) >= this.joinAt) this.join(id, other);
      }
      if (bucket.length < BUCKET_KEEPS) bucket.push(id);
    }
    this.looked.clear();
  }

  /** One group of two, under the older text, so a group's id moves only when it merges with an older one. */
  private join(a: number, b: number) {
    const x = this.groupOf(a);
    const y = this.groupOf(b);
    if (x < y) this.parent[y] = x;
    else this.parent[x] = y;
  }
}
