import { figuresOf, type MeasureContext } from './measures';
import { pairIds } from './pairs';
import type { Measure } from './spec';
import type { Grouping } from './types';

/** Up to this many (group, value across) slots, and twice the rows, the cells are laid out densely. */
const DENSE_MAX = 1 << 22;

const figure = (v: number | undefined) => (v === undefined || v !== v ? null : v);

/** Rows per cell, cell g × width + a for group g and value across a; with the sums per group and per value. */
export interface CellCounts {
  width: number;
  rows: Float64Array;
  groupRows: Float64Array;
  acrossRows: Float64Array;
}

/**
 * Rows per pivot cell in one pass, a cell numbered g × A + a by arithmetic: the rows per group and per value
 * across are its sums, so neither costs a pass of its own (nor does the pivot of a count, below). Null when
 * groups × values across is too many slots to lay out: the pairs that occur are numbered instead.
 */
export function cellCounts(grouping: Grouping, across: Grouping, m: number): CellCounts | null {
  const width = across.count;
  const size = grouping.count * width;
  if (size > Math.min(DENSE_MAX, Math.max(1 << 16, 2 * m))) return null;
  const g = grouping.ids;
  const a = across.ids;
  const rows = new Float64Array(size);
  for (let j = 0; j < m; j++) {
    const c = (g[j] ?? 0) * width + (a[j] ?? 0);
    rows[c] = (rows[c] ?? 0) + 1;
  }
  const groupRows = new Float64Array(grouping.count);
  const acrossRows = new Float64Array(width);
  for (let k = 0; k < grouping.count; k++)
    for (let c = 0; c < width; c++) {
      const n = rows[k * width + c] ?? 0;
      groupRows[k] = (groupRows[k] ?? 0) + n;
      acrossRows[c] = (acrossRows[c] ?? 0) + n;
    }
  return { width, rows, groupRows, acrossRows };
}

/**
 * The pivot's cells, [line][column]: the measure over the rows of group `lines[i]` (an id of `grouping`)
 * and value across `columns[k]` (an id of `across`); null where no row has both. Over the counted cells a
 * count is read as it is, another measure takes one more pass to give each row its cell.
 */
export function pivotCells(
  measure: Measure,
  grouping: Grouping,
  across: Grouping,
  counts: CellCounts | null,
  place: { lines: readonly number[]; columns: readonly number[] },
  ctx: MeasureContext,
): (number | null)[][] {
  if (!counts) return pairedCells(measure, grouping, across, place, ctx);
  const { width, rows } = counts;
  let figures = rows;
  if (measure.kind !== 'count' && measure.key !== undefined) {
    const g = grouping.ids;
    const a = across.ids;
    const ids = new Uint32Array(ctx.m);
    for (let j = 0; j < ctx.m; j++) ids[j] = (g[j] ?? 0) * width + (a[j] ?? 0);
    figures = figuresOf(measure, { ids, count: rows.length }, ctx);
  }
  return place.lines.map((line) =>
    place.columns.map((column) => {
      const c = line * width + column;
      return rows[c] === 0 ? null : figure(figures[c]);
    }),
  );
}

function pairedCells(
  measure: Measure,
  grouping: Grouping,
  across: Grouping,
  { lines, columns }: { lines: readonly number[]; columns: readonly number[] },
  ctx: MeasureContext,
): (number | null)[][] {
  const pairs = pairIds(grouping.ids, grouping.count, across.ids, across.count, ctx.m);
  const figures = figuresOf(measure, { ids: pairs.ids, count: pairs.count }, ctx);
  const line = new Int32Array(grouping.count).fill(-1);
  lines.forEach((g, i) => (line[g] = i));
  const place = new Int32Array(across.count).fill(-1);
  columns.forEach((a, i) => (place[a] = i));
  const cells = lines.map(() => new Array<number | null>(columns.length).fill(null));
  for (let p = 0; p < pairs.count; p++) {
    const cellsOfLine = cells[line[pairs.first[p] ?? 0] ?? -1];
    const at = place[pairs.second[p] ?? 0] ?? -1;
    if (cellsOfLine && at >= 0) cellsOfLine[at] = figure(figures[p]);
  }
  return cells;
}
