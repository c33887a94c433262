import type { SavedView } from '../../../core/table';
import type { ExportAbout } from '../../export';
import type { ResultColumn } from '../columns/result-column';

/** What the app knows of the run for a workbook's About sheet; the table adds its search, filters and sort. */
export type RunAbout = Omit<ExportAbout, 'search' | 'filters' | 'sort'>;

/** The run and the view the rows were exported with, columns named by their headers. */
export function exportAbout(
  run: RunAbout | undefined,
  view: SavedView,
  byKey: ReadonlyMap<string, ResultColumn>,
  fallbackReport: string,
): ExportAbout {
  const header = (key: string) => byKey.get(key)?.header ?? key;
  return {
    report: run?.report ?? fallbackReport,
    range: run?.range ?? '',
    parameters: run?.parameters ?? [],
    environment: run?.environment ?? '',
    fetchedAt: run?.fetchedAt ?? null,
    search: view.global,
    filters: Object.entries(view.filters).map(([key, filter]) => ({ header: header(key), filter })),
    sort: view.sort.map((s) => ({ header: header(s.key), desc: s.desc })),
  };
}
