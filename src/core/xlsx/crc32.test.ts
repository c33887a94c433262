import { describe, expect, it } from 'vitest';
import { crc32, crc32Combine } from './crc32';

const bytesOf = (n: number, seed: number) => {
  const out = new Uint8Array(n);
  let s = seed;
  for (let i = 0; i < n; i++) out[i] = (s = (s * 1103515245 + 12345) >>> 0) >>> 24;
  return out;
};

describe('crc32', () => {
  it('gives the check value every CRC-32 implementation publishes', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array(0))).toBe(0);
  });

  it('combines the CRCs of two parts into the CRC of the whole, whatever the lengths', () => {
    for (const [a, b] of [
      [0, 0],
      [1, 0],
      [0, 7],
      [13, 1],
      [4096, 65_537],
      [100_003, 31],
    ] as const) {
      const whole = bytesOf(a + b, a * 31 + b);
      const [first, second] = [whole.subarray(0, a), whole.subarray(a)];
      expect(crc32Combine(crc32(first), crc32(second), b)).toBe(crc32(whole));
    }
  });

  it('combines many blocks in order', () => {
    const whole = bytesOf(300_000, 9);
    let crc = 0;
    for (let at = 0; at < whole.length; at += 70_001) {
      const block = whole.subarray(at, at + 70_001);
      crc = crc32Combine(crc, crc32(block), block.length);
    }
    expect(crc).toBe(crc32(whole));
  });
});
