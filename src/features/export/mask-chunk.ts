import { Masker, maskValue } from '../../core/personal-data';
import { codedMasking } from './mask-coded';
import type { MaskStart, ToWorker } from './worker-protocol';

type Rows = Extract<ToWorker, { type: 'rows' }>;
type Column = Rows['columns'][number];

/** The value of row `r` of a chunk's column: looked up for a coded one. */
const valueAt = (column: Column | undefined, distinct: readonly unknown[] | null, r: number): unknown =>
  column === undefined ? undefined : Array.isArray(column) ? column[r] : distinct?.[column[r] ?? 0];

/**
 * The export worker's masking (csv-session.ts, xlsx-session.ts): each chunk's columns that hold personal
 * data are masked (a text by its row's identifier too): a coded one stays codes, into its masked
 * dictionary (mask-coded.ts), a column of values becomes one of masked values; the others and their codes
 * pass as they came, and the identifier sent only for this is dropped.
 */
export function chunkMasker(
  mask: MaskStart,
  headers: readonly string[],
  distinct: readonly (readonly unknown[] | null)[],
) {
  const masker = new Masker(mask.as);
  const coded = codedMasking(masker, mask.roles, distinct);
  const { dictionaries } = coded;

  /** Each row's own identifier, which a free text of the row may quote. */
  function ownOf(m: Rows) {
    const ownColumn = mask.own === null ? undefined : m.columns[mask.own];
    const ownDistinct = mask.own === null ? null : (distinct[mask.own] ?? null);
    const own = new Array<string | undefined>(m.count);
    for (let r = 0; r < m.count; r++) {
      const v = valueAt(ownColumn, ownDistinct, r);
      own[r] = typeof v === 'string' ? v : undefined;
    }
    return own;
  }

  /** The chunk with its personal data masked; a coded column's codes point into `dictionaries`. */
  function chunk(m: Rows): Rows {
    const own = ownOf(m);
    const columns = headers.map((header, c) => {
      const column = m.columns[c];
      const role = mask.roles[c] ?? null;
      if (role === null || column === undefined) return column ?? [];
      if (!Array.isArray(column) && distinct[c]) return coded.column(column, m.count, c, header, role, own);
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
