import { readIds, type PartCheck } from '../../warehouse/history/day-check';
import type { Manifest } from '../../warehouse/history/manifest';
import type { Findings } from './findings';

/** A partition's file read whole (its ids): its rows, or 0 with the problem said. */
export async function readPartRows(
  check: Extract<PartCheck, { kind: 'ok' }>,
  part: string,
  found: Findings,
  register: (ids: readonly unknown[], part: string) => void,
): Promise<number> {
  if (!check.bytes) return 0;
  const ids = await readIds(check.bytes, check.manifest);
  if (!Array.isArray(ids)) {
    found.problem(`${ids.why}.`, part);
    return 0;
  }
  register(ids, part);
  return ids.length;
}

/** A manifest's fetches as text to compare: span and fetch time. */
export const spansText = (spans: Manifest['spans']) =>
  spans.map((s) => `${s.startDate} .. ${s.endDate} (fetched ${s.fetchedAt})`).join(', ') || 'none';
