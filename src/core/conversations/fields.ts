import { rowInstant } from '../dates/row-date';

/**
 * Tolerant reads of one row. The client keeps DIALOGS rows that hold a null (or an undocumented shape)
 * where the service documents a value (docs/service.md#nulls-in-dialogs-rows), so nothing here trusts the static type.
 */
type Fields = Readonly<Record<string, unknown>>;

export const textOf = (row: Fields, key: string): string | null => {
  const v = row[key];
  return typeof v === 'string' ? v : null;
};

export const numberOf = (row: Fields, key: string): number | null => {
  const v = row[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
};

export const conversationIdOf = (row: Fields): string | null => {
  const id = textOf(row, 'conversationId');
  return id === null || id === '' ? null : id;
};

/**
 * Epoch ms of the row's `date` (ISO 8601 with an offset); NaN when unreadable. Read as Date.parse reads it,
 * by the table's reader of the service's shape: Date.parse on every row was much of the main thread's
 * time in indexing a 250,000-row run's conversations (docs/architecture.md#one-pipeline-the-engines-worker).
 */
export const instantOf = (row: Fields): number => {
  const date = textOf(row, 'date');
  return date === null ? Number.NaN : rowInstant(date);
};
