import { shareable, valueTable, type CodedRows } from './coded-rows';

/**
 * Codes rows as they are read, a field at a time, without building them as objects first: the team's
 * server reads a page's rows out of Parquet columns straight into the coded page it sends
 * (warehouse/parquet/exact-read.ts). A value equal to the one the row before held in the same field
 * takes its code without a lookup in the value table (most of a DIALOGS page's cells: its channel, its
 * intents, its flags), and the codes grow in a typed array, not an array of numbers; a field whose values
 * are each their own is not looked up at all (SAMPLE below).
 */
export interface RowCoder {
  /** A shape (a key order) to add rows of: the same array given again is the same shape. */
  shape(keys: readonly string[]): number;
  /** Starts a row of `shape`: its values follow, one `value` each, in its keys' order. */
  row(shape: number): void;
  value(value: unknown): void;
  readonly rows: number;
  done(): CodedRows;
}

/**
 * A field position whose first SAMPLE values looked up found fewer than one in UNSHARED_BELOW in the value
 * table (a message's text, its date, its confidence: each its own) adds its values without a lookup: the
 * table's hashing of each long, new string was the server's largest cost in coding a page (measured:
 * docs/architecture.md#the-teams-history), and a value now and then held twice costs a few bytes. A value table may hold a value twice; each code still names the value.
 */
const SAMPLE = 512;
const UNSHARED_BELOW = 8;

export function rowCoder(): RowCoder {
  const shapes: string[][] = [];
  const known = new Map<string, number>();
  const byArray = new Map<readonly string[], number>();
  let shapeOf = new Uint16Array(1024);
  let codes = new Uint32Array(16_384);
  let rows = 0;
  let at = 0;
  let field = 0;
  const { values, codeOf } = valueTable();
  // The value and code each field position held in the row before.
  const lastValue: unknown[] = [];
  const lastCode: number[] = [];
  // Per field position: its lookups in the value table and how many found the value there.
  const looked: number[] = [];
  const found: number[] = [];
  return {
    shape(keys) {
      let shape = byArray.get(keys);
      if (shape !== undefined) return shape;
      const signature = JSON.stringify(keys);
      shape = known.get(signature) ?? shapes.push([...keys]) - 1;
      known.set(signature, shape);
      byArray.set(keys, shape);
      return shape;
    },
    row(shape) {
      if (rows === shapeOf.length) shapeOf = grown16(shapeOf);
      shapeOf[rows++] = shape;
      field = 0;
    },
    value(value) {
      if (at === codes.length) codes = grown32(codes);
      let code: number;
      if (field < lastValue.length && Object.is(lastValue[field], value) && shareable(value))
        code = lastCode[field] ?? 0;
      else {
        const lookups = looked[field] ?? 0;
        const hits = found[field] ?? 0;
        if (lookups >= SAMPLE && hits * UNSHARED_BELOW < lookups) code = values.push(value) - 1;
        else {
          const size = values.length;
          code = codeOf(value);
          looked[field] = lookups + 1;
          if (values.length === size) found[field] = hits + 1;
        }
        lastValue[field] = value;
        lastCode[field] = code;
      }
      codes[at++] = code;
      field++;
    },
    get rows() {
      return rows;
    },
    done() {
      return { shapes, shapeOf: shapeOf.slice(0, rows), values, codes: codes.slice(0, at) };
    },
  };
}

function grown16(array: Uint16Array<ArrayBuffer>): Uint16Array<ArrayBuffer> {
  const bigger = new Uint16Array(array.length * 2);
  bigger.set(array);
  return bigger;
}

function grown32(array: Uint32Array<ArrayBuffer>): Uint32Array<ArrayBuffer> {
  const bigger = new Uint32Array(array.length * 2);
  bigger.set(array);
  return bigger;
}
