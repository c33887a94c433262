/** The JavaScript type of a value as far as a column cares. */
export type ValueType = 'string' | 'number' | 'boolean' | 'object';

export const valueType = (v: unknown): ValueType | null => {
  if (v === null || v === undefined) return null;
  const t = typeof v;
  return t === 'string' || t === 'number' || t === 'boolean' ? t : 'object';
};

/**
 * The union of the keys of all rows, in first-seen order, grown page by page: a page is scanned once
 * when it arrives and never again. Each key remembers the types of its non-null values, so a column of
 * numbers is known as such (right-aligned, range filter) without a second pass.
 */
export class KeyUnion {
  private readonly types = new Map<string, Set<ValueType>>();
  private readonly order: string[] = [];

  constructor(initial: readonly string[] = []) {
    for (const key of initial) this.addKey(key);
  }

  private addKey(key: string): Set<ValueType> {
    let set = this.types.get(key);
    if (!set) {
      set = new Set();
      this.types.set(key, set);
      this.order.push(key);
    }
    return set;
  }

  /** Scans rows[from..to): every new key is appended to the order, every type is noted. */
  add(rows: readonly Readonly<Record<string, unknown>>[], from = 0, to = rows.length): boolean {
    const before = this.order.length;
    for (let i = from; i < to; i++) {
      const row = rows[i];
      if (!row) continue;
      for (const key in row) {
        const set = this.types.get(key) ?? this.addKey(key);
        // Most cells repeat a type already noted: a size check is cheaper than computing the type.
        if (set.size < 2) {
          const t = valueType(row[key]);
          if (t !== null) set.add(t);
        }
      }
    }
    return this.order.length !== before;
  }

  get keys(): readonly string[] {
    return this.order;
  }

  /** The types seen under `key` (at most the first two kinds, enough to tell "only numbers"). */
  typesOf(key: string): ReadonlySet<ValueType> {
    return this.types.get(key) ?? new Set();
  }

  /** 'number' when every non-null value seen is a number, and so on; 'mixed' otherwise. */
  kindOf(key: string): ValueType | 'mixed' | 'empty' {
    const set = this.types.get(key);
    if (!set || set.size === 0) return 'empty';
    if (set.size > 1) return 'mixed';
    const [only] = set;
    return only ?? 'empty';
  }
}
