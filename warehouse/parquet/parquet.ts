import { parquetWriteBuffer, schemaFromColumnData, type ColumnSource } from 'hyparquet-writer';
import type { Row } from '../../src/core/contract';
import { cellOf, columnsOf } from './columns';
import { DATE_UTC, dateUtcOf, dateUtcSchema } from './date-utc';

/** The DIALOGS `date` as an instant, placed right after the service's own column. */
function withDateUtc(columns: ColumnSource[], rows: readonly Row[]): ColumnSource[] {
  const at = columns.findIndex((c) => c.name === 'date');
  if (at < 0 || columns.some((c) => c.name === DATE_UTC)) return columns;
  const dateUtc: ColumnSource = { name: DATE_UTC, data: rows.map(dateUtcOf) };
  return [...columns.slice(0, at + 1), dateUtc, ...columns.slice(at + 1)];
}

/**
 * Rows as one Parquet file: typed columns (the DIALOGS row's types, others inferred), DIALOGS's `date`
 * also as a UTC timestamp, Snappy compressed, one row group. hyparquet-writer is pure JavaScript (no
 * native or WASM build); see docs/architecture.md#scheduled-extraction for why it was chosen.
 */
export function parquetOf(rows: readonly Row[], dialogs: boolean): Uint8Array {
  const typed: ColumnSource[] = columnsOf(rows, dialogs).map(({ name, type }) => ({
    name,
    type,
    data: rows.map((row) => cellOf(row[name], type)),
  }));
  const columnData = dialogs ? withDateUtc(typed, rows) : typed;
  const schema = schemaFromColumnData({
    columnData,
    schemaOverrides: dialogs ? { [DATE_UTC]: dateUtcSchema } : {},
  });
  const buffer = parquetWriteBuffer({
    // The schema carries every type, so the columns may not repeat them.
    columnData: columnData.map(({ name, data }) => ({ name, data })),
    schema,
    codec: 'SNAPPY',
    rowGroupSize: Math.max(1, rows.length),
    createdBy: 'report-explorer',
  });
  return new Uint8Array(buffer);
}
