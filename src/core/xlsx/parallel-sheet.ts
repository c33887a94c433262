import type { ZipInputFile } from 'fflate';
import { concatBytes } from '../bytes';
import { DICTIONARY_BYTES, type DeflatedBlock } from './block-deflate';
import { crc32Combine } from './crc32';

/** Deflates one block somewhere (another thread): `deflateBlock` of block-deflate.ts, answered later. */
export type BlockDeflater = (
  block: Uint8Array<ArrayBuffer>,
  dictionary: Uint8Array<ArrayBuffer> | null,
  final: boolean,
) => Promise<DeflatedBlock>;

/** What the writer pushes a sheet's bytes into: fflate's ZipDeflate, or a ParallelDeflateFile. */
export interface SheetSink extends ZipInputFile {
  push(chunk: Uint8Array, final?: boolean): void;
}

// Blocks of 2 MB: a 250,000-row sheet is over a hundred blocks, each deflated in a fraction of a second,
// so the threads stay busy and the messages stay few; priming each block with the 32 KB before it keeps
// the file about the size of one stream's (docs/measurements.md#excel-export-measured).
const BLOCK_BYTES = 2 << 20;

/**
 * A zip entry whose bytes are cut into blocks deflated at once by several threads, and joined in order:
 * sizes, CRC (combined from each block's) and data are what one deflate stream would give. `pending`
 * counts blocks not yet back, so the caller can stop feeding rows while the threads catch up.
 */
export class ParallelDeflateFile implements SheetSink {
  readonly compression = 8;
  size = 0;
  crc = 0;
  ondata?: ZipInputFile['ondata'];
  pending = 0;
  private parts: Uint8Array[] = [];
  private partBytes = 0;
  private dictionary: Uint8Array<ArrayBuffer> | null = null;
  private chain: Promise<void> = Promise.resolve();
  private waiters: (() => void)[] = [];
  private failure: { error: unknown } | null = null;

  constructor(
    readonly filename: string,
    private readonly deflate: BlockDeflater,
    private readonly onError: (error: unknown) => void,
  ) {}

  push(chunk: Uint8Array, final = false): void {
    if (chunk.length > 0) {
      this.parts.push(chunk);
      this.partBytes += chunk.length;
    }
    if (this.partBytes >= BLOCK_BYTES || final) this.send(final);
  }

  /** Resolves once at most `blocks` blocks are still being deflated. */
  async settled(blocks: number): Promise<void> {
    while (this.pending > blocks && !this.failure)
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    if (this.failure) throw this.failure.error;
  }

  private send(final: boolean): void {
    const block = concatBytes(...this.parts);
    this.parts = [];
    this.partBytes = 0;
    const dictionary = this.dictionary;
    // Only the last block can be shorter than the window, and nothing follows it.
    this.dictionary = block.slice(-DICTIONARY_BYTES);
    const length = block.length;
    this.pending++;
    const answer = this.deflate(block, dictionary, final);
    // A failure is read in order, by the chain; until then it is not unhandled.
    answer.catch(() => {});
    // Blocks come back in any order; each joins the entry only after the one before it.
    this.chain = this.chain.then(async () => {
      const { bytes, crc } = await answer;
      this.crc = crc32Combine(this.crc, crc, length);
      this.size += length;
      this.pending--;
      this.waiters.splice(0).forEach((wake) => wake());
      this.ondata?.(null, bytes, final);
    });
    this.chain.catch((error: unknown) => {
      if (this.failure) return;
      this.failure = { error };
      this.waiters.splice(0).forEach((wake) => wake());
      this.onError(error);
    });
  }
}
