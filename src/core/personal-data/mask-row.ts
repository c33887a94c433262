import { columnRoles, OWN_COLUMN, type ColumnRole } from './columns';
import type { Masker } from './masker';

/** How a value masks: only text is personal data here (a number or a date never is). */
export function maskValue(
  masker: Masker,
  value: unknown,
  role: Exclude<ColumnRole, null>,
  column: string,
  own: string | undefined,
): unknown {
  if (typeof value !== 'string' || value === '') return value;
  return role === 'identifier' ? masker.identifier(value, column) : masker.text(value, column, own);
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
