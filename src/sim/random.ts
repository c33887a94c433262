/**
 * Seeded randomness. Rows are generated lazily from (seed, query, row index), so the same query gives the
 * same rows byte for byte and a million-row query never has to exist in memory.
 */

/** Finaliser of MurmurHash3: spreads every input bit over the 32 output bits. */
export function fmix32(value: number): number {
  let h = value >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** A new 32-bit seed from two numbers (order matters). */
export const combine = (a: number, b: number): number => fmix32((a ^ fmix32(b + 0x9e3779b9)) >>> 0);

/** FNV-1a over UTF-16 code units, finalised. */
export function hashString(text: string, seed = 0): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return fmix32(h);
}

const hex8 = (n: number) => (n >>> 0).toString(16).padStart(8, '0');

/** Short, non-reversible name of a secret, for logs and limiter keys (never the secret itself). */
export const fingerprint = (secret: string): string => `k-${hex8(hashString(secret, 0x5eed))}`;

export type NonEmpty<T> = readonly [T, ...T[]];

/** mulberry32: small, fast, good enough for plausible data. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
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
    const h = this.hex(32);
    const variant = ((parseInt(h.charAt(16), 16) & 0x3) | 0x8).toString(16);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
  }
}
