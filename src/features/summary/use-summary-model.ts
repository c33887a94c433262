import { useMemo } from 'react';
import { parseServiceDate, wallMs } from '../../core/dates';
import { useI18n } from '../../lib/i18n';
import { comparison } from './compared';
import type { SummaryColumn } from './summary-columns';
import { summaryNames } from './summary-names';
import type { SummaryRunner } from './summary-runner';
import { summaryTable } from './summary-table-model';
import type { ComparedSummary } from './use-compared-summary';
import type { Summarized } from './use-summary-result';
import { useSummaryText } from './use-summary-text';

/** A range's start as a wall clock (ms read as UTC digits); 0 when it does not read. */
function startWall(date: string): number {
  const parsed = parseServiceDate(date);
  return parsed.ok ? wallMs(parsed.value) : 0;
}

/**
 * What a summary's table shows: its names in the language shown, its comparison with the other period's
 * summary (none with a pivot), and the table made of both.
 */
export function useSummaryModel(
  summarized: Summarized,
  runner: SummaryRunner,
  byKey: ReadonlyMap<string, SummaryColumn>,
  compared: ComparedSummary | null,
  rangeStart: string,
  /** Periods from this wall clock on have not settled: marked as such. */
  unsettledFrom: number | null,
) {
  const { t, f } = useSummaryText();
  const { locale } = useI18n();
  const names = useMemo(
    () => summaryNames(summarized, runner, byKey, t, f, locale, unsettledFrom),
    [summarized, runner, byKey, t, f, locale, unsettledFrom],
  );
  const compare = useMemo(() => {
    if (!compared || summarized.spec.pivot) return null;
    const otherNames = summaryNames(
      { ...summarized, result: compared.result },
      compared.runner,
      byKey,
      t,
      f,
      locale,
    );
    return comparison(
      summarized,
      names,
      startWall(rangeStart),
      compared.result,
      otherNames,
      startWall(compared.rows.query.startDate),
    );
  }, [compared, summarized, names, byKey, t, f, locale, rangeStart]);
  const model = useMemo(() => summaryTable(summarized, compare), [summarized, compare]);
  return { names, compare, model };
}
