import { describe, expect, it } from 'vitest';
import { MAX_DICTIONARY, rowIndexAt, TableModel, type CoreColumn, type SortKey } from '../../../core/table';
import { generateDialogsRows } from '../../../testing/dialogs-rows';
import { DIALOGS_COLUMNS } from '../columns/dialogs-columns';
import { RankAhead } from './rank-ahead';
import { createRankCalls } from './rank-calls';
import type { RankHost } from './rank-host';

/** The worker's calls answered in this thread, as the worker answers them (after a turn). */
function inThread(): RankHost {
  const calls = createRankCalls();
  return {
    append: (job, slice) => calls.append(job, slice),
    rankSent: async (job, how, collation) => calls.rankSent(job, how, collation),
    rankNumbers: async (numbers) => calls.rankNumbers(numbers),
    drop: (job) => calls.drop(job),
  };
}

const modelOf = (rows: Record<string, unknown>[]) => {
  const model = new TableModel({ initialKeys: Object.keys(rows[0] ?? {}) });
  model.sync([rows]);
  model.readAllKeys();
  return model;
};

const sorted = (model: TableModel, columns: readonly CoreColumn[], sort: SortKey[]) => {
  const view = model.view({
    columns: new Map(columns.map((c) => [c.key, c])),
    sort,
    global: '',
    globalKeys: [],
    filters: {},
  });
  return Array.from({ length: view.length }, (_, p) => rowIndexAt(view, p));
};

/** Runs the ranking ahead to its end, every step given time. */
async function rankAll(
  ahead: RankAhead,
  model: TableModel,
  columns: readonly CoreColumn[],
  hasTime = () => true,
) {
  for (;;) {
    const step = ahead.advance(model, columns, hasTime);
    if (step === true) return;
    if (step !== false) await step;
  }
}

describe('sort ranks made ahead in the rank worker', () => {
  const rows = generateDialogsRows(3000, 7);
  const wordedColumns = DIALOGS_COLUMNS.filter((c) =>
    ['date', 'text', 'id', 'confidence', 'part'].includes(c.key),
  );

  it('sorts every way exactly as ranks made at the sort click do', async () => {
    const clicked = modelOf(rows);
    const ahead = modelOf(rows);
    clicked.prepare(wordedColumns, () => true);
    ahead.prepare(wordedColumns, () => true);
    await rankAll(new RankAhead(inThread()), ahead, wordedColumns);
    // Every column but the part, whose numbers are ranked by the words shown (the page's text function).
    for (const column of wordedColumns)
      expect(ahead.rankPlan(column) === null, column.key).toBe(column.key !== 'part');
    for (const column of wordedColumns)
      for (const desc of [false, true]) {
        const sort = [{ key: column.key, desc }];
        expect(sorted(ahead, wordedColumns, sort), `${column.key} ${desc}`).toEqual(
          sorted(clicked, wordedColumns, sort),
        );
      }
    const two = [
      { key: 'part', desc: false },
      { key: 'date', desc: true },
    ];
    expect(sorted(ahead, wordedColumns, two)).toEqual(sorted(clicked, wordedColumns, two));
  });

  it('ranks the rows of columns wider than a dictionary, sent a slice at a time', async () => {
    const r = (i: number) => (i * 2654435761) % 2 ** 32;
    const wide = Array.from({ length: MAX_DICTIONARY + 3000 }, (_, i) => ({
      id: i % 11 === 0 ? null : `ord-2026-${r(i).toString(16)}${i % 5 === 0 ? ' ✓' : ''}`,
      amount: i % 13 === 0 ? null : r(i) / 1000,
    }));
    const columns: CoreColumn[] = [
      { key: 'id', sortAs: 'text', text: String, stringsAsIs: true },
      { key: 'amount', sortAs: 'number', text: String },
    ];
    const clicked = modelOf(wide);
    const ahead = modelOf(wide);
    clicked.prepare(columns, () => true);
    ahead.prepare(columns, () => true);
    let steps = 0;
    await rankAll(new RankAhead(inThread()), ahead, columns, () => steps++ % 3 !== 2);
    for (const column of columns) expect(ahead.rankPlan(column)).toBeNull(); // made, nothing left to plan
    for (const key of ['id', 'amount'])
      for (const desc of [false, true])
        expect(sorted(ahead, columns, [{ key, desc }])).toEqual(sorted(clicked, columns, [{ key, desc }]));
  });

  it('leaves a column shown otherwise than its values to the sort click, and drops ranks for fewer rows', async () => {
    const shown: CoreColumn = { key: 'n', sortAs: 'text', text: (v) => `#${String(v)}` };
    const model = modelOf(Array.from({ length: 50 }, (_, i) => ({ n: (i * 7) % 13 })));
    model.prepare([shown], () => true);
    const ahead = new RankAhead(inThread());
    await rankAll(ahead, model, [shown]);
    expect(model.rankPlan(shown)).not.toBeNull(); // declined: the worker has no text function
    expect(ahead.advance(model, [shown], () => true)).toBe(true);

    const texts = modelOf(rows.slice(0, 100));
    const text = wordedColumns.filter((c) => c.key === 'id');
    texts.prepare(text, () => true);
    const pending = new RankAhead(inThread()).advance(texts, text, () => true);
    texts.sync([rows.slice(0, 100), rows.slice(100, 200)]);
    if (pending instanceof Promise) await pending;
    expect(texts.rankPlan(text[0] ?? shown)).toBeNull(); // the index is behind the rows: nothing to plan
    texts.prepare(text, () => true);
    expect(texts.rankPlan(text[0] ?? shown)?.plan.size).toBe(200);
  });
});
