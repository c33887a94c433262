import type { KeyUnion } from '../../../core/table';
import { DIALOGS_COLUMNS, DIALOGS_KEYS, makeColumn } from './dialogs-columns';
import type { ResultColumn } from './result-column';

const cache = new Map<string, ResultColumn>();

/** A column for a key of a report whose rows are not documented: the kind follows the values seen. */
function genericColumn(key: string, keys: KeyUnion): ResultColumn {
  const kind = keys.kindOf(key);
  const cellKind =
    kind === 'number' ? 'number' : kind === 'boolean' ? 'boolean' : kind === 'object' ? 'json' : 'text';
  const id = `${key}\u0000${cellKind}`;
  let column = cache.get(id);
  if (!column) {
    column = {
      ...makeColumn(key, key, cellKind),
      sortAs: kind === 'mixed' ? 'auto' : makeColumn(key, key, cellKind).sortAs,
    };
    cache.set(id, column);
  }
  return column;
}

/**
 * The columns of a run: the typed DIALOGS columns (plus any undocumented field a row carries), or for
 * other reports one column per key in first-seen order.
 */
export function columnsFor(reportKey: string, keys: KeyUnion): readonly ResultColumn[] {
  if (reportKey !== 'dialogs') return keys.keys.map((k) => genericColumn(k, keys));
  const extra = keys.keys.filter((k) => !DIALOGS_KEYS.includes(k));
  return extra.length === 0
    ? DIALOGS_COLUMNS
    : [...DIALOGS_COLUMNS, ...extra.map((k) => genericColumn(k, keys))];
}
