import { z } from 'zod';
import type { ColumnFilter, SortKey } from './types';

const columnFilterSchema: z.ZodType<ColumnFilter> = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('contains'), text: z.string() }),
  z.object({
    kind: z.literal('range'),
    min: z.number().nullable(),
    max: z.number().nullable(),
    below: z.boolean().optional(),
  }),
  z.object({ kind: z.literal('textRange'), from: z.string(), to: z.string() }),
  z.object({ kind: z.literal('oneOf'), values: z.array(z.string()) }),
]);

/** What the user made of a run's rows, kept with the run: the sort, the global search and the column filters. */
export interface SavedView {
  sort: readonly SortKey[];
  global: string;
  filters: Readonly<Record<string, ColumnFilter>>;
}

const savedViewSchema = z.object({
  sort: z.array(z.object({ key: z.string(), desc: z.boolean() })),
  global: z.string(),
  filters: z.record(z.string(), columnFilterSchema),
});

export const EMPTY_VIEW: SavedView = { sort: [], global: '', filters: {} };

/**
 * A view kept with a stored run, read back: it comes from the device's storage, so it is checked, and one
 * that does not read (an older app's, a damaged one) opens the rows unsorted and unfiltered.
 */
export function readSavedView(value: unknown): SavedView {
  const parsed = savedViewSchema.safeParse(value);
  return parsed.success ? parsed.data : EMPTY_VIEW;
}

/** The view in a few words, for the list of stored runs: "sorted by 2 columns · search “saldo” · 1 column filter". */
export function describeSavedView(view: SavedView): string | null {
  const parts: string[] = [];
  if (view.sort.length > 0)
    parts.push(view.sort.length === 1 ? 'sorted by 1 column' : `sorted by ${view.sort.length} columns`);
  if (view.global.trim() !== '') parts.push(`search “${view.global.trim()}”`);
  const filters = Object.keys(view.filters).length;
  if (filters > 0) parts.push(filters === 1 ? '1 column filter' : `${filters} column filters`);
  return parts.length === 0 ? null : parts.join(' · ');
}
