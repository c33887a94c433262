import type { ExportJob } from './export-job';
import type { XlsxStart } from './worker-protocol';

const NO_ABOUT: XlsxStart['about'] = {
  report: '',
  range: '',
  parameters: [],
  environment: '',
  fetchedAt: null,
  search: '',
  filters: [],
  sort: [],
};

/** What the workbook worker is told of the columns and the rows, besides the CSV's headers. */
export function xlsxStart(job: ExportJob, language: 'en' | 'es'): XlsxStart {
  return {
    kinds: job.columns.map((c) => c.kind ?? 'value'),
    // Labels go as plain records of text keys: what a message can carry and the schema checks.
    labels: job.columns.map((c) =>
      c.labels ? Object.fromEntries(Object.entries(c.labels).map(([k, v]) => [k, v])) : null,
    ),
    language,
    about: job.about ?? NO_ABOUT,
    // The dates are written in this thread's time zone, the one the grid shows; the worker shares it.
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}
