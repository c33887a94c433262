import type { Row } from '../../src/core/contract';
import { Masker, maskRows, type MaskCounts } from '../../src/core/personal-data';
import type { MaskPlan } from '../extract-plan';

/**
 * A page's rows as its file holds them: masked when asked, under the run's key (so a customer's pseudonym
 * is the same on every page of the run), with this page's own counts.
 */
export function maskedPage(
  rows: readonly Row[],
  mask: (MaskPlan & { key: Uint8Array }) | null,
): { rows: readonly Row[]; masking: MaskCounts | null } {
  if (!mask) return { rows, masking: null };
  const masker = new Masker(mask.as, mask.key);
  return { rows: maskRows(masker, rows, mask.identifiers), masking: masker.counts };
}
