import CRC32 from 'crc-32';

/**
 * The CRC-32 a zip entry carries (ISO 3309, as zip and gzip use), unsigned. crc-32 reads 16 bytes a step:
 * measured faster than a byte-at-a-time table, fflate's own (docs/measurements.md#excel-export-measured).
 */
export const crc32 = (bytes: Uint8Array): number => CRC32.buf(bytes) >>> 0;

// The reflected CRC-32 polynomial.
const POLY = 0xedb88320;

/** a(x) * b(x) modulo the CRC polynomial, both as reflected 32-bit words. */
function multiplyModP(a: number, b: number): number {
  let m = 1 << 31;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

// X2N[k] = x^(2^k) modulo the polynomial: squaring the previous one, from x^1.
const X2N: number[] = [];
for (let k = 0, p = 1 << 30; k < 32; k++) {
  X2N.push(p >>> 0);
  p = multiplyModP(p, p);
}

/** x^(8 * bytes) modulo the polynomial: what a CRC is multiplied by to move it past `bytes` bytes. */
function shiftFor(bytes: number): number {
  let p = (1 << 31) >>> 0;
  // Bytes are 2^3 bits: start at x^(2^3).
  for (let n = bytes, k = 3; n > 0; n = Math.floor(n / 2), k++)
    if (n % 2 === 1) p = multiplyModP(X2N[k & 31] ?? 0, p);
  return p;
}

/**
 * The CRC-32 of A followed by B from the CRC of each and B's length, as zlib's crc32_combine computes it
 * (the same algebra: the first CRC shifted past B's bytes, then added). Blocks of a sheet are checked on
 * separate threads and combined here, so no thread reads the whole sheet twice.
 */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  return (multiplyModP(shiftFor(lengthB), crcA) ^ crcB) >>> 0;
}
