import { z } from 'zod';

/**
 * The column layout a person chose for a report: order, hidden columns, widths. Kept in localStorage per
 * report key; never any row data. Parsed with zod: a stored value from an older version or edited by hand
 * falls back to the defaults instead of breaking the table.
 */
const layoutSchema = z.object({
  version: z.literal(1),
  order: z.array(z.string()).max(2000).catch([]),
  hidden: z.array(z.string()).max(2000).catch([]),
  sizes: z.record(z.string(), z.number().int().min(40).max(2000)).catch({}),
});
export type ColumnLayout = z.infer<typeof layoutSchema>;

export const EMPTY_LAYOUT: ColumnLayout = { version: 1, order: [], hidden: [], sizes: {} };

const storageKey = (reportKey: string) => `report-explorer:columns:${reportKey}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled by the browser's privacy settings
  }
}

export function loadLayout(reportKey: string): ColumnLayout {
  const raw = storage()?.getItem(storageKey(reportKey));
  if (!raw) return EMPTY_LAYOUT;
  try {
    const parsed = layoutSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : EMPTY_LAYOUT;
  } catch {
    return EMPTY_LAYOUT;
  }
}

export function saveLayout(reportKey: string, layout: ColumnLayout): void {
  try {
    const s = storage();
    if (!s) return;
    if (layout.order.length === 0 && layout.hidden.length === 0 && Object.keys(layout.sizes).length === 0) {
      s.removeItem(storageKey(reportKey));
    } else {
      s.setItem(storageKey(reportKey), JSON.stringify(layout));
    }
  } catch {
    // Quota exceeded or storage blocked: the layout still applies for this session.
  }
}

/** The columns in the chosen order: known keys first as stored, new keys after in their own order. */
export function orderedKeys(keys: readonly string[], order: readonly string[]): string[] {
  const present = new Set(keys);
  const placed = order.filter((k) => present.has(k));
  const placedSet = new Set(placed);
  return [...placed, ...keys.filter((k) => !placedSet.has(k))];
}
