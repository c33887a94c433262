import { Masker, maskValue, type Masked } from '../../core/personal-data';
import type { MaskStart, ToWorker } from './worker-protocol';

type Rows = Extract<ToWorker, { type: 'rows' }>;
type Column = Rows['columns'][number];

/** The value of row `r` of a chunk's column: looked up for a coded one. */
const valueAt = (column: Column | undefined, distinct: readonly unknown[] | null, r: number): unknown =>
  column === undefined ? undefined : Array.isArray(column) ? column[r] : distinct?.[column[r] ?? 0];

/**
 * The export worker's masking (csv-session.ts, xlsx-session.ts): each chunk's columns that hold personal
 * data are masked (a text by its row's identifier too): a coded one stays codes, into its masked
 * dictionary, a column of values becomes one of masked values; the others and their codes pass as they
 * came, and the identifier sent only for this is dropped.
 */
export function chunkMasker(
  mask: MaskStart,
  headers: readonly string[],
  distinct: readonly (readonly unknown[] | null)[],
) {
  const masker = new Masker(mask.as);
  // A coded column's distinct value masks the same in every row (unless its row's identifier is in it):
  // masked once per export, when first met, and counted in every row it comes in. The column stays coded:
  // its codes point into its masked dictionary, which holds at each code the masked value, filled in when
  // first met, and after them each text masked by the identifier it quotes.
  const maskedOf = distinct.map((values, c) =>
    values && mask.roles[c] ? new Array<Masked | undefined>(values.length) : null,
  );
  const dictionaries = distinct.map((values, c) =>
    values && mask.roles[c] ? new Array<unknown>(values.length) : null,
  );
  const quoting = distinct.map(() => new Map<string, number>());

  /** A coded column's codes into its masked dictionary; values when the dictionary outgrows 16 bits. */
  function codedColumn(
    codes: Uint8Array | Uint16Array,
    count: number,
    c: number,
    header: string,
    identifier: boolean,
    own: readonly (string | undefined)[],
  ): Uint16Array<ArrayBuffer> | unknown[] {
    const values = distinct[c] ?? [];
    const memo = maskedOf[c] ?? [];
    const dictionary = dictionaries[c] ?? [];
    const quoted = quoting[c] ?? new Map<string, number>();
    const out = new Uint32Array(count);
    for (let r = 0; r < count; r++) {
      const code = codes[r] ?? 0;
      const value = values[code];
      out[r] = code;
      if (typeof value !== 'string' || value === '') {
        dictionary[code] = value;
        continue;
      }
      const o = own[r];
      if (!identifier && o && value.includes(o)) {
        const masked = masker.text(value, header, o);
        let at = quoted.get(masked);
        if (at === undefined) {
          at = dictionary.length;
          dictionary.push(masked);
          quoted.set(masked, at);
        }
        out[r] = at;
        continue;
      }
      let masked = memo[code];
      if (masked === undefined) {
        masked = identifier ? masker.identifierAlone(value) : masker.textAlone(value);
        memo[code] = masked;
        dictionary[code] = masked.out;
      }
      masker.count(masked, header);
    }
    if (dictionary.length > 0x10000) return Array.from(out, (code) => dictionary[code]);
    const narrow = new Uint16Array(count);
    narrow.set(out);
    return narrow;
  }

  /** The chunk with its personal data masked; a coded column's codes point into `dictionaries`. */
  function chunk(m: Rows): Rows {
    const ownColumn = mask.own === null ? undefined : m.columns[mask.own];
    const ownDistinct = mask.own === null ? null : (distinct[mask.own] ?? null);
    const own = new Array<string | undefined>(m.count);
    for (let r = 0; r < m.count; r++) {
      const v = valueAt(ownColumn, ownDistinct, r);
      own[r] = typeof v === 'string' ? v : undefined;
    }
    const columns = headers.map((header, c) => {
      const column = m.columns[c];
      const role = mask.roles[c] ?? null;
      if (role === null || column === undefined) return column ?? [];
      if (!Array.isArray(column) && distinct[c])
        return codedColumn(column, m.count, c, header, role === 'identifier', own);
      const values = new Array<unknown>(m.count);
      for (let r = 0; r < m.count; r++)
        values[r] = maskValue(masker, valueAt(column, distinct[c] ?? null, r), role, header, own[r]);
      return values;
    });
    return { ...m, columns };
  }

  return {
    counts: masker.counts,
    /** Per column, the masked dictionary its masked chunks' codes point into; null where codes pass as they came. */
    dictionaries,
    chunk,
    /** The chunk with its personal data masked, every masked column as values (a writer that takes them so). */
    chunkValues(m: Rows): Rows {
      const masked = chunk(m);
      const columns = masked.columns.map((column, c) => {
        const dictionary = dictionaries[c];
        return dictionary && !Array.isArray(column) ? Array.from(column, (code) => dictionary[code]) : column;
      });
      return { ...masked, columns };
    },
  };
}
