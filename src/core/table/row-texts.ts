/** Rows whose texts are joined into one string. */
const BLOCK = 4096;

/**
 * Every row's lower-cased text of a wide column (ids, dates), searched with `includes` as a list of
 * strings would be, but kept as one string a block of rows: a string a row (250,000 of them for a date
 * column's local times) outlived the young generation, and each was copied and then walked by every
 * collection after (docs/measurements.md#arrival-at-once-on-a-slow-machine). A row's text is
 * `[ends[i - 1], ends[i])` of its block (from 0 for a block's first row).
 */
export class RowTexts {
  /** A block's texts joined, or as they are where every one was a string held elsewhere already. */
  private readonly blocks: (string | string[])[] = [];
  /** Texts of the block being filled. */
  private pending: string[] = [];
  /** Some text of the pending block is new (made for it): the block is joined once full. */
  private fresh = false;
  private ends = new Uint32Array(BLOCK);
  private size = 0;

  get length(): number {
    return this.size;
  }

  /**
   * Appends a row's text; `shared` when the string is held elsewhere for good (a dictionary's distinct
   * value): a block of those is kept as a list, as joining them would copy every character for nothing.
   */
  push(text: string, shared = false): void {
    const i = this.size;
    if (i === this.ends.length) {
      const ends = new Uint32Array(i * 2);
      ends.set(this.ends);
      this.ends = ends;
    }
    this.ends[i] = (i % BLOCK === 0 ? 0 : (this.ends[i - 1] ?? 0)) + text.length;
    this.size = i + 1;
    this.pending.push(text);
    if (!shared) this.fresh = true;
    if (this.pending.length === BLOCK) {
      this.blocks.push(this.fresh ? this.pending.join('') : this.pending);
      this.pending = [];
      this.fresh = false;
    }
  }

  /** True when row `i`'s text contains `needle`. */
  includes(i: number, needle: string): boolean {
    const b = Math.floor(i / BLOCK);
    const block = this.blocks[b] ?? this.pending;
    if (typeof block !== 'string') return (block[i - b * BLOCK] ?? '').includes(needle);
    const start = i % BLOCK === 0 ? 0 : (this.ends[i - 1] ?? 0);
    const end = this.ends[i] ?? 0;
    if (end - start < needle.length) return false;
    return block.substring(start, end).includes(needle);
  }

  /** Calls `found(i)` for each row in [from, to) whose text contains `needle`, in order. */
  eachContaining(needle: string, from: number, to: number, found: (i: number) => void): void {
    const end = Math.min(to, this.size);
    let i = from;
    while (i < end) {
      const b = Math.floor(i / BLOCK);
      const blockEnd = Math.min(end, (b + 1) * BLOCK);
      const block = this.blocks[b];
      if (typeof block !== 'string' || needle === '') {
        for (; i < blockEnd; i++) if (this.includes(i, needle)) found(i);
        continue;
      }
      // One search along the block: a match that runs past its row's end means no match starts later
      // in that row (it would run further), so the search goes on from the next row's start.
      let at = i % BLOCK === 0 ? 0 : (this.ends[i - 1] ?? 0);
      while (i < blockEnd) {
        const pos = block.indexOf(needle, at);
        if (pos < 0) break;
        while (i < blockEnd && (this.ends[i] ?? 0) <= pos) i++;
        if (i >= blockEnd) break;
        const rowEnd = this.ends[i] ?? 0;
        if (pos + needle.length <= rowEnd) found(i);
        at = rowEnd;
        i++;
      }
      i = blockEnd;
    }
  }
}
