import { describe, expect, it } from 'vitest';
import type { GroupBy, SummarySpec } from '../../core/summary';
import type { RowRecord } from '../../core/table';
import { dialogsRow } from '../../testing/sample-rows';
import { random } from '../../testing/seeded-random';
import { summaryKit, type SummaryKit } from '../../testing/summary-kit';
import type { Filters } from '../results';
import { periodName } from './summary-names';
import { summaryTable, type FigureCell } from './summary-table-model';

const CHANNELS = ['Web', 'WhatsApp', 'Telegram', null, ''] as const;
const DAY = 86_400_000;
const FROM = Date.UTC(2026, 1, 20); // a Friday, so the rows span weeks, months and a month's edge

/**
 * 600 DIALOGS rows over six weeks: channels with missing ones, confidences with some missing, one on a
 * bin's edge and one a hair over it (0.1 + 0.2), and instants on the edges of hours, days, weeks and months.
 */
function dialogsRows(): RowRecord[] {
  const next = random(34);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const rows: RowRecord[] = [];
  for (let i = 0; i < 600; i++) {
    const at = FROM + Math.floor(next() * 42 * DAY);
    const confidence = next() < 0.1 ? null : Math.round(next() * 100) / 100;
    rows.push({
      ...dialogsRow({
        date: new Date(at).toISOString(),
        part: pick([0, 1, 2]),
        attempt: pick([1, 1, 2, 3]),
        conversationId: `c${Math.floor(i / 4)}`,
      }),
      // The service leaves a field null now and then (src/sim/rows).
      channelName: pick(CHANNELS),
      confidence,
    });
  }
  const edges = ['2026-03-01T00:00:00.000Z', '2026-02-28T23:59:59.999Z', '2026-03-02T00:00:00.000Z'];
  for (const date of edges) rows.push(dialogsRow({ date, channelName: 'Web', confidence: 0.3 }));
  rows.push(dialogsRow({ date: '2026-03-08T23:00:00.000Z', channelName: 'Web', confidence: 0.1 + 0.2 }));
  return rows;
}

const count = (...groupBy: GroupBy[]): SummarySpec => ({
  groupBy,
  measures: [{ kind: 'count' }],
  pivot: null,
  share: false,
});

/** Every figure of a summary with a drill: each group's first figure and the total's. */
function figuresOf(kit: SummaryKit, spec: SummarySpec, filters: Filters = {}, global = '') {
  const summarized = kit.summarized(spec, filters, global);
  const model = summaryTable(summarized);
  const cells = [...model.rows, model.total].flatMap((row) =>
    row.filter((c): c is FigureCell => c.kind === 'figure'),
  );
  return { summarized, names: kit.names(summarized), cells };
}

/**
 * Opens each figure's drill and reads the grid there: as many rows as the figure counted, and those rows
 * summarized again are that one group (so they are exactly its rows, not as many others).
 */
function expectEveryDoorExact(kit: SummaryKit, spec: SummarySpec, filters: Filters = {}, global = '') {
  const { summarized, names, cells } = figuresOf(kit, spec, filters, global);
  expect(summarized.result.groups.length).toBeGreaterThan(1);
  // A figure of no rows (an empty pivot cell) is no button: it has no drill.
  for (const cell of cells.filter((c) => c.value !== null)) {
    const drill = names.drillOf(cell);
    const shown = kit.view(drill.filters, drill.global);
    const label = names.cellLabel(cell);
    expect(shown.length, label).toBe(cell.value);
    if (cell.keys === null) continue;
    const again = kit.summarized(spec, drill.filters, drill.global).result;
    expect(
      again.groups.map((g) => g.keys),
      label,
    ).toEqual([cell.keys]);
  }
}

describe('the names of a summary’s groups', () => {
  it('names a period in the grid’s date shape: an hour, a day, a week Monday to Sunday, a month', () => {
    const at = Date.UTC(2026, 2, 2, 10);
    expect(periodName('hour', at)).toBe('2026-03-02 10:00');
    expect(periodName('day', at - 10 * 3_600_000)).toBe('2026-03-02');
    expect(periodName('week', Date.UTC(2026, 2, 2))).toBe('2026-03-02 – 2026-03-08');
    expect(periodName('month', Date.UTC(2026, 2, 1))).toBe('2026-03');
  });

  it('names categories by what the cells show, missing ones as "(none)", in the language shown', () => {
    const rows = dialogsRows();
    const names = (kit: SummaryKit, key: string) => {
      const s = kit.summarized(count({ key }));
      const n = kit.names(s);
      return s.result.groups.map((g) => n.keyName({ key }, g.keys[0] ?? 0)).sort();
    };
    const english = summaryKit('dialogs', rows);
    expect(names(english, 'channelName')).toEqual(['(none)', 'Telegram', 'Web', 'WhatsApp']);
    expect(names(english, 'part')).toEqual(['Agent', 'Bot', 'Customer']);
    expect(names(summaryKit('dialogs', rows, 'es'), 'channelName')).toContain('(sin valor)');
  });

  it('names a bin by its edges, and rows without a number as "(none)"', () => {
    const kit = summaryKit('dialogs', dialogsRows());
    const s = kit.summarized(count({ key: 'confidence' }));
    const n = kit.names(s);
    const named = s.result.groups.map((g) => n.keyName({ key: 'confidence' }, g.keys[0] ?? 0));
    // Confidences from 0 to 1 would take 21 bins of 0.05 (1 needs one of its own): eleven of 0.1.
    expect(named[0]).toBe('0 to under 0.1');
    expect(named).toContain('0.3 to under 0.4');
    expect(named.at(-2)).toBe('1 to under 1.1');
    expect(named.at(-1)).toBe('(none)');
  });

  it('names the figures of a measure and the total', () => {
    const kit = summaryKit('dialogs', dialogsRows());
    const spec: SummarySpec = {
      ...count({ key: 'channelName' }),
      measures: [
        { kind: 'count' },
        { kind: 'avg', key: 'confidence' },
        { kind: 'distinct', key: 'conversationId' },
      ],
    };
    const s = kit.summarized(spec);
    const n = kit.names(s);
    expect([0, 1, 2].map(n.measureName)).toEqual([
      'Rows',
      'Average of Confidence',
      'Distinct values of Conversation',
    ]);
    const total = summaryTable(s).total.filter((c): c is FigureCell => c.kind === 'figure');
    expect(total.map(n.cellLabel)).toEqual(['Total', 'Total', 'Total']);
    // A percent column's average reads as a percentage, a count with the language's marks.
    expect(n.figureText({ value: 0.5, measure: 1, share: false })).toBe('50%');
    expect(n.figureText({ value: 1234, measure: 0, share: false })).toBe('1,234');
    expect(n.figureText({ value: null, measure: 0, share: false })).toBe('–');
  });
});

describe('a figure’s drill (the grid’s filters that select exactly its rows)', () => {
  const kit = summaryKit('dialogs', dialogsRows());

  it('of a category, missing values included', () => {
    expectEveryDoorExact(kit, count({ key: 'channelName' }));
    expectEveryDoorExact(kit, count({ key: 'part' }));
  });

  it('of a day, a week, a month and an hour of the date the grid shows', () => {
    for (const bucket of ['day', 'week', 'month', 'hour'] as const)
      expectEveryDoorExact(kit, count({ key: 'date', bucket }));
  });

  it('of a bin of numbers, a value on an edge and one a hair over it included', () => {
    expectEveryDoorExact(kit, count({ key: 'confidence' }));
    expectEveryDoorExact(kit, count({ key: 'attempt' }));
  });

  it('of two and three columns at once', () => {
    expectEveryDoorExact(kit, count({ key: 'channelName' }, { key: 'date', bucket: 'week' }));
    expectEveryDoorExact(
      kit,
      count({ key: 'part' }, { key: 'confidence' }, { key: 'date', bucket: 'month' }),
    );
  });

  it('of each pivot cell and of the totals on both sides', () => {
    expectEveryDoorExact(kit, { ...count({ key: 'channelName' }), pivot: { key: 'date', bucket: 'week' } });
    expectEveryDoorExact(kit, { ...count({ key: 'date', bucket: 'month' }), pivot: { key: 'part' } });
  });

  it('keeps the grid’s own filters and search, and adds the figure’s', () => {
    const filters: Filters = { part: { kind: 'oneOf', values: ['Customer', 'Bot'] } };
    const { names, cells } = figuresOf(kit, count({ key: 'channelName' }), filters, 'c1');
    const first = cells[0];
    if (!first) throw new Error('no figure');
    const drill = names.drillOf(first);
    expect(drill.global).toBe('c1');
    expect(drill.filters.part).toEqual(filters.part);
    expect(drill.before).toEqual({ filters, global: 'c1' });
    expectEveryDoorExact(kit, count({ key: 'channelName' }, { key: 'date', bucket: 'day' }), filters, 'c1');
  });
});

describe('the drill in another report’s rows', () => {
  /**
   * Rows of a report the app does not type: dates as texts written with a T, amounts, and scores of which
   * two (past the rows the Summary samples to tell what a column holds) are texts.
   */
  function otherRows(): RowRecord[] {
    const next = random(7);
    return Array.from({ length: 300 }, (_, i) => {
      const at = new Date(FROM + Math.floor(next() * 40 * DAY)).toISOString().slice(0, 19);
      return {
        created: i % 50 === 0 ? null : at,
        region: ['North', 'South', 'East'][i % 3],
        amount: i % 37 === 0 ? null : Math.round(next() * 5000) / 10,
        score: i === 280 || i === 290 ? 'n/a' : Math.round(next() * 100),
      };
    });
  }
  const other = summaryKit('other', otherRows());

  it('selects a period of a date text as written', () => {
    for (const bucket of ['hour', 'day', 'week', 'month'] as const)
      expectEveryDoorExact(other, count({ key: 'created', bucket }));
  });

  it('selects a bin of a number column and its rows without a number', () => {
    expectEveryDoorExact(other, count({ key: 'amount' }));
    expectEveryDoorExact(other, { ...count({ key: 'region' }), pivot: { key: 'amount' } });
  });

  it('groups a column with a text among its numbers by what it shows, so its drills stay exact', () => {
    // The texts come after the rows sampled to tell what the column holds: the grid saw them.
    expect(other.byKey.get('score')?.kind).toBe('category');
    expect(other.byKey.get('score')?.measurable).toBe(true);
    expectEveryDoorExact(other, count({ key: 'score' }));
  });
});
