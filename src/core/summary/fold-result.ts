import type { Fold, FoldPivot } from './fold';
import { byFigure, compareKeys, figure, MAX_CELLS, tooManyCells } from './summarize';
import type { SummarySpec } from './spec';
import type { GroupKey, SummaryGroup, SummaryPivot, SummaryResult } from './types';

type Placed = SummaryGroup & { at: number; first: number };

/**
 * A fold's figures as the summary summarize() gives of the same rows: the same groups in the same order
 * (by keys, or by the first figure for a category, ties by keys), the same totals, skipped rows and pivot.
 */
export function foldedResult(fold: Fold, spec: SummarySpec): SummaryResult {
  const { m, dims, levels } = fold;
  const count = fold.groups;
  const across = fold.pivot ? acrossShown(fold.pivot) : null;
  const cells = count * (across ? across.length : spec.measures.length);
  if (cells > MAX_CELLS) return tooManyCells(spec, m, cells);
  const keysOf = (g: number) => {
    const keys = new Array<GroupKey>(dims.length);
    for (let d = dims.length - 1; d >= 0; d--) {
      const level = levels[d];
      keys[d] = dims[d]?.keyOf(level?.second[g] ?? 0) ?? NaN;
      g = level?.first[g] ?? 0;
    }
    return keys;
  };
  const groups: Placed[] = [];
  for (let g = 0; g < count; g++) {
    const raw = fold.measures.map((p) => p.figure(g));
    groups.push({
      at: g,
      first: raw[0] ?? NaN,
      keys: keysOf(g),
      figures: raw.map(figure),
      rows: fold.rows.figure(g),
    });
  }
  const byKeys = (a: SummaryGroup, b: SummaryGroup) => {
    for (let d = 0; d < dims.length; d++) {
      const dim = dims[d];
      const c = dim ? compareKeys(dim, a.keys[d] ?? 0, b.keys[d] ?? 0) : 0;
      if (c !== 0) return c;
    }
    return 0;
  };
  if (dims[0]?.kind === 'category') groups.sort((a, b) => byFigure(a.first, b.first) || byKeys(a, b));
  else groups.sort(byKeys);
  const totals = fold.totals.map((p) => ({ figure: p.figure(0), kept: p.kept(0) }));
  const counted = (i: number) => (spec.measures[i]?.kind ?? 'count') === 'count';
  return {
    groups: groups.map(({ keys, figures, rows }) => ({ keys, figures, rows })),
    total: { figures: totals.map((t, i) => (counted(i) ? m : figure(t.figure))), rows: m },
    skipped: totals.map((t, i) => (counted(i) ? 0 : m - t.kept)),
    pivot:
      fold.pivot && across
        ? pivotOf(fold.pivot, across, groups, counted(0) ? m : (totals[0]?.figure ?? NaN))
        : null,
    cells,
    tooMany: false,
  };
}

/** The codes across some row shown has, in the order the pivot shows them. */
function acrossShown(pivot: FoldPivot): number[] {
  const { dim, rows, columns } = pivot;
  const shown: number[] = [];
  for (let a = 0; a < rows.size; a++) if (rows.figure(a) > 0) shown.push(a);
  if (dim.kind === 'category')
    shown.sort(
      (a, b) =>
        byFigure(columns.figure(a), columns.figure(b)) || compareKeys(dim, dim.keyOf(a), dim.keyOf(b)),
    );
  else shown.sort((a, b) => compareKeys(dim, dim.keyOf(a), dim.keyOf(b)));
  return shown;
}

function pivotOf(pivot: FoldPivot, order: number[], ordered: Placed[], grand: number): SummaryPivot {
  const { dim, columns, cells, cellFigures } = pivot;
  const place = new Map<number, number>();
  order.forEach((a, i) => place.set(a, i));
  const row = new Uint32Array(ordered.length);
  ordered.forEach((g, i) => (row[g.at] = i));
  const table = ordered.map(() => new Array<number | null>(order.length).fill(null));
  for (let c = 0; c < cells.count; c++) {
    const line = table[row[cells.first[c] ?? 0] ?? 0];
    const at = place.get(cells.second[c] ?? 0);
    if (line && at !== undefined) line[at] = figure(cellFigures.figure(c));
  }
  return {
    across: order.map((a) => dim.keyOf(a)),
    cells: table,
    rowTotals: ordered.map((g) => g.figures[0] ?? null),
    columnTotals: order.map((a) => figure(columns.figure(a))),
    grand: figure(grand),
  };
}
