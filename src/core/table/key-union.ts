/** The JavaScript type of a value as far as a column cares. */
export type ValueType = 'string' | 'number' | 'boolean' | 'object';

/** Each type is one bit, its place here: a key's types seen are the bits of a byte. */
const TYPES: readonly ValueType[] = ['string', 'number', 'boolean', 'object'];

/** A value's type as its bit in TYPES (none for null and undefined). */
const bitOf = (v: unknown): number => {
  if (v === null || v === undefined) return 0;
  const t = typeof v;
  return t === 'string' ? 1 : t === 'number' ? 2 : t === 'boolean' ? 4 : 8;
};

/**
 * The union of the keys of all rows, in first-seen order, grown page by page: a page is scanned once
 * when it arrives and never again. Each key remembers the types of its non-null values, so a column of
 * numbers is known as such (right-aligned, range filter) without a second pass.
 *
 * Every cell of a run is read, so the read is kept to a comparison and a bit per cell: a key is matched
 * against its place in the row read before (a run's rows mostly share one key order) before it is looked
 * up by name, and its types are bits in a byte (measured: docs/architecture.md#one-pipeline-the-engines-worker).
 */
export class KeyUnion {
  private readonly places = new Map<string, number>();
  private readonly order: string[] = [];
  /** By place in `order`, the bits of the types seen (at most the first two: enough to tell "mixed"). */
  private seen = new Uint8Array(64);
  /** The keys of the row read last, in its order, and their places in `order`. */
  private readonly lastKeys: string[] = [];
  private readonly lastPlaces: number[] = [];

  constructor(initial: readonly string[] = []) {
    for (const key of initial) this.placeOf(key);
  }

  private placeOf(key: string): number {
    let place = this.places.get(key);
    if (place === undefined) {
      place = this.order.push(key) - 1;
      this.places.set(key, place);
      if (place >= this.seen.length) {
        const grown = new Uint8Array(this.seen.length * 2);
        grown.set(this.seen);
        this.seen = grown;
      }
    }
    return place;
  }

  /** Scans rows[from..to): every new key is appended to the order, every type is noted. */
  add(rows: readonly Readonly<Record<string, unknown>>[], from = 0, to = rows.length): boolean {
    const before = this.order.length;
    const { lastKeys, lastPlaces } = this;
    let seen = this.seen;
    for (let i = from; i < to; i++) {
      const row = rows[i];
      if (!row) continue;
      let j = 0;
      for (const key in row) {
        let place = lastPlaces[j] ?? 0;
        if (lastKeys[j] !== key) {
          place = this.placeOf(key);
          seen = this.seen;
          lastKeys[j] = key;
          lastPlaces[j] = place;
        }
        const bits = seen[place] ?? 0;
        // Once two types are noted the key is mixed whatever comes after: its cells need no look.
        if ((bits & (bits - 1)) === 0) seen[place] = bits | bitOf(row[key]);
        j++;
      }
    }
    return this.order.length !== before;
  }

  get keys(): readonly string[] {
    return this.order;
  }

  /** The types seen under `key` (at most the first two kinds, enough to tell "only numbers"). */
  typesOf(key: string): ReadonlySet<ValueType> {
    const bits = this.bitsOf(key);
    return new Set(TYPES.filter((_, i) => (bits & (1 << i)) !== 0));
  }

  /** 'number' when every non-null value seen is a number, and so on; 'mixed' otherwise. */
  kindOf(key: string): ValueType | 'mixed' | 'empty' {
    const bits = this.bitsOf(key);
    if (bits === 0) return 'empty';
    if ((bits & (bits - 1)) !== 0) return 'mixed';
    return TYPES[Math.log2(bits)] ?? 'empty';
  }

  private bitsOf(key: string): number {
    const place = this.places.get(key);
    return place === undefined ? 0 : (this.seen[place] ?? 0);
  }
}
