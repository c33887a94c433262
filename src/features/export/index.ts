export { ExportCsvButton } from './export-csv-button';
export type { ExportJob } from './export-job';
export { buildCsv, INLINE_LIMIT, type ExportOptions } from './run-export';
export { saveFile } from './save-file';
