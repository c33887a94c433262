import { parquetWriteBuffer } from 'hyparquet-writer';
import type { Row } from '../../src/core/contract';
import { cellOf, columnsOf } from './columns';

/**
 * One page as a Parquet file: typed columns (the DIALOGS row's types, others inferred), Snappy
 * compressed, one row group. hyparquet-writer is pure JavaScript (no native or WASM build); see
 * docs/architecture.md#scheduled-extraction for why it was chosen.
 */
export function parquetOf(rows: readonly Row[], dialogs: boolean): Uint8Array {
  const columns = columnsOf(rows, dialogs);
  const buffer = parquetWriteBuffer({
    columnData: columns.map(({ name, type }) => ({
      name,
      type,
      data: rows.map((row) => cellOf(row[name], type)),
    })),
    codec: 'SNAPPY',
    rowGroupSize: Math.max(1, rows.length),
    createdBy: 'report-explorer',
  });
  return new Uint8Array(buffer);
}
