import { Masker, maskValue } from '../../core/personal-data';
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
        const values = new Array<unknown>(m.count);
        for (let r = 0; r < m.count; r++)
          values[r] = maskValue(masker, valueAt(column, distinct[c] ?? null, r), role, header, own[r]);
        return values;
      });
      return { ...m, columns };
    },
  };
}
