export type { XlsxAbout as ExportAbout } from '../../core/xlsx';
export { ExportButtons } from './export-buttons';
export type { ExportColumn, ExportJob } from './export-job';
export { buildCsv, buildXlsx, INLINE_LIMIT, type ExportFormat, type ExportOptions } from './run-export';
export { saveFile } from './save-file';
export { WorkbookButton } from './workbook-button';
