import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';

/** Bytes of the HMAC kept in a pseudonym: 48 bits, so 250,000 customers collide about once in 10,000 exports. */
const KEPT_BYTES = 6;
/** Values remembered per export before the memory starts over (the pseudonym stays the same). */
const CACHE_LIMIT = 50_000;

const encoder = new TextEncoder();
const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/**
 * The same person written two ways is one value: an e-mail address in any case; a number with or without
 * its spaces, dots and dashes ("+57 300 555 0101" and "+573005550101").
 */
export function sameValue(value: string): string {
  const folded = value.normalize('NFKC').trim().toLowerCase();
  return folded.includes('@') ? folded : folded.replace(/[^\p{L}\p{N}]/gu, '');
}

/** A random key for one export: made in memory, never stored, never sent; gone when the export is. */
export function exportKey(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(32));
}

/**
 * Pseudonyms of one export: a keyed hash (HMAC-SHA-256) of the value, so a value gets the same pseudonym
 * everywhere in the export and another one in the next export, and without the key (thrown away with the
 * export) nobody can tell which value it stands for, even by hashing every phone number there is.
 */
export class Pseudonyms {
  private readonly memory = new Map<string, string>();

  constructor(private readonly key: Uint8Array = exportKey()) {}

  of(value: string): string {
    const same = sameValue(value);
    const known = this.memory.get(same);
    if (known !== undefined) return known;
    const mac = hmac(sha256, this.key, encoder.encode(same));
    let hex = '';
    for (let i = 0; i < KEPT_BYTES; i++) hex += HEX[mac[i] ?? 0];
    if (this.memory.size >= CACHE_LIMIT) this.memory.clear();
    this.memory.set(same, hex);
    return hex;
  }
}
