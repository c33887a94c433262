import { describe, expect, it } from 'vitest';
import { generateDialogsRows } from '../../testing/dialogs-rows';
import { DialogsFold, reviewQueue } from '.';

describe('the review queue', () => {
  it('lists every customer message under its own threshold, worst margin first, where it is in the run', () => {
    const rows = generateDialogsRows(3_000, 11);
    const fold = new DialogsFold();
    for (let i = 0; i < rows.length; i += 700) fold.add(rows.slice(i, i + 700));
    const queue = reviewQueue(fold);

    const expected = rows
      .map((r, row) => ({ r, row }))
      .filter(({ r }) => r.part === 1 && r.confidence < r.minConfidence)
      .map(({ r, row }) => ({ row, id: r.conversationId, margin: r.minConfidence - r.confidence }))
      .sort((a, b) => b.margin - a.margin || a.row - b.row);
    expect(queue.map((q) => [q.row, q.conversationId, q.margin])).toEqual(
      expected.map((e) => [e.row, e.id, e.margin]),
    );
    expect(queue.length).toBeGreaterThan(100);
    for (const q of queue) expect(rows[q.row]?.currentIntent).toBe(q.intent);
  });
});
