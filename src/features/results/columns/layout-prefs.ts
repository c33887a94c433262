import { z } from 'zod';
import { jsonCodec, readDevice, writeDevice } from '../../../core/device-setting';

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

const codec = jsonCodec(layoutSchema, EMPTY_LAYOUT);

export const loadLayout = (reportKey: string): ColumnLayout => codec.read(readDevice(storageKey(reportKey)));

/** Kept on the device (a refused or full storage: for this session only); the default layout is no entry. */
export function saveLayout(reportKey: string, layout: ColumnLayout): void {
  const empty =
    layout.order.length === 0 && layout.hidden.length === 0 && Object.keys(layout.sizes).length === 0;
  writeDevice(storageKey(reportKey), empty ? null : codec.write(layout));
}

/** The columns in the chosen order: known keys first as stored, new keys after in their own order. */
export function orderedKeys(keys: readonly string[], order: readonly string[]): string[] {
  const present = new Set(keys);
  const placed = order.filter((k) => present.has(k));
  const placedSet = new Set(placed);
  return [...placed, ...keys.filter((k) => !placedSet.has(k))];
}
