/** Excel's limit on the characters of one cell (UTF-16 code units, as a JavaScript string counts them). */
export const MAX_CELL_CHARS = 32_767;

// XML 1.0 cannot hold C0 controls other than tab, LF and CR, lone surrogates, U+FFFE or U+FFFF: a file
// with one is not well-formed and Excel refuses to open it.
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- these control characters are exactly what XML 1.0 forbids
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const NEEDS_ESCAPE = /[&<>\r_]/;
const ESCAPE = /[&<>\r]/g;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '\r': '&#13;' };
// OOXML reads `_xHHHH_` in a text as an escaped character: its underscore is escaped so the text stays as
// written (ECMA-376 Part 1, 22.9.2.19 ST_Xstring).
const X_ESCAPE = /_(x[0-9A-Fa-f]{4}_)/g;

/** What cleaning a text did, added to the workbook's totals (the About sheet reports them). */
export interface TextTally {
  /** Cells cut at MAX_CELL_CHARS. */
  cut: number;
  /** Characters XML cannot hold, removed. */
  removed: number;
}

/** The text of a cell made safe: removed characters XML cannot hold, cut to the cell limit with `marker`. */
export function cleanText(s: string, marker: string, tally: TextTally): string {
  NOT_XML.lastIndex = 0;
  if (NOT_XML.test(s)) {
    const before = s.length;
    s = s.replace(NOT_XML, '');
    tally.removed += before - s.length;
  }
  if (s.length > MAX_CELL_CHARS) {
    let end = MAX_CELL_CHARS - marker.length;
    // Never leave half of a surrogate pair at the cut.
    const last = s.charCodeAt(end - 1);
    if (last >= 0xd800 && last <= 0xdbff) end--;
    s = s.slice(0, end) + marker;
    tally.cut++;
  }
  return s;
}

/** Text content escaped for an element: markup characters, CR (XML would read it as LF) and `_xHHHH_`. */
export function escapeXml(s: string): string {
  if (!NEEDS_ESCAPE.test(s)) return s;
  return s.replace(ESCAPE, (c) => ESCAPES[c] ?? c).replace(X_ESCAPE, '_x005F_$1');
}

/** An attribute value: the text escapes plus the double quote. */
export const escapeAttr = (s: string) => escapeXml(s).replace(/"/g, '&quot;');
