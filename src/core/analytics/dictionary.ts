/**
 * Distinct values of one column, each given a small code in order of first sight (null is a value too).
 * A Map keeps its keys in order of insertion, so it is the list of values too: a run's conversation ids
 * kept in an array as well grew it by copies, each from about 14,000 ids on a new young backing store
 * of up to a megabyte that set off a collection copying the page being folded.
 */
export class Dictionary {
  private readonly codes = new Map<string | null, number>();

  code(value: string | null): number {
    const code = this.codes.get(value);
    return code === undefined ? this.add(value) : code;
  }

  private add(value: string | null): number {
    const code = this.codes.size;
    this.codes.set(value, code);
    return code;
  }

  /** Every value, in order of their codes: listed again only when values were added since. */
  get values(): readonly (string | null)[] {
    if (this.listed.length !== this.codes.size) this.listed = [...this.codes.keys()];
    return this.listed;
  }
  private listed: readonly (string | null)[] = [];

  get size() {
    return this.codes.size;
  }
}
