import { UplotChart } from '../overview';
import type { Summarized } from './use-summary-result';
import type { SummaryNames } from './summary-names';
import type { FigureCell } from './summary-table-model';
import { useSummaryText } from './use-summary-text';

/** Bars drawn at most: the largest groups (the table twin holds every one). */
const MAX_BARS = 30;

/**
 * The summary as a chart, where one serves: one column grouped by and no pivot. Periods draw a line over
 * time; categories and bins draw bars (the largest MAX_BARS categories). The first measure is drawn; a
 * click opens the rows of the group clicked. The table above is its twin.
 */
export function SummaryChart({
  summarized,
  names,
  onOpen,
}: {
  summarized: Summarized;
  names: SummaryNames;
  onOpen: (cell: FigureCell) => void;
}) {
  const { t } = useSummaryText();
  const { spec, result } = summarized;
  const group = spec.groupBy[0];
  if (!group || spec.groupBy.length !== 1 || result.pivot || result.groups.length === 0) return null;
  const dated = names.kindOf(group) === 'date';
  const binned = names.kindOf(group) === 'number';
  const groups = dated || binned ? result.groups : result.groups.slice(0, MAX_BARS);
  const shown = groups.filter((g) => g.keys[0] === g.keys[0] && (!binned || (g.keys[0] ?? -1) >= 0));
  const values = shown.map((g) => g.figures[0] ?? 0);
  const measure = names.measureName(0);
  const column = names.header(group.key);
  const label =
    shown.length < result.groups.length && !dated && !binned
      ? t('summary.chartTop', { measure, column, shown: shown.length, groups: result.groups.length })
      : t('summary.chart', { measure, column });
  const open = (i: number) => {
    const g = shown[i];
    if (g)
      onOpen({
        kind: 'figure',
        value: g.figures[0] ?? null,
        measure: 0,
        share: false,
        keys: g.keys,
        across: null,
      });
  };
  return (
    <section className="sm-chart" aria-label={label}>
      <h3 className="sm-chart-title">{label}</h3>
      <UplotChart
        label={label}
        x={dated ? shown.map((g) => g.keys[0] ?? 0) : shown.map((_, i) => i)}
        time={dated}
        xLabels={dated ? undefined : shown.map((g) => names.keyName(group, g.keys[0] ?? 0))}
        series={[{ label: measure, values, color: '--accent', bars: !dated }]}
        onPick={open}
      />
    </section>
  );
}
