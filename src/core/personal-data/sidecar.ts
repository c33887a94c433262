import type { MaskCounts } from './counts';
import { KIND_LABELS, PERSONAL_KINDS } from './kinds';

/** The sidecar's name: beside the file it speaks of, read by no `*.csv` or `*.parquet` glob. */
export const sidecarName = (fileName: string) => `${fileName}.masking.json`;

/**
 * What a CSV or Parquet file's masking did, as the sidecar file beside it says it (a workbook says it on
 * its About sheet): how it was masked, then the stretches per kind (by the label its tokens carry) and per
 * column, for a reviewer to check against the file.
 */
export function maskingSidecar(counts: MaskCounts, fileName: string): string {
  const byKind = Object.fromEntries(
    PERSONAL_KINDS.filter((k) => counts.byKind[k]).map((k) => [KIND_LABELS[k], counts.byKind[k] ?? 0]),
  );
  const sidecar = {
    file: fileName,
    maskedAs: counts.as,
    total: counts.total,
    byKind,
    byColumn: counts.byColumn,
  };
  return JSON.stringify(sidecar, null, 2) + '\n';
}
