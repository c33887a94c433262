import { binEdges, binOf, bucketNumber, bucketStartOf } from './buckets';
import type { SummaryKind } from './columns';
import { codesOf, groupKind, valuesOf, wallOf } from './dims';
import type { GroupBy } from './spec';
import type { GroupKey, SummaryInput } from './types';

/** Row `j` of a page: its position in the columns (the rows shown, or every row when null). */
export const rowAt = (rows: Uint32Array | null, j: number) => (rows === null ? j : (rows[j] ?? 0));

/**
 * A grouped column as a fold keeps it: codes that stay the same from page to page (0: missing), where
 * dimOf (dims.ts) numbers a date's buckets from the earliest one shown, which a later page can move.
 */
export interface FoldDim {
  kind: SummaryKind;
  /** Codes of rows [from, to) of `rows`. */
  codes(input: SummaryInput, from: number, to: number): Uint32Array;
  keyOf(code: number): GroupKey;
}

export function foldDim(group: GroupBy, input: SummaryInput): FoldDim {
  const kind = groupKind(group, input);
  if (kind === 'category')
    return {
      kind,
      codes(input, from, to) {
        const source = codesOf(input, group.key);
        const out = new Uint32Array(to - from);
        for (let j = from; j < to; j++) out[j - from] = source[rowAt(input.rows, j)] ?? 0;
        return out;
      },
      keyOf: (code) => code,
    };
  if (kind === 'number') {
    const bins = input.bins.get(group.key) ?? { start: 0, width: 1, count: 1 };
    const edges = binEdges(bins);
    return {
      kind,
      codes(input, from, to) {
        const values = valuesOf(input, group.key);
        const out = new Uint32Array(to - from);
        for (let j = from; j < to; j++) {
          const v = values[rowAt(input.rows, j)] ?? NaN;
          out[j - from] = v === v ? binOf(v, bins, edges) + 1 : 0;
        }
        return out;
      },
      keyOf: (code) => code - 1,
    };
  }
  return dateDim(group);
}

function dateDim(group: GroupBy): FoldDim {
  const bucket = group.bucket ?? 'day';
  // Bucket numbers by code, in order of first sight (code 0: no date).
  const numbers: number[] = [NaN];
  const codeOf = new Map<number, number>();
  return {
    kind: 'date',
    codes(input, from, to) {
      const wall = wallOf(input, group.key);
      const out = new Uint32Array(to - from);
      for (let j = from; j < to; j++) {
        const w = wall[rowAt(input.rows, j)] ?? NaN;
        if (w !== w) continue;
        const n = bucketNumber(bucket, w);
        let code = codeOf.get(n);
        if (code === undefined) {
          code = numbers.length;
          numbers.push(n);
          codeOf.set(n, code);
        }
        out[j - from] = code;
      }
      return out;
    },
    keyOf: (code) => (code === 0 ? NaN : bucketStartOf(bucket, numbers[code] ?? 0)),
  };
}
