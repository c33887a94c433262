import { forEachMatch } from './matches';
import { columnRoles } from './columns';
import { addCount, noCounts, type MaskAs, type MaskCounts } from './counts';
import { KIND_LABELS, PERSONAL_KINDS, type PersonalKind } from './kinds';

const KIND_OF_LABEL = new Map<string, PersonalKind>(PERSONAL_KINDS.map((k) => [KIND_LABELS[k], k]));
const TOKEN = new RegExp(`\\[(${[...KIND_OF_LABEL.keys()].join('|')})(?:-[0-9a-f]{12})?\\]`, 'g');

/**
 * The counts of rows already masked, read from their tokens: what a file merged from the rows of several
 * runs holds (the command line's history days), where no one masker saw them all.
 */
export function countTokens(
  rows: readonly Readonly<Record<string, unknown>>[],
  as: MaskAs,
  marked: readonly string[] = [],
): MaskCounts {
  const counts = noCounts(as);
  const roles = new Map<string, boolean>();
  for (const row of rows)
    for (const key in row) {
      let masked = roles.get(key);
      if (masked === undefined) {
        masked = columnRoles([key], marked)[0] != null;
        roles.set(key, masked);
      }
      const value = row[key];
      if (!masked || typeof value !== 'string' || !value.includes('[')) continue;
      forEachMatch(TOKEN, value, (m) => {
        const kind = KIND_OF_LABEL.get(m[1] ?? '');
        if (kind) addCount(counts, kind, key);
      });
    }
  return counts;
}
