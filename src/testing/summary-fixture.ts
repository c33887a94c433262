// A small report to summarize by hand (docs/analytics.md#summary), and the page's side of a summary in one
// call: each needed column encoded, bins chosen, the engine run. Plus a plain reference of the grid's
// filters, to check that a figure's drill selects exactly its rows.
import type { ZoneOffset } from '../core/analytics';
import {
  chooseBins,
  columnKey,
  encoderFor,
  neededColumns,
  summarize,
  summaryKindOf,
  type AnyEncoder,
  type ColumnData,
  type DrillContext,
  type NumberBins,
  type SummaryKind,
  type SummarySpec,
} from '../core/summary';
import type { ColumnFilter, CoreColumn, RowRecord } from '../core/table';

/**
 * Eight rows: channel (null and '' are both missing), day (service dates as text, one missing), duration
 * (one null, one text), agent (one null).
 */
export const FIXTURE: RowRecord[] = [
  { channel: 'web', day: '2026-03-02 09:15:00', duration: 10, agent: 'a' },
  { channel: 'web', day: '2026-03-02 23:59:59', duration: 20, agent: 'b' },
  { channel: 'app', day: '2026-03-03 00:00:00', duration: 30, agent: 'a' },
  { channel: 'app', day: '2026-03-08 12:00:00', duration: null, agent: 'a' },
  { channel: 'web', day: '2026-03-09 08:00:00', duration: 'n/a', agent: null },
  { channel: null, day: '2026-03-09 08:30:00', duration: 5, agent: 'c' },
  { channel: 'app', day: null, duration: 40, agent: 'b' },
  { channel: '', day: '2026-04-01 00:00:00', duration: 7, agent: 'a', empty: null },
];

const shown = (v: unknown) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));

/** A column as the grid has it: text shown as is, ordered as `sortAs` says. */
export const columnOf = (key: string, sortAs: CoreColumn['sortAs'] = 'auto'): CoreColumn => ({
  key,
  sortAs,
  text: shown,
});

export interface Summarized {
  result: ReturnType<typeof summarize>;
  drill: DrillContext;
  bins: Map<string, NumberBins>;
}

/**
 * The summary of `rows` (of which `shownRows` are shown, or all) as the app computes it: each column's kind
 * from summaryKindOf over its values, the needed columns encoded, bins chosen over every row.
 */
export function summaryOf(
  rows: readonly RowRecord[],
  spec: SummarySpec,
  options: { columns?: readonly CoreColumn[]; shownRows?: readonly number[]; offset?: ZoneOffset } = {},
): Summarized {
  const columnFor = (key: string) => options.columns?.find((c) => c.key === key) ?? columnOf(key);
  const kindOf = (key: string): SummaryKind =>
    summaryKindOf(
      columnFor(key),
      rows.map((r) => r[key]),
    );
  const encoders = new Map<string, AnyEncoder>();
  const columns = new Map<string, ColumnData>();
  const bins = new Map<string, NumberBins>();
  for (const { key, kind } of neededColumns(spec, kindOf)) {
    const encoder = encoderFor(kind, columnFor(key), options.offset);
    encoder.encode(rows);
    encoders.set(columnKey(kind, key), encoder);
    const data = encoder.data();
    columns.set(columnKey(kind, key), data);
    if (data.kind === 'number' && kindOf(key) === 'number') bins.set(key, chooseBins(data.values, data.size));
  }
  const result = summarize({
    columns,
    rows: options.shownRows ? Uint32Array.from(options.shownRows) : null,
    count: rows.length,
    spec,
    bins,
  });
  const drill: DrillContext = {
    kindOf,
    bins,
    textOf: (key, code) => {
      const e = encoders.get(columnKey('category', key));
      return e?.kind === 'category' ? e.textOf(code) : '';
    },
    separatorOf: (key) => {
      const e = encoders.get(columnKey('date', key));
      return e?.kind === 'date' ? e.separator : ' ';
    },
  };
  return { result, drill, bins };
}

/** The grid's filters as plainly as they can be written: the indices of the rows that pass them all. */
export function rowsPassing(
  rows: readonly RowRecord[],
  filters: Readonly<Record<string, ColumnFilter>>,
  textOf: (key: string, value: unknown) => string = (_, v) => (v === null || v === undefined ? '' : shown(v)),
): number[] {
  const passes = (row: RowRecord, key: string, filter: ColumnFilter) => {
    const value = row[key];
    const text = textOf(key, value);
    switch (filter.kind) {
      case 'contains':
        return text.toLowerCase().includes(filter.text.toLowerCase());
      case 'oneOf':
        return filter.values.includes(text);
      case 'textRange':
        return text !== '' && filter.from <= text && text < filter.to;
      case 'range':
        return (
          typeof value === 'number' &&
          (filter.min === null || value >= filter.min) &&
          (filter.max === null || (filter.below ? value < filter.max : value <= filter.max))
        );
    }
  };
  return rows.flatMap((row, i) =>
    Object.entries(filters).every(([key, filter]) => passes(row, key, filter)) ? [i] : [],
  );
}
