import { columnRoles, OWN_COLUMN, type ColumnRole } from './columns';
import type { Masked, Masker } from './masker';

/** What a column of personal data holds: identifiers, or free text. */
export type MaskRole = Exclude<ColumnRole, null>;

/** Only text is personal data here (a number or a date never is), and an empty text hides nothing. */
export const mayHoldPersonal = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * How a text of a column of personal data masks: an identifier as a whole, a free text where the finder
 * recognises personal data and where it quotes `own`, the row's identifier (none: a text by itself).
 */
export const maskText = (masker: Masker, role: MaskRole, text: string, column: string, own?: string) =>
  role === 'identifier' ? masker.identifier(text, column) : masker.text(text, column, own);

/**
 * A text masked without its row, not yet counted: the same wherever it comes, so masked once and reused
 * (a coded column's dictionary). Not for a free text that quotes its row's identifier (`quotesOwn`).
 */
export const maskAlone = (masker: Masker, role: MaskRole, text: string): Masked =>
  role === 'identifier' ? masker.identifierAlone(text) : masker.textAlone(text);

/** A free text that quotes its row's identifier masks with its row, unlike the same text elsewhere. */
export const quotesOwn = (role: MaskRole, text: string, own: string | undefined) =>
  role !== 'identifier' && own !== undefined && own !== '' && text.includes(own);

/** How a value masks: a text by its column's role (`maskText`), any other value as it is. */
export function maskValue(
  masker: Masker,
  value: unknown,
  role: MaskRole,
  column: string,
  own: string | undefined,
): unknown {
  return mayHoldPersonal(value) ? maskText(masker, role, value, column, own) : value;
}

/** The row's own identifier, looked for in its texts. */
export function ownOf(row: Readonly<Record<string, unknown>>): string | undefined {
  const own = row[OWN_COLUMN];
  return typeof own === 'string' ? own : undefined;
}

/**
 * Rows with their personal data masked: copies (the rows given are left as they are, for the screen),
 * only the masked fields set anew. Counts go to `masker.counts` under each column's key. `marked`:
 * identifier columns the user added.
 */
export function maskRows(
  masker: Masker,
  rows: readonly Readonly<Record<string, unknown>>[],
  marked: readonly string[] = [],
): Record<string, unknown>[] {
  const roles = new Map<string, ColumnRole>();
  const roleOf = (key: string): ColumnRole => {
    let role = roles.get(key);
    if (role === undefined) {
      role = columnRoles([key], marked)[0] ?? null;
      roles.set(key, role);
    }
    return role;
  };
  return rows.map((row) => {
    const own = ownOf(row);
    // A copy keeps the parsed row's fast layout (src/core/contract/rows.ts rowTemplate says why).
    const out: Record<string, unknown> = { ...row };
    for (const key in row) {
      const role = roleOf(key);
      if (role !== null) out[key] = maskValue(masker, row[key], role, key, own);
    }
    return out;
  });
}
