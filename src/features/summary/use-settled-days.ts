import { useMemo } from 'react';
import { settledDays, type CompareWith } from '../../core/dates';
import { useNow } from '../../lib/use-now';

/**
 * Days not settled yet, in a comparison of DIALOGS (whose rows are dated), left out unless asked: where
 * each period's settled days end, as the summary's cut of its date column; null when nothing is compared. The bound moves with
 * the clock; the same bound keeps its object, so the summaries are not asked again.
 */
export function useSettledDays(
  mode: CompareWith | null,
  reportKey: string,
  rangeStart: string,
  rangeEnd: string,
  settleMs: number,
) {
  const now = useNow(60_000, mode !== null);
  const found =
    mode && reportKey === 'dialogs'
      ? settledDays({ startDate: rangeStart, endDate: rangeEnd }, mode, settleMs, now)
      : null;
  const foundKey = found ? `${found.current}|${found.other}` : '';
  const settled = useMemo(
    () =>
      found
        ? { current: { key: 'date', wall: found.current }, other: { key: 'date', wall: found.other } }
        : null,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key says everything `found` does
    [foundKey],
  );
  return settled;
}
