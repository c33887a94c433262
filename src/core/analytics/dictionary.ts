/** Values a chunk of a Dictionary holds (32 KB of references). */
const CHUNK = 4096;

/**
 * Distinct values of one column, each given a small code in order of first sight (null is a value too).
 * The values are kept in chunks made at their full size, not one array grown by copies: growing one
 * array of a run's conversation ids allocated a new young backing store of up to a megabyte at a time,
 * each setting off a collection that copied the page being folded.
 */
export class Dictionary {
  private readonly chunks: (string | null)[][] = [];
  private readonly codes = new Map<string | null, number>();
  private count = 0;

  code(value: string | null): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.count++;
      this.codes.set(value, code);
      const at = code % CHUNK;
      if (at === 0) this.chunks.push(new Array<string | null>(CHUNK).fill(null));
      const chunk = this.chunks[this.chunks.length - 1];
      if (chunk) chunk[at] = value;
    }
    return code;
  }

  /** The value of a code (undefined for a code it has not given). */
  value(code: number): string | null | undefined {
    return code >= 0 && code < this.count ? this.chunks[Math.floor(code / CHUNK)]?.[code % CHUNK] : undefined;
  }

  /** Every value, in order of their codes (a copy). */
  get values(): (string | null)[] {
    return this.chunks.flat().slice(0, this.count);
  }

  get size() {
    return this.count;
  }
}
