import type { SchemaElement } from 'hyparquet-writer';
import type { Row } from '../../src/core/contract';
import { rowInstant } from '../../src/core/dates';

/**
 * The column written beside DIALOGS's `date`: the same instant as a Parquet TIMESTAMP adjusted to UTC, so
 * DuckDB, Spark and Trino filter and bucket by time without a cast (the service's `date` is text with its
 * own offset, and `min(date)` over text compares strings). The service's column is kept as it came.
 */
export const DATE_UTC = 'date_utc';

export const dateUtcSchema: SchemaElement = {
  name: DATE_UTC,
  type: 'INT64',
  repetition_type: 'OPTIONAL',
  // The logical type says "adjusted to UTC" (engines read an instant); the converted type is its
  // equivalent for older readers.
  logical_type: { type: 'TIMESTAMP', isAdjustedToUTC: true, unit: 'MILLIS' },
  converted_type: 'TIMESTAMP_MILLIS',
};

/** The instant of a row's `date`; null when it has none or it cannot be read. */
export function dateUtcOf(row: Row): Date | null {
  const date = row.date;
  if (typeof date !== 'string') return null;
  const ms = rowInstant(date);
  return Number.isNaN(ms) ? null : new Date(ms);
}
