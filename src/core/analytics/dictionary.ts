/** Distinct values of one column, each given a small code in order of first sight (null is a value too). */
export class Dictionary {
  readonly values: (string | null)[] = [];
  private readonly codes = new Map<string | null, number>();

  code(value: string | null): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.codes.set(value, code);
      this.values.push(value);
    }
    return code;
  }

  get size() {
    return this.values.length;
  }
}
