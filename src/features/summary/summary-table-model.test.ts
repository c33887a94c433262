import { describe, expect, it } from 'vitest';
import type { SummarySpec } from '../../core/summary';
import { summaryKit } from '../../testing/summary-kit';
import { headText } from './summary-table';
import type { SummaryNames } from './summary-names';
import { summaryTable, type SummaryTableModel } from './summary-table-model';

// Eight calls of a report the app does not type; by hand: Web 4 rows (110 s), WhatsApp 2 (40 s: one has
// no duration), Telegram 1 (60 s), no channel 1 (10 s); part A 4 rows, B 4 rows.
const CALLS = [
  { channel: 'Web', seconds: 10, part: 'A' },
  { channel: 'Web', seconds: 20, part: 'B' },
  { channel: 'Web', seconds: 30, part: 'A' },
  { channel: 'WhatsApp', seconds: 40, part: 'A' },
  { channel: 'WhatsApp', seconds: null, part: 'B' },
  { channel: 'Telegram', seconds: 60, part: 'B' },
  { channel: null, seconds: 10, part: 'A' },
  { channel: 'Web', seconds: 50, part: 'B' },
];

const spec = (more: Partial<SummarySpec>): SummarySpec => ({
  groupBy: [{ key: 'channel' }],
  measures: [{ kind: 'count' }],
  pivot: null,
  share: false,
  ...more,
});

/** The table as a person reads it: the header, then each row's cells as the screen writes them. */
function read(model: SummaryTableModel, names: SummaryNames, pivotName: (key: number) => string) {
  const t = summaryKit('calls', CALLS).t;
  const head = model.heads.map((h) =>
    headText(h, names, t, () => (h.kind === 'across' ? pivotName(h.key) : '')),
  );
  const line = (row: SummaryTableModel['total']) =>
    row.map((cell, c) => {
      const h = model.heads[c];
      if (cell.kind === 'figure') return names.figureText(cell);
      if (cell.kind === 'total') return c === 0 ? 'Total' : '';
      if (cell.kind !== 'key') return '';
      return h?.kind === 'group' ? names.keyName(h.group, cell.key) : '';
    });
  return [head, ...model.rows.map(line), line(model.total)];
}

function table(s: SummarySpec) {
  const kit = summaryKit('calls', CALLS);
  const summarized = kit.summarized(s);
  const names = kit.names(summarized);
  const model = summaryTable(summarized);
  const pivot = s.pivot;
  return { model, text: read(model, names, (key) => (pivot ? names.keyName(pivot, key) : '')) };
}

describe('the summary as a table', () => {
  it('has a row per group, largest first, then the total of every row', () => {
    expect(table(spec({ measures: [{ kind: 'count' }, { kind: 'sum', key: 'seconds' }] })).text).toEqual([
      ['channel', 'Rows', 'Sum of seconds'],
      ['Web', '4', '110'],
      ['WhatsApp', '2', '40'],
      // Ties keep the order the values came in; no channel comes last.
      ['Telegram', '1', '60'],
      ['(none)', '1', '10'],
      ['Total', '8', '220'],
    ]);
  });

  it('adds each figure’s share of the total beside the measures that add up, not beside an average', () => {
    const measures = [{ kind: 'count' as const }, { kind: 'avg' as const, key: 'seconds' }];
    expect(table(spec({ measures, share: true })).text).toEqual([
      ['channel', 'Rows', 'Rows · Share of the total', 'Average of seconds'],
      ['Web', '4', '50%', '27.5'],
      ['WhatsApp', '2', '25%', '40'],
      ['Telegram', '1', '12.5%', '60'],
      ['(none)', '1', '12.5%', '10'],
      ['Total', '8', '100%', '31.43'],
    ]);
  });

  it('spreads a pivot column across, with a total for each row and each column', () => {
    const { text, model } = table(spec({ pivot: { key: 'part' } }));
    expect(text).toEqual([
      ['channel', 'A', 'B', 'Total'],
      ['Web', '2', '2', '4'],
      ['WhatsApp', '1', '1', '2'],
      // No Telegram call of part A: no figure, and no drill to none.
      ['Telegram', '–', '1', '1'],
      ['(none)', '1', '–', '1'],
      ['Total', '4', '4', '8'],
    ]);
    // Each pivot cell knows its group and pivot value, each total only one of them.
    const [, , b, total] = model.rows[2] ?? [];
    expect(b).toMatchObject({ kind: 'figure', keys: [3], across: 2 });
    expect(total).toMatchObject({ kind: 'figure', keys: [3], across: null });
    expect(model.total.at(-1)).toMatchObject({ kind: 'figure', value: 8, keys: null, across: null });
  });

  it('pivots the first measure only, whatever else is asked, its values largest first', () => {
    const measures = [{ kind: 'sum' as const, key: 'seconds' }, { kind: 'count' as const }];
    expect(table(spec({ measures, pivot: { key: 'part' }, share: true })).text).toEqual([
      ['channel', 'B', 'A', 'Total'],
      ['Web', '70', '40', '110'],
      ['Telegram', '60', '–', '60'],
      // WhatsApp's call of part B has no duration: no sum there.
      ['WhatsApp', '–', '40', '40'],
      ['(none)', '–', '10', '10'],
      ['Total', '130', '90', '220'],
    ]);
  });

  it('nests two columns grouped by, the total row spanning both', () => {
    const { text } = table(spec({ groupBy: [{ key: 'part' }, { key: 'channel' }] }));
    expect(text[0]).toEqual(['part', 'channel', 'Rows']);
    expect(text.slice(1, 3)).toEqual([
      ['A', 'Web', '2'],
      ['B', 'Web', '2'],
    ]);
    expect(text.at(-1)).toEqual(['Total', '', '8']);
  });
});
