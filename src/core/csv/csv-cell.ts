/**
 * One CSV field, RFC 4180 with spreadsheet safety. Numbers and booleans are written as they are; a text
 * that a spreadsheet would run as a formula (leading = + - @ tab CR LF) gets a leading apostrophe (OWASP
 * "CSV injection"); a field holding a comma, quote, CR or LF is quoted with inner quotes doubled.
 * A semicolon or a tab is quoted too (RFC 4180 allows quoting any field): LibreOffice's Text Import
 * splits on comma, semicolon and tab by default, and a spreadsheet in a comma-decimal locale expects
 * semicolons, so an unquoted "caso; el cobro" became two columns there (found by npm run
 * check:spreadsheet: 4,767 such fields in 250,000 DIALOGS rows).
 */
const NEEDS_QUOTES = /[",;\t\r\n]/;
const QUOTE = /"/g;

// Char codes of = + - @ TAB CR LF.
const isFormulaStart = (c: number) =>
  c === 61 || c === 43 || c === 45 || c === 64 || c === 9 || c === 13 || c === 10;

/** A text field: neutralised, then quoted if needed. */
export function csvText(s: string): string {
  if (s.length > 0 && isFormulaStart(s.charCodeAt(0))) s = `'${s}`;
  return NEEDS_QUOTES.test(s) ? `"${s.replace(QUOTE, '""')}"` : s;
}

/** Any value of a row: null and undefined empty, numbers as numbers, nested values as compact JSON. */
export function csvCell(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return csvText(value);
    case 'number':
      // JSON has no NaN or Infinity; should one appear, an empty field beats a word a spreadsheet misreads.
      return Number.isFinite(value) ? String(value) : '';
    case 'boolean':
    case 'bigint':
      return String(value);
    case 'undefined':
      return '';
    case 'object':
      if (value === null) return '';
      if (value instanceof Date) return csvText(value.toISOString());
      return csvText(JSON.stringify(value));
    default:
      return '';
  }
}
