// The frame of one worksheet around its rows: a frozen header row, column widths, an autofilter.
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** "A", "B", … "Z", "AA", …: the letters of a 0-based column. */
export function columnLetters(index: number): string {
  let s = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/** Widths in characters: at least the header's, at most 60 (a long text wraps nothing and is read in the cell). */
export const columnWidth = (chars: number) => Math.min(60, Math.max(6, chars + 2));

export function sheetHead(widths: readonly number[], frozenHeader: boolean): string {
  const pane = frozenHeader
    ? '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft" activeCell="A2" sqref="A2"/>'
    : '';
  const cols = widths
    .map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${columnWidth(w)}" customWidth="1"/>`)
    .join('');
  return (
    XML_HEAD +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
    `<sheetViews><sheetView workbookViewId="0">${pane}</sheetView></sheetViews>` +
    `<sheetFormatPr defaultRowHeight="15"/>${cols === '' ? '' : `<cols>${cols}</cols>`}<sheetData>`
  );
}

export const sheetTail = (filter: string | null) =>
  `</sheetData>${filter === null ? '' : `<autoFilter ref="${filter}"/>`}</worksheet>`;

/** A sheet name Excel accepts: no `[]:*?/\`, no leading or trailing apostrophe, at most 31 characters. */
export const sheetName = (s: string) =>
  s
    .replace(/[[\]:*?/\\]/g, '-')
    .replace(/^'+|'+$/g, '')
    .slice(0, 31) || 'Sheet';
