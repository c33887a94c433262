/** `a`, or a copy with room for at least `n` items (twice as much, so adding stays linear). */
export function roomFor<T extends Uint32Array | Float64Array | Uint8Array>(a: T, n: number): T {
  if (a.length >= n) return a;
  const next = new (a.constructor as new (length: number) => T)(Math.max(n, a.length * 2, 64));
  next.set(a);
  return next;
}

const mix = (x: number, y: number) => {
  let h = Math.imul(x, 0x9e3779b1) ^ Math.imul(y ^ 0x7f4a7c15, 0x85ebca77);
  h ^= h >>> 15;
  return Math.imul(h, 0x2c1b3c6d) ^ (h >>> 13);
};

/**
 * Pairs of codes numbered densely in order of first sight, as pairIds (pairs.ts) numbers them, but kept:
 * a pair seen on one page has the same id on the next, so figures kept per id can go on being added to.
 * An open-addressing hash over typed arrays that grows as pairs are added.
 */
export class PairTable {
  count = 0;
  first: Uint32Array = new Uint32Array(64);
  second: Uint32Array = new Uint32Array(64);
  private mask = 127;
  // Slots hold id + 1 (0: empty).
  private slots: Uint32Array = new Uint32Array(128);

  /** The id of (x, y): the one it had, or the next one. */
  id(x: number, y: number): number {
    let s = mix(x, y) & this.mask;
    let id = this.slots[s] ?? 0;
    while (id !== 0 && (this.first[id - 1] !== x || this.second[id - 1] !== y)) {
      s = (s + 1) & this.mask;
      id = this.slots[s] ?? 0;
    }
    if (id !== 0) return id - 1;
    const at = this.count++;
    this.first = roomFor(this.first, this.count);
    this.second = roomFor(this.second, this.count);
    this.first[at] = x;
    this.second[at] = y;
    this.slots[s] = at + 1;
    if (this.count * 2 > this.mask) this.rehash();
    return at;
  }

  private rehash() {
    this.mask = this.mask * 2 + 1;
    const slots = new Uint32Array(this.mask + 1);
    for (let p = 0; p < this.count; p++) {
      let s = mix(this.first[p] ?? 0, this.second[p] ?? 0) & this.mask;
      while ((slots[s] ?? 0) !== 0) s = (s + 1) & this.mask;
      slots[s] = p + 1;
    }
    this.slots = slots;
  }
}
