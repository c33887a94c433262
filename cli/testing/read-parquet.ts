// Test support: an output folder read back by DuckDB, as an analytics engine would read it.
import { DuckDBInstance } from '@duckdb/node-api';
import type { Row } from '../../src/core/contract';

const plain = (value: unknown) => (typeof value === 'bigint' ? Number(value) : value);

/** Every row of the folder's Parquet files (Hive partitions as columns), with DuckDB's own column types. */
export async function readParquetFolder(
  out: string,
): Promise<{ rows: Row[]; types: Record<string, string> }> {
  const db = await DuckDBInstance.create(':memory:');
  const connection = await db.connect();
  try {
    const source = `read_parquet('${out.replaceAll("'", "''")}/**/*.parquet', hive_partitioning = true, union_by_name = true)`;
    const described = await connection.runAndReadAll(`DESCRIBE SELECT * FROM ${source}`);
    const types = Object.fromEntries(
      described.getRowObjectsJS().map((r) => [String(r.column_name), String(r.column_type)]),
    );
    const reader = await connection.runAndReadAll(`SELECT * FROM ${source}`);
    const rows = reader
      .getRowObjectsJS()
      .map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, plain(v)])));
    return { rows, types };
  } finally {
    connection.closeSync();
    db.closeSync();
  }
}
