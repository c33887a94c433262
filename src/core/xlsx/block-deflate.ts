import { Deflate, Z_SYNC_FLUSH } from 'pako';
import { concatBytes } from '../bytes';
import { crc32 } from './crc32';

/** The window a deflate stream may look back into: a block is primed with this much of the one before. */
export const DICTIONARY_BYTES = 32_768;

// Level 1 (zlib's fast mode) for the sheets: measured as clearly less work than level 3 for a file a
// little larger, still well under the CSV's size (docs/measurements.md#excel-export-measured).
export const BLOCK_LEVEL = 1;

export interface DeflatedBlock {
  /** Raw DEFLATE data that continues the stream of the blocks before it. */
  bytes: Uint8Array<ArrayBuffer>;
  /** CRC-32 of the block's uncompressed bytes. */
  crc: number;
}

/**
 * One block of a larger stream deflated on its own, as pigz does: primed with the end of the block before
 * (so the ratio barely changes), closed by a sync flush so the next block's stream follows it on a byte
 * boundary, and the last one finished. Any number of threads can then deflate a sheet's blocks at once.
 *
 * pako (zlib's own code in JavaScript) rather than fflate, whose zip container the workbook uses: fflate
 * 0.8.3's sync flush writes a misaligned empty block for some inputs, which zlib then refuses ("invalid
 * stored block lengths"; met here with 100 KB blocks, reported upstream and unfixed). At level 1 the two
 * were measured about as fast and as small, so the choice costs nothing
 * (docs/measurements.md#excel-export-measured).
 */
export function deflateBlock(
  data: Uint8Array,
  dictionary: Uint8Array | null,
  final: boolean,
  level = BLOCK_LEVEL,
): DeflatedBlock {
  const deflate = new Deflate({
    raw: true,
    level,
    // Output in a few large pieces, not the default 16 KB ones.
    chunkSize: 1 << 20,
    ...(dictionary ? { dictionary } : {}),
  });
  // Each piece is a view of a buffer pako does not write again.
  const parts: Uint8Array[] = [];
  deflate.onData = (chunk) => parts.push(chunk);
  if (!deflate.push(data, final ? true : Z_SYNC_FLUSH)) throw new Error(`deflate failed: ${deflate.msg}`);
  return { bytes: concatBytes(...parts), crc: crc32(data) };
}
