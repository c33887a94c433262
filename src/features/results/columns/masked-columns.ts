import { columnRoles, maskText, mayHoldPersonal, type Masker } from '../../../core/personal-data';
import type { ResultColumn } from './result-column';

/**
 * The columns as the screen shows them with "Mask personal data" on (src/lib/mask-setting.ts): a free text
 * or an identifier reads masked, in its cells, its hover title, its pick list and the search, which
 * therefore finds a masked row by its kind ("[EMAIL]", or "email") and no longer by the value it hides.
 * A cell has no row here: a text masks what the finder recognises, not the row's own identifier as such.
 */
export function maskedColumns(columns: readonly ResultColumn[], masker: Masker): readonly ResultColumn[] {
  const roles = columnRoles(columns.map((c) => c.key));
  return columns.map((column, i) => {
    const role = roles[i];
    if (!role) return column;
    // What is masked is the text shown (a string value's), by the same rule as a file's values.
    const text = (value: unknown) => {
      const shown = column.text(value);
      return typeof value === 'string' && mayHoldPersonal(shown)
        ? maskText(masker, role, shown, column.key)
        : shown;
    };
    return { ...column, text, masked: true };
  });
}
