// The file's own bytes, for reports only (never for the expected values): RFC 4180 records split into
// fields exactly as written, quotes included, so a mismatch can be shown with the bytes Calc was given.

/** Each record of a CSV text (BOM removed) as its raw fields; `at` is the record's 0-based index. */
export function* rawRecords(text: string): Generator<{ at: number; fields: string[] }> {
  let at = 0;
  let fields: string[] = [];
  let start = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (quoted) {
      if (c === 34) quoted = text.charCodeAt(i + 1) === 34 ? (i++, true) : false;
    } else if (c === 34) {
      quoted = true;
    } else if (c === 44) {
      fields.push(text.slice(start, i));
      start = i + 1;
    } else if (c === 13 && text.charCodeAt(i + 1) === 10) {
      fields.push(text.slice(start, i));
      yield { at: at++, fields };
      fields = [];
      start = i + 2;
      i++;
    }
  }
  if (start < text.length) yield { at, fields: [...fields, text.slice(start)] };
}

/** A field as JSON text and UTF-8 hex, e.g. `"a;b" (61 3b 62)`. */
export const showBytes = (field: string) =>
  `${JSON.stringify(field)} (${[...Buffer.from(field, 'utf8')].map((b) => b.toString(16).padStart(2, '0')).join(' ')})`;

/**
 * Unquoted fields holding a semicolon or a tab: Calc's Text Import in a fresh profile has comma,
 * semicolon and tab all ticked as separators, and would split them into several cells.
 */
export const splitByDefaultSeparators = (field: string) => !field.startsWith('"') && /[;\t]/.test(field);
