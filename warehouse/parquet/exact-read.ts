import { parquetMetadata, parquetRead, type FileMetaData } from 'hyparquet';
import type { RowCoder } from '../../src/core/coded-rows';
import type { Row } from '../../src/core/contract';
import { ROW_SHAPES_KEY, rowShapesSchema, shapeOfEachRow, type RowShapes } from './row-shapes';

/** A Parquet file written with `exact` (./parquet.ts), read back as the rows the service sent. */
export interface ExactFile {
  rowCount: number;
  /** Rows `rowStart` .. `rowEnd` (exclusive), in file order, each with its own fields in its own order. */
  rows(rowStart: number, rowEnd: number): Promise<Row[]>;
  /** One column's cells in file order, as the file holds them (text as text). */
  column(name: string): Promise<unknown[]>;
  /**
   * Rows `rowStart` .. `rowEnd` (exclusive) added to `coder` as `rows` would give them, those `keep`
   * takes (all without it), read column by column and never built as objects.
   */
  codeRows(coder: RowCoder, rowStart: number, rowEnd: number, keep?: (at: number) => boolean): Promise<void>;
}

function shapesIn(metadata: FileMetaData): RowShapes | null {
  const value = metadata.key_value_metadata?.find((kv) => kv.key === ROW_SHAPES_KEY)?.value;
  if (value === undefined) return null;
  try {
    const parsed = rowShapesSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

// A field named "__proto__" is the row's own field, not its prototype.
function setField(row: Row, name: string, value: unknown) {
  if (name === '__proto__')
    Object.defineProperty(row, name, { value, enumerable: true, writable: true, configurable: true });
  else row[name] = value;
}

/** The cells of `columns` in rows `rowStart` .. `rowEnd`, by column, read a column chunk at a time. */
async function cellsOf(
  file: ArrayBuffer,
  metadata: FileMetaData,
  columns: string[],
  rowStart: number,
  rowEnd: number,
) {
  const cells = new Map<string, unknown[]>(columns.map((name) => [name, new Array(rowEnd - rowStart)]));
  await parquetRead({
    file,
    metadata,
    rowStart,
    rowEnd,
    columns,
    onChunk: ({ columnName, columnData, rowStart: from }) => {
      const into = cells.get(columnName);
      if (!into) return;
      const first = Math.max(from, rowStart);
      const last = Math.min(from + columnData.length, rowEnd);
      for (let at = first; at < last; at++) into[at - rowStart] = columnData[at - from];
    },
  });
  return cells;
}

/** A cell as its row held it: a big integer as a number, no cell as null, a JSON cell's text parsed. */
const cellValue = (raw: unknown, json: boolean): unknown =>
  typeof raw === 'string' && json ? JSON.parse(raw) : typeof raw === 'bigint' ? Number(raw) : (raw ?? null);

/** The file opened for reading; null when it is not one this layout wrote exactly (damaged, or other). */
export function openExact(file: ArrayBuffer): ExactFile | null {
  let metadata: FileMetaData;
  try {
    metadata = parquetMetadata(file);
  } catch {
    return null;
  }
  const shapes = shapesIn(metadata);
  const rowCount = Number(metadata.num_rows);
  const shapeOf = shapes && shapeOfEachRow(shapes, rowCount);
  if (!shapes || !shapeOf) return null;
  const names = metadata.schema.slice(1).map((element) => element.name);
  const columnOf = new Map(names.map((name, i) => [name, i]));
  const jsonRows = new Map(
    Object.entries(shapes.json).map(
      ([name, rows]) => [name, rows === 'all' ? 'all' : new Set(rows)] as const,
    ),
  );
  const isJson = (name: string, at: number) => {
    const rows = jsonRows.get(name);
    return rows === 'all' || (rows !== undefined && rows.has(at));
  };
  // The columns the rows name: a column the layout adds for engines alone (date-utc.ts) is not read.
  const named = [...new Set(shapes.shapes.flat())].filter((name) => columnOf.has(name));
  const rowsOf = async (rowStart: number, rowEnd: number, columns?: string[]) => {
    let cells: unknown[][] = [];
    await parquetRead({ file, metadata, rowStart, rowEnd, columns, onComplete: (rows) => (cells = rows) });
    return cells;
  };
  return {
    rowCount,
    async rows(rowStart, rowEnd) {
      const cells = await rowsOf(rowStart, rowEnd);
      return cells.map((values, i) => {
        const at = rowStart + i;
        const row: Row = {};
        for (const name of shapes.shapes[shapeOf[at] ?? 0] ?? []) {
          setField(row, name, cellValue(values[columnOf.get(name) ?? -1], isJson(name, at)));
        }
        return row;
      });
    },
    async codeRows(coder, rowStart, rowEnd, keep) {
      if (rowEnd <= rowStart) return;
      const cells = await cellsOf(file, metadata, named, rowStart, rowEnd);
      // Per shape of the file: the coder's shape, each field's cells, and which of its cells hold JSON.
      const mine = shapes.shapes.map((keys) => ({
        shape: coder.shape(keys),
        columns: keys.map((name) => cells.get(name) ?? []),
        json: keys.map((name) => jsonRows.get(name)),
      }));
      for (let at = rowStart; at < rowEnd; at++) {
        if (keep && !keep(at)) continue;
        const of = mine[shapeOf[at] ?? 0];
        if (!of) continue;
        const i = at - rowStart;
        coder.row(of.shape);
        for (let k = 0; k < of.columns.length; k++) {
          const json = of.json[k];
          coder.value(cellValue(of.columns[k]?.[i], json === 'all' || (json?.has(at) ?? false)));
        }
      }
    },
    async column(name) {
      if (!columnOf.has(name)) return new Array<unknown>(rowCount).fill(null);
      return (await rowsOf(0, rowCount, [name])).map((values) => values[0]);
    },
  };
}
