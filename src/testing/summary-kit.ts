import { setupI18n } from '@lingui/core';
import { columnKey, summarize, type SummarySpec } from '../core/summary';
import { KeyUnion, TableModel, type RowRecord } from '../core/table';
import type { Filters } from '../features/results';
import { columnsFor } from '../features/results/columns/generic-columns';
import type { ResultColumn } from '../features/results/columns/result-column';
import en from '../features/summary/messages.en.json';
import es from '../features/summary/messages.es.json';
import { summaryColumns } from '../features/summary/summary-columns';
import { summaryNames } from '../features/summary/summary-names';
import { needsOf, SummaryRunner } from '../features/summary/summary-runner';
import { createSummaryCalls } from '../features/summary/summary-calls';
import type { Summarized } from '../features/summary/use-summary-result';
import type { SummaryTranslate } from '../features/summary/use-summary-text';
import { formatsFor } from '../lib/format';

/** The Summary's own words in a language, as its lazily loaded chunk brings them. */
export function summaryTranslator(locale: 'en' | 'es' = 'en'): SummaryTranslate {
  const i18n = setupI18n({ locale, messages: { en: { ...en }, es: { ...es } } });
  return (id, values) => i18n._(id, values);
}

/** The grid's columns of a report's rows, as the Rows tab makes them (src/features/results/columns). */
export function gridColumns(reportKey: string, rows: readonly RowRecord[]): readonly ResultColumn[] {
  const keys = new KeyUnion();
  keys.add(rows);
  return columnsFor(reportKey, keys);
}

/**
 * A run's rows in the grid's table model, summarized as the Summary tab does it but in one thread: the
 * page's encoders (a SummaryRunner's) encode the columns a spec needs, and `summarize` of the core runs on
 * their arrays directly. `names` are the Summary's names of its groups and its drills (the rows behind each figure).
 */
export function summaryKit(reportKey: string, rows: readonly RowRecord[], locale: 'en' | 'es' = 'en') {
  const model = new TableModel();
  model.sync([rows]);
  const columns = gridColumns(reportKey, rows);
  const byColumn = new Map(columns.map((c) => [c.key, c]));
  const byKey = new Map(summaryColumns(columns, model.rows).map((c) => [c.column.key, c]));
  const calls = createSummaryCalls();
  const runner = new SummaryRunner({
    post: (key, tail) => Promise.resolve(calls.post(key, tail)),
    clear: () => calls.clear(),
    summarize: (input) => Promise.resolve(calls.summarize(input)),
    dispose: () => undefined,
  });
  const t = summaryTranslator(locale);
  const f = formatsFor(locale);

  /** The rows the grid shows with these filters and this search. */
  const view = (filters: Filters = {}, global = '') =>
    model.view({ columns: byColumn, sort: [], global, globalKeys: [...byColumn.keys()], filters });

  /** The summary of the rows the grid shows with `filters` and `global`. */
  const summarized = (spec: SummarySpec, filters: Filters = {}, global = ''): Summarized => {
    const shown = view(filters, global);
    const viewSpec = { columns: byColumn, sort: [], global, globalKeys: [...byColumn.keys()], filters };
    const needs = needsOf(spec, byKey);
    runner.encode(needs, model.rows, () => true);
    const bins = runner.binsOf(spec, byKey);
    const data = new Map(
      needs.map((n) => [columnKey(n.kind, n.column.key), runner.encoder(n.kind, n.column).data()]),
    );
    const rowsOf = shown.order ? shown.order.slice(0, shown.length) : null;
    const result = summarize({ columns: data, rows: rowsOf, count: shown.length, spec, bins });
    return {
      result,
      spec,
      bins,
      shown: { model, columns, view: shown, filters, global, loaded: model.rows.length, spec: viewSpec },
      before: null,
    };
  };

  const names = (s: Summarized) => summaryNames(s, runner, byKey, t, f, locale);
  return { model, columns, byKey, runner, view, summarized, names, t, f };
}
export type SummaryKit = ReturnType<typeof summaryKit>;
