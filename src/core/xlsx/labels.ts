/** Every word the workbook itself writes: sheet names and the About sheet, in the user's language. */
export interface XlsxLabels {
  rowsSheet: string;
  aboutSheet: string;
  report: string;
  range: string;
  parameters: string;
  environment: string;
  rowCount: string;
  sheets: string;
  fetchedAt: string;
  exportedAt: string;
  timeZone: string;
  filters: string;
  sort: string;
  ascending: string;
  descending: string;
  none: string;
  cutCells: string;
  removedCharacters: string;
  /** Ends a cell cut at the limit. */
  cutMarker: string;
  /** What masking did (src/core/personal-data): how, then stretches per kind and per column. */
  maskedAs: string;
  maskedAsKind: string;
  maskedAsPseudonym: string;
  maskedTotal: string;
  /** Before a kind's token (`[EMAIL]`) and a column's header. */
  maskedKind: string;
  maskedColumn: string;
}

const en: XlsxLabels = {
  rowsSheet: 'Rows',
  aboutSheet: 'About',
  report: 'Report',
  range: 'Range',
  parameters: 'Parameters',
  environment: 'Environment',
  rowCount: 'Rows',
  sheets: 'Sheets of rows',
  fetchedAt: 'Fetched at',
  exportedAt: 'Exported at',
  timeZone: 'Time zone of dates',
  filters: 'Filters',
  sort: 'Sort',
  ascending: 'ascending',
  descending: 'descending',
  none: '(none)',
  cutCells: 'Cells cut at 32,767 characters',
  removedCharacters: 'Characters removed (not allowed in a spreadsheet)',
  cutMarker: ' […cut]',
  maskedAs: 'Personal data masked as',
  maskedAsKind: 'Kind',
  maskedAsPseudonym: 'Pseudonym',
  maskedTotal: 'Personal data masked',
  maskedKind: 'Masked as',
  maskedColumn: 'Masked in',
};

const es: XlsxLabels = {
  rowsSheet: 'Filas',
  aboutSheet: 'Acerca de',
  report: 'Informe',
  range: 'Rango',
  parameters: 'Parámetros',
  environment: 'Entorno',
  rowCount: 'Filas',
  sheets: 'Hojas de filas',
  fetchedAt: 'Obtenido el',
  exportedAt: 'Exportado el',
  timeZone: 'Zona horaria de las fechas',
  filters: 'Filtros',
  sort: 'Orden',
  ascending: 'ascendente',
  descending: 'descendente',
  none: '(ninguno)',
  cutCells: 'Celdas cortadas a 32.767 caracteres',
  removedCharacters: 'Caracteres eliminados (no admitidos en una hoja de cálculo)',
  cutMarker: ' […cortado]',
  maskedAs: 'Datos personales enmascarados como',
  maskedAsKind: 'Tipo',
  maskedAsPseudonym: 'Seudónimo',
  maskedTotal: 'Datos personales enmascarados',
  maskedKind: 'Enmascarados como',
  maskedColumn: 'Enmascarados en',
};

export const XLSX_LABELS = { en, es } as const;
export type XlsxLanguage = keyof typeof XLSX_LABELS;
