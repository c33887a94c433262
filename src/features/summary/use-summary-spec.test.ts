import { describe, expect, it } from 'vitest';
import type { SummarySpec } from '../../core/summary';
import type { RowRecord } from '../../core/table';
import { dialogsRow } from '../../testing/sample-rows';
import { gridColumns } from '../../testing/summary-kit';
import { summaryColumns } from './summary-columns';
import { defaultSpec, keepKnown } from './use-summary-spec';

const columnsOf = (reportKey: string, rows: RowRecord[]) =>
  summaryColumns(gridColumns(reportKey, rows), rows);

/** A DIALOGS summary as a link carries it: by channel and week, rows and average confidence, pivot by part. */
const DIALOGS_SPEC: SummarySpec = {
  groupBy: [{ key: 'channelName' }, { key: 'date', bucket: 'week' }],
  measures: [{ kind: 'count' }, { kind: 'avg', key: 'confidence' }],
  pivot: { key: 'part' },
  share: true,
};

describe('the summary a run starts with', () => {
  it('is DIALOGS’ rows by channel', () => {
    const rows = [dialogsRow({ channelName: 'Web' })];
    expect(defaultSpec(columnsOf('dialogs', rows), 'dialogs')).toEqual({
      groupBy: [{ key: 'channelName' }],
      measures: [{ kind: 'count' }],
      pivot: null,
      share: false,
    });
  });

  it('is another report’s rows by its first column that groups into categories', () => {
    const rows = [{ amount: 3, created: '2026-03-01 10:00:00', region: 'North' }];
    expect(defaultSpec(columnsOf('agents', rows), 'agents')?.groupBy).toEqual([{ key: 'region' }]);
  });

  it('is not by a column of an id each, when one of a few values follows', () => {
    const rows = Array.from({ length: 300 }, (_, i) => ({
      callId: `call-${i}`,
      queue: ['Support', 'Sales'][i % 2],
    }));
    expect(defaultSpec(columnsOf('calls', rows), 'calls')?.groupBy).toEqual([{ key: 'queue' }]);
  });

  it('is by day when the only columns are dates and numbers and a date comes first', () => {
    const rows = [{ created: '2026-03-01 10:00:00', amount: 3 }];
    expect(defaultSpec(columnsOf('agents', rows), 'agents')?.groupBy).toEqual([
      { key: 'created', bucket: 'day' },
    ]);
  });

  it('is none for rows without a column', () => {
    expect(defaultSpec([], 'agents')).toBeNull();
  });
});

describe('a summary’s columns that these rows do not have', () => {
  const dialogs = new Set(['channelName', 'date', 'confidence', 'part']);

  it('keeps a summary whose columns are all here as it is', () => {
    expect(keepKnown(DIALOGS_SPEC, dialogs)).toEqual({ spec: DIALOGS_SPEC, dropped: [] });
  });

  it('drops a column grouped by, a pivot and a measure of columns gone, and names each once', () => {
    const { spec, dropped } = keepKnown(
      { ...DIALOGS_SPEC, measures: [...DIALOGS_SPEC.measures, { kind: 'distinct', key: 'part' }] },
      new Set(['channelName', 'confidence']),
    );
    expect(spec).toEqual({
      groupBy: [{ key: 'channelName' }],
      measures: [{ kind: 'count' }, { kind: 'avg', key: 'confidence' }],
      pivot: null,
      share: true,
    });
    expect(dropped).toEqual(['date', 'part']);
  });

  it('counts rows when every measure’s column went', () => {
    const { spec } = keepKnown(
      { ...DIALOGS_SPEC, measures: [{ kind: 'avg', key: 'confidence' }] },
      new Set(['channelName']),
    );
    expect(spec?.measures).toEqual([{ kind: 'count' }]);
  });

  it('leaves nothing when no column grouped by is here (the default then takes over)', () => {
    const { spec, dropped } = keepKnown(DIALOGS_SPEC, new Set(['region', 'amount']));
    expect(spec).toBeNull();
    expect(dropped).toEqual(['channelName', 'date', 'confidence', 'part']);
  });
});
