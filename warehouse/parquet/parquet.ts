import type { KeyValue } from 'hyparquet';
import { parquetWriteBuffer, schemaFromColumnData, type ColumnSource } from 'hyparquet-writer';
import type { Row } from '../../src/core/contract';
import { cellOf, columnsOf, type Column } from './columns';
import { DATE_UTC, dateUtcOf, dateUtcSchema } from './date-utc';
import { ROW_SHAPES_KEY, shapesOf, textCells, type RowShapes } from './row-shapes';

export interface ParquetOptions {
  /** Keep what gives each row back exactly as sent (./row-shapes.ts); engines read the same columns. */
  exact?: boolean;
  /** Rows per row group (default: all in one), so a reader can decode a page without the rest. */
  rowGroupSize?: number;
}

/** The DIALOGS `date` as an instant, placed right after the service's own column. */
function withDateUtc(columns: ColumnSource[], rows: readonly Row[]): ColumnSource[] {
  const at = columns.findIndex((c) => c.name === 'date');
  if (at < 0 || columns.some((c) => c.name === DATE_UTC)) return columns;
  const dateUtc: ColumnSource = { name: DATE_UTC, data: rows.map(dateUtcOf) };
  return [...columns.slice(0, at + 1), dateUtc, ...columns.slice(at + 1)];
}

/** The columns' data; with `json`, the text columns' JSON cells are recorded as the exact reader needs. */
function columnData(columns: Column[], rows: readonly Row[], json: RowShapes['json'] | null): ColumnSource[] {
  return columns.map(({ name, type }) => {
    const values = rows.map((row) => row[name]);
    if (json && type === 'STRING') {
      const text = textCells(values);
      if (text.json === 'all' || text.json.length > 0) json[name] = text.json;
      return { name, type, data: text.cells };
    }
    return { name, type, data: values.map((value) => cellOf(value, type)) };
  });
}

/**
 * Rows as one Parquet file: typed columns (the DIALOGS row's types, others inferred), DIALOGS's `date`
 * also as a UTC timestamp, Snappy compressed, one row group unless asked. hyparquet-writer is pure
 * JavaScript (no native or WASM build); see docs/architecture.md#scheduled-extraction for why it was chosen.
 */
export function parquetOf(rows: readonly Row[], dialogs: boolean, options: ParquetOptions = {}): Uint8Array {
  const json: RowShapes['json'] | null = options.exact ? {} : null;
  const typed = columnData(columnsOf(rows, dialogs), rows, json);
  const data = dialogs ? withDateUtc(typed, rows) : typed;
  const schema = schemaFromColumnData({
    columnData: data,
    // Without a prototype: a column named "__proto__" (a field the service sent) is not an override.
    schemaOverrides: Object.assign(Object.create(null), dialogs ? { [DATE_UTC]: dateUtcSchema } : {}),
  });
  const kvMetadata: KeyValue[] | undefined = json
    ? [
        {
          key: ROW_SHAPES_KEY,
          value: JSON.stringify({ version: 1, ...shapesOf(rows), json } satisfies RowShapes),
        },
      ]
    : undefined;
  const buffer = parquetWriteBuffer({
    // The schema carries every type, so the columns may not repeat them.
    columnData: data.map(({ name, data }) => ({ name, data })),
    schema,
    codec: 'SNAPPY',
    rowGroupSize: Math.max(1, options.rowGroupSize ?? rows.length),
    createdBy: 'report-explorer',
    ...(kvMetadata ? { kvMetadata } : {}),
  });
  return new Uint8Array(buffer);
}
