import { dimOf, type Dim } from './dims';
import { countsOf, figuresOf, measureContext, totalOf, type MeasureContext } from './measures';
import { pairIds, type Pairs } from './pairs';
import type { SummarySpec } from './spec';
import { cellCounts, pivotCells, type CellCounts } from './pivot-cells';
import type { Grouping, GroupKey, SummaryGroup, SummaryInput, SummaryPivot, SummaryResult } from './types';

export type { GroupKey, SummaryGroup, SummaryInput, SummaryPivot, SummaryResult } from './types';
export type { NumberBins } from './buckets';

/** Above this many figures a summary is not computed: no table of them would be read (docs/analytics.md#summary). */
export const MAX_CELLS = 100_000;

/** The answer over MAX_CELLS: no groups and no pivot, only the count of cells and of rows. */
export const tooManyCells = (spec: SummarySpec, rows: number, cells: number): SummaryResult => ({
  groups: [],
  total: { figures: spec.measures.map(() => null), rows },
  skipped: spec.measures.map(() => 0),
  pivot: null,
  cells,
  tooMany: true,
});

export const figure = (v: number | undefined) => (v === undefined || v !== v ? null : v);

/** Missing keys (NaN, -1, code 0) after every other, then ascending. */
export function compareKeys(dim: Pick<Dim, 'kind'>, a: GroupKey, b: GroupKey): number {
  const missing = dim.kind === 'date' ? Number.NaN : dim.kind === 'number' ? -1 : 0;
  const am = a === missing || a !== a;
  const bm = b === missing || b !== b;
  if (am || bm) return am === bm ? 0 : am ? 1 : -1;
  return a - b;
}

/** Figure descending, none last. */
export const byFigure = (a: number, b: number) => (a !== a ? (b !== b ? 0 : 1) : b !== b ? -1 : b - a);

/**
 * Groups the rows shown by spec.groupBy (one column at a time: codes paired into dense group ids, over
 * typed arrays only), then computes every measure per group and for the total, and the pivot of the first
 * measure with its totals. Groups come ordered: by their keys when the first column is a date or a number
 * (time and bins read in order), else by the first figure, largest first, ties by keys. How fast, and
 * which ways were kept for it, measured: docs/measurements.md#the-summarys-engine-measured.
 */
export function summarize(input: SummaryInput): SummaryResult {
  const { spec } = input;
  const m = input.rows ? input.rows.length : input.count;
  const ctx = measureContext(input, m);
  const dims = spec.groupBy.map((g) => dimOf(g, input, m));
  // The first column's codes are its groups' ids as they are (a code no row shown has is an empty group,
  // left out below); each further column is paired on, which numbers only the pairs that occur.
  const steps: Pairs[] = [];
  const head = dims[0];
  const grouping: Grouping = head
    ? { ids: head.codes, count: head.n }
    : { ids: new Uint32Array(m), count: 1 };
  for (const dim of dims.slice(1)) {
    const step = pairIds(grouping.ids, grouping.count, dim.codes, dim.n, m);
    steps.push(step);
    grouping.ids = step.ids;
    grouping.count = step.count;
  }
  const acrossDim = spec.pivot ? dimOf(spec.pivot, input, m) : null;
  // With a pivot, the rows per cell are counted first: the rows per group and per value across are their sums.
  const counts = acrossDim ? cellCounts(grouping, { ids: acrossDim.codes, count: acrossDim.n }, m) : null;
  const rows = counts ? counts.groupRows : countsOf(grouping, m);
  const shown: number[] = [];
  for (let g = 0; g < grouping.count; g++) if ((rows[g] ?? 0) > 0) shown.push(g);
  const across = acrossDim ? acrossOf(acrossDim, m, counts?.acrossRows) : null;
  const cells = shown.length * (across ? across.shown.length : spec.measures.length);
  if (cells > MAX_CELLS) return tooManyCells(spec, m, cells);

  const perGroup = spec.measures.map((measure) =>
    measure.kind === 'count' ? rows : figuresOf(measure, grouping, ctx),
  );
  const keysOf = (g: number) => {
    const keys = new Array<GroupKey>(dims.length);
    for (let d = dims.length - 1; d > 0; d--) {
      const step = steps[d - 1];
      keys[d] = dims[d]?.keyOf(step?.second[g] ?? 0) ?? NaN;
      g = step?.first[g] ?? 0;
    }
    keys[0] = head?.keyOf(g) ?? NaN;
    return keys;
  };
  const groups: (SummaryGroup & { at: number })[] = shown.map((g) => ({
    at: g,
    keys: keysOf(g),
    figures: perGroup.map((f) => figure(f[g])),
    rows: rows[g] ?? 0,
  }));
  const first = perGroup[0] ?? new Float64Array(0);
  const byKeys = (a: SummaryGroup, b: SummaryGroup) => {
    for (let d = 0; d < dims.length; d++) {
      const dim = dims[d];
      const c = dim ? compareKeys(dim, a.keys[d] ?? 0, b.keys[d] ?? 0) : 0;
      if (c !== 0) return c;
    }
    return 0;
  };
  if (head?.kind === 'category')
    groups.sort((a, b) => byFigure(first[a.at] ?? NaN, first[b.at] ?? NaN) || byKeys(a, b));
  else groups.sort(byKeys);

  const totals = spec.measures.map((measure) => totalOf(measure, ctx));
  return {
    groups: groups.map(({ keys, figures, rows }) => ({ keys, figures, rows })),
    total: { figures: totals.map((t) => figure(t.figure)), rows: m },
    skipped: totals.map((t) => t.skipped),
    pivot: across ? pivotOf(across, grouping, counts, groups, ctx, totals[0]?.figure ?? NaN) : null,
    cells,
    tooMany: false,
  };
}

interface Across {
  dim: Dim;
  /** Row j's across value is its code in the pivot column. */
  grouping: Grouping;
  rows: Float64Array;
  /** The codes some row shown has. */
  shown: number[];
}

function acrossOf(dim: Dim, m: number, counted?: Float64Array): Across {
  const grouping = { ids: dim.codes, count: dim.n };
  const rows = counted ?? countsOf(grouping, m);
  const shown: number[] = [];
  for (let a = 0; a < dim.n; a++) if ((rows[a] ?? 0) > 0) shown.push(a);
  return { dim, grouping, rows, shown };
}

function pivotOf(
  across: Across,
  grouping: Grouping,
  counts: CellCounts | null,
  ordered: readonly { at: number; figures: (number | null)[] }[],
  ctx: MeasureContext,
  grand: number,
): SummaryPivot {
  const measure = ctx.input.spec.measures[0] ?? { kind: 'count' };
  const { dim } = across;
  const columnFigures = measure.kind === 'count' ? across.rows : figuresOf(measure, across.grouping, ctx);
  const order = across.shown.slice();
  if (dim.kind === 'category')
    order.sort(
      (a, b) =>
        byFigure(columnFigures[a] ?? NaN, columnFigures[b] ?? NaN) ||
        compareKeys(dim, dim.keyOf(a), dim.keyOf(b)),
    );
  else order.sort((a, b) => compareKeys(dim, dim.keyOf(a), dim.keyOf(b)));
  const lines = ordered.map((g) => g.at);
  const cells = pivotCells(measure, grouping, across.grouping, counts, { lines, columns: order }, ctx);
  return {
    across: order.map((a) => dim.keyOf(a)),
    cells,
    rowTotals: ordered.map((g) => g.figures[0] ?? null),
    columnTotals: order.map((a) => figure(columnFigures[a])),
    grand: figure(grand),
  };
}
