/** FNV-1a over every UTF-16 unit of `s`. */
function hashOf(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h | 0;
}

/**
 * Strings to codes in a table of their own. A string looked up in a Map (even one it is not in) enters
 * V8's string table, which every major collection walks whole: with the distinct ids, texts and dates of
 * 250,000 rows in it, that walk was most of a collection's pause (docs/measurements.md#arrival-at-once-on-a-slow-machine).
 * Here a string is hashed and compared (===) as it is, and the table holds no string V8 did not have.
 */
class StringCodes {
  /** Entry + 1 per slot (0: empty); a power of two, at most half full. */
  private slots = new Int32Array(64);
  private hashes = new Int32Array(32);
  private codes = new Int32Array(32);
  private keys: string[] = [];
  /** The slot where the last string not found would go, for the `set` that usually follows. */
  private miss: { key: string; hash: number; slot: number } | null = null;

  get(key: string): number | undefined {
    const entry = this.find(key);
    return entry < 0 ? undefined : this.codes[entry];
  }

  set(key: string, code: number): void {
    const found = this.miss?.key === key ? -1 : this.find(key);
    const miss = this.miss;
    this.miss = null;
    if (found >= 0) this.codes[found] = code;
    if (found >= 0 || miss === null) return;
    const entry = this.keys.length;
    if (entry === this.codes.length) {
      this.hashes = grown(this.hashes, entry * 2);
      this.codes = grown(this.codes, entry * 2);
    }
    this.keys.push(key);
    this.hashes[entry] = miss.hash;
    this.codes[entry] = code;
    this.slots[miss.slot] = entry + 1;
    if ((entry + 1) * 2 > this.slots.length) this.rehash(this.slots.length * 2);
  }

  /** The key's entry, or -1 (its slot noted in `miss`). */
  private find(key: string): number {
    const hash = hashOf(key);
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const entry = (this.slots[slot] ?? 0) - 1;
      if (entry < 0) {
        this.miss = { key, hash, slot };
        return -1;
      }
      if (this.hashes[entry] === hash && this.keys[entry] === key) return entry;
    }
  }

  private rehash(size: number) {
    const slots = new Int32Array(size);
    const mask = size - 1;
    for (let entry = 0; entry < this.keys.length; entry++) {
      let slot = (this.hashes[entry] ?? 0) & mask;
      while (slots[slot] !== 0) slot = (slot + 1) & mask;
      slots[slot] = entry + 1;
    }
    this.slots = slots;
  }
}

function grown(a: Int32Array, n: number): Int32Array<ArrayBuffer> {
  const next = new Int32Array(n);
  next.set(a);
  return next;
}

/**
 * A column's values to their codes, as a Map would hold them (`keyOf`'s keys: a string, a number, true,
 * null...), strings kept out of V8's string table (StringCodes).
 */
export class ValueCodes {
  private readonly strings = new StringCodes();
  private readonly others = new Map<unknown, number>();

  get(key: unknown): number | undefined {
    return typeof key === 'string' ? this.strings.get(key) : this.others.get(key);
  }

  set(key: unknown, code: number): void {
    if (typeof key === 'string') this.strings.set(key, code);
    else this.others.set(key, code);
  }
}
