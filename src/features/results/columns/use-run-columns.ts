import { useMemo } from 'react';
import { Masker } from '../../../core/personal-data';
import { useI18n } from '../../../lib/i18n';
import { useMaskSetting } from '../../../lib/mask-controls';
import { labelledColumns } from './field-labels';
import { maskedColumns } from './masked-columns';
import type { ResultColumn } from './result-column';

/**
 * A run's columns as worded on screen, masked while the mask setting is on, with that setting: the export
 * masks by the same one.
 */
export function useRunColumns(columns: readonly ResultColumn[]) {
  const { t, locale } = useI18n();
  const mask = useMaskSetting();
  const shown = useMemo(() => {
    const worded = labelledColumns(columns, t, locale);
    // Masked on screen too, for screen-sharing; one masker while shown, so a pseudonym holds still.
    return mask.on ? maskedColumns(worded, new Masker(mask.as)) : worded;
  }, [columns, t, locale, mask.on, mask.as]);
  return { columns: shown, mask };
}
