export type { AboutCounts, XlsxAbout } from './about-sheet';
export { CellWriter, localSerial, type XlsxCellKind, type XlsxColumn } from './cells';
export { dialogsKeys, dialogsXlsxColumn } from './dialogs-columns';
export { XLSX_LABELS, type XlsxLabels, type XlsxLanguage } from './labels';
export { MAX_CELL_CHARS } from './xml-text';
export { EXCEL_MAX_ROWS, XlsxWriter, type ColumnChunk, type XlsxWriterOptions } from './xlsx-writer';
export { addValueRows, valueWorkbook } from './value-rows';
export type { CellXml } from './row-bytes';
