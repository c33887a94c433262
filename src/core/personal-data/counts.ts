import type { PersonalKind } from './kinds';

/** What one export masked, for its About sheet or its sidecar file: stretches per kind and per column. */
export interface MaskCounts {
  as: MaskAs;
  /** Stretches masked of each kind (a whole identifier cell is one). */
  byKind: Partial<Record<PersonalKind, number>>;
  /** Stretches masked in each column, by the column's header. */
  byColumn: Record<string, number>;
  total: number;
}

/** A masked stretch reads as its kind (`[EMAIL]`) or as a pseudonym of its value (`[EMAIL-7f3a9c21b0e4]`). */
export type MaskAs = 'kind' | 'pseudonym';
export const MASK_AS = ['kind', 'pseudonym'] as const satisfies readonly MaskAs[];

export const noCounts = (as: MaskAs): MaskCounts => ({ as, byKind: {}, byColumn: {}, total: 0 });

export function addCount(counts: MaskCounts, kind: PersonalKind, column: string): void {
  counts.byKind[kind] = (counts.byKind[kind] ?? 0) + 1;
  counts.byColumn[column] = (counts.byColumn[column] ?? 0) + 1;
  counts.total++;
}
