// Test support: an output folder read back by DuckDB, as an analytics engine would read it.
import { DuckDBInstance } from '@duckdb/node-api';
import type { Row } from '../../src/core/contract';

const plain = (value: unknown) => (typeof value === 'bigint' ? Number(value) : value);

/** Every Parquet file under `out`, Hive folders as columns. */
const sourceOf = (out: string) =>
  `read_parquet('${out.replaceAll("'", "''")}/**/*.parquet', hive_partitioning = true, union_by_name = true)`;

/** The rows of a query over the folder, written with `$source` where its files are read. */
export async function queryParquetFolder(out: string, sql: string): Promise<Row[]> {
  const db = await DuckDBInstance.create(':memory:');
  const connection = await db.connect();
  try {
    const reader = await connection.runAndReadAll(sql.replaceAll('$source', sourceOf(out)));
    return reader
      .getRowObjectsJS()
      .map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, plain(v)])));
  } finally {
    connection.closeSync();
    db.closeSync();
  }
}

/** Every row of the folder's Parquet files (Hive partitions as columns), with DuckDB's own column types. */
export async function readParquetFolder(
  out: string,
): Promise<{ rows: Row[]; types: Record<string, string> }> {
  const described = await queryParquetFolder(out, 'DESCRIBE SELECT * FROM $source');
  const types = Object.fromEntries(described.map((r) => [String(r.column_name), String(r.column_type)]));
  const rows = await queryParquetFolder(out, 'SELECT * FROM $source');
  return { rows, types };
}
