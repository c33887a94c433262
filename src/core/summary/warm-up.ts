import { columnKey, type CategoryData, type NumberData } from './columns';
import type { SummarySpec } from './spec';
import { summarize } from './summarize';
import type { SummaryInput } from './types';

const WARM_ROWS = 50_000;

/** A made-up category column: `n` codes cycling over `values` values (0, the missing code, now and then). */
function categories(n: number, values: number, step: number) {
  const codes = new Uint32Array(n);
  for (let i = 0; i < n; i++) codes[i] = i % 97 === 0 ? 0 : 1 + ((i * step) % values);
  return { kind: 'category' as const, codes, size: n };
}

/**
 * Runs the engine over a made-up table of WARM_ROWS rows (a grouping by two columns with a count and an
 * average, then a pivot, each over every row and over every other row, as a search shows them), so that
 * its loops are compiled before the first summary a person asks for: a
 * worker's first summary of 250,000 rows took several times what the same call took once warm
 * (measured: docs/measurements.md#the-summarys-first-answer). What it answers is thrown away.
 */
export function warmSummary(rounds = 3): void {
  const values = new Float64Array(WARM_ROWS);
  for (let i = 0; i < WARM_ROWS; i++) values[i] = i % 89 === 0 ? NaN : (i % 1000) / 1000;
  const columns: SummaryInput['columns'] = new Map<string, CategoryData | NumberData>([
    [columnKey('category', 'a'), categories(WARM_ROWS, 8, 7)],
    [columnKey('category', 'b'), categories(WARM_ROWS, 30, 13)],
    [columnKey('category', 'c'), categories(WARM_ROWS, 50, 31)],
    [columnKey('number', 'x'), { kind: 'number', values, size: WARM_ROWS }],
  ]);
  const groupBy = [{ key: 'a' }, { key: 'b' }];
  const specs: SummarySpec[] = [
    { groupBy, measures: [{ kind: 'count' }, { kind: 'avg', key: 'x' }], pivot: null, share: false },
    { groupBy, measures: [{ kind: 'count' }], pivot: { key: 'c' }, share: false },
  ];
  const shown = new Uint32Array(WARM_ROWS / 2);
  for (let i = 0; i < shown.length; i++) shown[i] = i * 2;
  for (let r = 0; r < rounds; r++)
    for (const spec of specs) {
      summarize({ columns, rows: null, count: WARM_ROWS, spec, bins: new Map() });
      summarize({ columns, rows: shown, count: WARM_ROWS, spec, bins: new Map() });
    }
}
