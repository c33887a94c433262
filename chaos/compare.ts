// The closing check of a run: what the store holds for the range against the simulated service's own rows.
import type { Row } from '../src/core/contract';

export interface Comparison {
  rows: number;
  /** In words, the first few: a row missing, one held twice, one the service never had in the range. */
  mismatches: string[];
  /** Runs of the command line that a SIGKILL ended. */
  killed?: number;
  /** Times the team's server was SIGKILLed mid-run and started again on its folder. */
  restarts?: number;
}

/** A row as its every field, in one order. */
export const everyField = (row: Row) =>
  JSON.stringify(Object.entries(row).sort(([a], [b]) => a.localeCompare(b)));

const counted = (rows: readonly Row[], keyOf: (row: Row) => string) => {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(keyOf(row), (counts.get(keyOf(row)) ?? 0) + 1);
  return counts;
};
const short = (key: string) => (key.length > 120 ? `${key.slice(0, 117)}...` : key);

/**
 * Each row exactly once and with the same values (a row is its every field): `before` is what the service
 * had settled when the run began, `after` what it shows at the end. A range that ends now gains rows as
 * they arrive late: a store may hold those, but never a row `after` lacks, nor any row twice.
 */
export function compareRows(
  held: readonly Row[],
  before: readonly Row[],
  after: readonly Row[],
  keyOf: (row: Row) => string = everyField,
): Comparison {
  const mismatches: string[] = [];
  const heldCounts = counted(held, keyOf);
  const afterCounts = counted(after, keyOf);
  for (const [key, n] of heldCounts) {
    if (n > 1) mismatches.push(`held ${n} times: ${short(key)}`);
    if (!afterCounts.has(key)) mismatches.push(`held, but not the service's in the range: ${short(key)}`);
  }
  for (const key of counted(before, keyOf).keys())
    if (!heldCounts.has(key)) mismatches.push(`missing: ${short(key)}`);
  return { rows: held.length, mismatches };
}
