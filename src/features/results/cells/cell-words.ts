import type { Translate } from '../../../lib/i18n';

/** The words the grid's body writes outside React (copy button, tooltips), in the language shown. */
export interface CellWords {
  copy: string;
  copyTitle: string;
  copyLabel: (header: string) => string;
  rowDetails: string;
  noValue: string;
  sentWithOffset: (value: string, offset: string) => string;
  belowMinimum: (min: string) => string;
}

export const cellWords = (t: Translate): CellWords => ({
  copy: t('results.cell.copy'),
  copyTitle: t('results.cell.copyTitle'),
  copyLabel: (label) => t('results.drawer.copyLabel', { label }),
  rowDetails: t('results.cell.rowDetails'),
  noValue: t('results.cell.noValue'),
  sentWithOffset: (value, offset) => t('results.cell.sentWithOffset', { value, offset }),
  belowMinimum: (min) => t('results.cell.belowMinimum', { min }),
});
