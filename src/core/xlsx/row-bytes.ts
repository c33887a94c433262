/** A cell's XML after `<c r="A1"`: text, or bytes already encoded (a distinct value, written once); empty for no cell. */
export type CellXml = string | Uint8Array;

const encoder = new TextEncoder();
const ROW_OPEN = encoder.encode('<row r="');
const ROW_NUMBER_END = encoder.encode('">');
const ROW_CLOSE = encoder.encode('</row>');
const QUOTE = 34;

/**
 * Writes rows of cells straight into UTF-8 bytes in one reused buffer, handed on when full or drained:
 * no string per cell or per row. Building each row as a string made the garbage collector the largest
 * cost after the deflater (profiled: docs/measurements.md#excel-export-measured).
 */
export class RowBytes {
  private buf = new Uint8Array(1 << 20);
  private pos = 0;
  private readonly starts: Uint8Array[];

  constructor(
    letters: readonly string[],
    private readonly out: (bytes: Uint8Array<ArrayBuffer>) => void,
  ) {
    this.starts = letters.map((l) => encoder.encode(`<c r="${l}`));
  }

  /** Row `n` (1-based) from the `r`-th cell of each column. */
  row(n: number, columns: readonly (readonly CellXml[])[], r: number): void {
    const digits = String(n);
    const d = digits.length;
    this.room(ROW_OPEN.length + d + ROW_NUMBER_END.length);
    this.bytes(ROW_OPEN);
    this.ascii(digits);
    this.bytes(ROW_NUMBER_END);
    for (let c = 0; c < columns.length; c++) {
      const cell = columns[c]?.[r];
      const start = this.starts[c];
      if (cell === undefined || cell.length === 0 || !start) continue;
      // A UTF-16 code unit takes at most 3 bytes in UTF-8.
      this.room(start.length + d + 1 + (typeof cell === 'string' ? cell.length * 3 : cell.length));
      this.bytes(start);
      this.ascii(digits);
      this.buf[this.pos++] = QUOTE;
      if (typeof cell === 'string') this.text(cell);
      else this.bytes(cell);
    }
    this.room(ROW_CLOSE.length);
    this.bytes(ROW_CLOSE);
  }

  /** Hands on what is written (a copy: the buffer is reused). */
  drain(): void {
    if (this.pos === 0) return;
    this.out(this.buf.slice(0, this.pos));
    this.pos = 0;
  }

  private room(n: number): void {
    if (this.pos + n <= this.buf.length) return;
    this.drain();
    if (n > this.buf.length) this.buf = new Uint8Array(n * 2);
  }

  // Cells are a few to a few dozen bytes: a plain loop copies them faster than TypedArray.set's call, and a
  // text of ASCII is written byte by byte instead of a TextEncoder call (and a subarray) per cell. With
  // both, a workbook with two deflating threads took far less time, same file to the byte: this thread had
  // been the bottleneck (measured: docs/measurements.md#excel-export-measured).
  private bytes(b: Uint8Array): void {
    const n = b.length;
    if (n > 64) {
      this.buf.set(b, this.pos);
      this.pos += n;
      return;
    }
    const buf = this.buf;
    let p = this.pos;
    for (let i = 0; i < n; i++) buf[p++] = b[i] ?? 0;
    this.pos = p;
  }

  /** A text as UTF-8: by hand while it is ASCII, the rest through the encoder. */
  private text(s: string): void {
    const buf = this.buf;
    const start = this.pos;
    let p = start;
    for (let i = 0; i < s.length; i++) {
      const code = s.charCodeAt(i);
      if (code >= 0x80) {
        this.pos = p + encoder.encodeInto(s.slice(i), buf.subarray(p)).written;
        return;
      }
      buf[p++] = code;
    }
    this.pos = p;
  }

  private ascii(s: string): void {
    for (let i = 0; i < s.length; i++) this.buf[this.pos++] = s.charCodeAt(i);
  }
}
