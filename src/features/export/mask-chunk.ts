import { Masker, maskValue, type Masked } from '../../core/personal-data';
import type { MaskStart, ToWorker } from './worker-protocol';

type Rows = Extract<ToWorker, { type: 'rows' }>;
type Column = Rows['columns'][number];

/** The value of row `r` of a chunk's column: looked up for a coded one. */
const valueAt = (column: Column | undefined, distinct: readonly unknown[] | null, r: number): unknown =>
  column === undefined ? undefined : Array.isArray(column) ? column[r] : distinct?.[column[r] ?? 0];

/**
 * The export worker's masking (csv-session.ts, xlsx-session.ts): each chunk's columns that hold personal
 * data become columns of masked values (a coded one is decoded: a text masks by its row's identifier);
 * the others and their codes pass as they came, and the identifier sent only for this is dropped.
 */
export function chunkMasker(
  mask: MaskStart,
  headers: readonly string[],
  distinct: readonly (readonly unknown[] | null)[],
) {
  const masker = new Masker(mask.as);
  // A coded column's distinct value masks the same in every row (unless its row's identifier is in it):
  // masked once per export, when first met, and counted in every row it comes in.
  const maskedOf = distinct.map((values) => (values ? new Array<Masked | undefined>(values.length) : null));

  /** A coded column's values masked: each distinct one once; a text quoting its row's identifier anew. */
  function codedColumn(
    codes: Uint8Array | Uint16Array,
    count: number,
    c: number,
    header: string,
    identifier: boolean,
    own: readonly (string | undefined)[],
  ): unknown[] {
    const values = distinct[c] ?? [];
    const memo = maskedOf[c] ?? [];
    const out = new Array<unknown>(count);
    for (let r = 0; r < count; r++) {
      const code = codes[r] ?? 0;
      const value = values[code];
      if (typeof value !== 'string' || value === '') {
        out[r] = value;
        continue;
      }
      const o = own[r];
      if (!identifier && o && value.includes(o)) {
        out[r] = masker.text(value, header, o);
        continue;
      }
      let masked = memo[code];
      if (masked === undefined) {
        masked = identifier ? masker.identifierAlone(value) : masker.textAlone(value);
        memo[code] = masked;
      }
      masker.count(masked, header);
      out[r] = masked.out;
    }
    return out;
  }

  return {
    counts: masker.counts,
    chunk(m: Rows): Rows {
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
    },
  };
}
