import type { ReviewItem } from '../../core/analytics';
import type { Row } from '../../core/contract';
import { csvDocument } from '../../core/csv';
import { maskRows, type Masker } from '../../core/personal-data';

/** The run's row at an index among every row received, over its pages; a binary search of page starts. */
export function rowFinder(pages: readonly (readonly Row[])[]) {
  const starts: number[] = [];
  let total = 0;
  for (const page of pages) {
    starts.push(total);
    total += page.length;
  }
  return (index: number): Row | undefined => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] ?? 0) <= index) lo = mid;
      else hi = mid - 1;
    }
    return pages[lo]?.[index - (starts[lo] ?? 0)];
  };
}

/** Items grouped by intent, each group in queue order; groups in the order of their worst item. */
export function byIntent(items: readonly ReviewItem[]): { intent: string | null; items: ReviewItem[] }[] {
  const groups = new Map<string | null, ReviewItem[]>();
  for (const item of items) {
    const group = groups.get(item.intent);
    if (group) group.push(item);
    else groups.set(item.intent, [item]);
  }
  return [...groups].map(([intent, list]) => ({ intent, items: list }));
}

const text = (row: Row | undefined, key: string) => {
  const value = row?.[key];
  return typeof value === 'string' ? value : '';
};

/**
 * The queue as a CSV: one line per message, worst first, with its text and whether it was reviewed. With a
 * masker (the page's setting is on), each text is masked as every export masks its row, the personal data
 * it holds and its conversation's own identifier where it quotes it.
 */
export function reviewCsv(
  items: readonly ReviewItem[],
  rowAt: (i: number) => Row | undefined,
  reviewed: ReadonlySet<number>,
  masker: Masker | null = null,
) {
  return csvDocument(
    [
      'currentIntent',
      'conversationId',
      'id',
      'date',
      'confidence',
      'minConfidence',
      'margin',
      'text',
      'reviewed',
    ],
    items.map((item) => {
      const found = rowAt(item.row);
      const row = found && masker ? maskRows(masker, [found])[0] : found;
      return [
        item.intent,
        item.conversationId,
        text(row, 'id'),
        text(row, 'date'),
        item.confidence,
        item.minConfidence,
        item.margin,
        text(row, 'text'),
        reviewed.has(item.row) ? 'yes' : 'no',
      ];
    }),
  );
}
