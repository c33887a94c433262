import { FilterBar } from '../../lib/filter-bar';
import type { Filters } from '../results';
import { useSummaryText } from './use-summary-text';

/** A figure of the summary opened in the grid: its rows' filters, and the grid's as they were before. */
export interface SummaryDoor {
  filters: Filters;
  global: string;
  /** The figure's group, as the summary names it. */
  label: string;
  before: { filters: Filters; global: string };
}

/** Above the grid after a figure of the summary was opened: which rows, remove, back to the summary. */
export function DoorBar({
  door,
  onRemove,
  onBack,
}: {
  door: SummaryDoor;
  onRemove: () => void;
  onBack: () => void;
}) {
  const { t } = useSummaryText();
  const label = t('summary.doorBar', { label: door.label });
  return (
    <FilterBar
      label={label}
      removeLabel={t('summary.doorRemove')}
      backLabel={t('summary.doorBack')}
      onRemove={onRemove}
      onBack={onBack}
    />
  );
}
