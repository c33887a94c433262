/**
 * Seeded randomness. Rows are generated lazily from (seed, bucket of the history, row index), so every
 * query gives the same rows byte for byte and a million-row query never has to exist in memory.
 */

/**
 * Finaliser of MurmurHash3: spreads every input bit over the 32 output bits. Signed int32 in and out:
 * staying in V8's small-integer range keeps the per-row hashing free of heap-number allocations.
 */
export function fmix32(value: number): number {
  let h = value | 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** A new int32 seed from two numbers (order matters). 0x61c88647 is -0x9e3779b9 (golden ratio). */
export const combine = (a: number, b: number): number => fmix32(a ^ fmix32((b - 0x61c88647) | 0));

/** A number in [0, 1) from a hash. */
export const unit = (hash: number): number => (hash >>> 0) / 4294967296;

/** A non-negative int below `n` from a hash. */
export const below = (hash: number, n: number): number => (hash & 0x7fffffff) % n;

/** FNV-1a over UTF-16 code units, finalised; unsigned (cursors store it as uint32). */
export function hashString(text: string, seed = 0): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return fmix32(h) >>> 0;
}

const HEX2 = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
const byte = (n: number, shift: number) => HEX2[(n >>> shift) & 255] ?? '00';
/** 8 hex digits from a table (toString + padStart is slow in hot loops). */
export const hex8 = (n: number): string => byte(n, 24) + byte(n, 16) + byte(n, 8) + byte(n, 0);

/** Short, non-reversible name of a secret, for logs and limiter keys (never the secret itself). */
export const fingerprint = (secret: string): string => `k-${hex8(hashString(secret, 0x5eed))}`;

export type NonEmpty<T> = readonly [T, ...T[]];

/** mulberry32: small, fast, good enough for plausible data. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed | 0;
  }

  /** Starts over from a new seed: hot loops reuse one generator instead of allocating one per row. */
  reseed(seed: number): this {
    this.state = seed | 0;
    return this;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  uint32(): number {
    return Math.floor(this.next() * 4294967296) >>> 0;
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Number in [min, max) with `decimals` digits. */
  float(min: number, max: number, decimals = 2): number {
    const f = 10 ** decimals;
    return Math.round((min + this.next() * (max - min)) * f) / f;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: NonEmpty<T>): T {
    return items[Math.floor(this.next() * items.length)] ?? items[0];
  }

  hex(length: number): string {
    let out = '';
    while (out.length < length) out += hex8(this.uint32());
    return out.slice(0, length);
  }

  /** A version-4 shaped UUID. */
  uuid(): string {
    const a = this.uint32();
    const b = this.uint32();
    const c = (this.uint32() & 0x3fffffff) | 0x80000000; // variant 10xx
    const d = this.uint32();
    const version = byte((b & 0x0fff) | 0x4000, 8) + byte(b, 0);
    return `${hex8(a)}-${byte(b, 24)}${byte(b, 16)}-${version}-${byte(c, 24)}${byte(c, 16)}-${byte(c, 8)}${byte(c, 0)}${hex8(d)}`;
  }
}
