/**
 * Which columns masking reads (docs/personal-data.md#where-it-is-masked). Free text: what a person typed or
 * a flow wrote around it (a DIALOGS message's text, header, footer and options, an attachment's name and
 * address); each stretch of personal data in it is masked. Identifiers: the row's contact, masked whole;
 * the user may mark more. Everything else (dates, intents, every figure, the conversation's UUIDs) is left.
 */
export const FREE_TEXT_COLUMNS: readonly string[] = [
  'text',
  'header',
  'footer',
  'options',
  'fileName',
  'url',
];
export const IDENTIFIER_COLUMNS: readonly string[] = ['criteriaValue'];
/** The column that holds the row's own identifier, looked for in its texts. */
export const OWN_COLUMN = 'criteriaValue';

export type ColumnRole = 'text' | 'identifier' | null;

/** Each column's part in masking; `marked` are the identifier columns the user added. */
export function columnRoles(keys: readonly string[], marked: readonly string[] = []): ColumnRole[] {
  return keys.map((key) =>
    IDENTIFIER_COLUMNS.includes(key) || marked.includes(key)
      ? 'identifier'
      : FREE_TEXT_COLUMNS.includes(key)
        ? 'text'
        : null,
  );
}
