import { describe, expect, it } from 'vitest';
import { CATALOG, DIALOGS_ID, reportByKey } from '../../src/core/catalog/catalog';
import { readPageCall } from './page-call';

const body = (value: unknown) => Buffer.from(JSON.stringify(value));
const RANGE = { startDate: '2026-03-10 00:00:00', endDate: '2026-03-10 23:59:59' };

describe('an ExecuteReport call read as a page of a history', () => {
  it("names the path's tenant's history of the report, the range as wall-clock ms, and the cursor", () => {
    const call = readPageCall('test', '1234', DIALOGS_ID, body({ ...RANGE, lastDocument: 'abc==' }));
    expect(call).toMatchObject({
      key: { environment: 'test', tenant: '1234', reportKey: 'dialogs', campaignId: null },
      span: { startMs: Date.UTC(2026, 2, 10), endMs: Date.UTC(2026, 2, 10, 23, 59, 59) },
      cursor: 'abc==',
    });
    // A first page's run is the same run as its next pages'.
    const first = readPageCall('test', '1234', DIALOGS_ID, body({ ...RANGE, lastDocument: '' }));
    expect(first?.cursor).toBe('');
    expect(first?.run).toBe(call?.run);
  });

  it('tells apart the two reports of one identifier by the body’s family', () => {
    const shared = CATALOG.filter((r) => CATALOG.some((o) => o !== r && o.id === r.id));
    const legacy = shared.find((r) => r.family === 'legacy');
    const fresh = shared.find((r) => r.family === 'new');
    expect(legacy && fresh).toBeTruthy();
    const id = legacy?.id ?? '';
    expect(
      readPageCall('test', '1', id, body({ ...RANGE, size: 100, lastDocument: '' }))?.key.reportKey,
    ).toBe(legacy?.key);
    expect(readPageCall('test', '1', id, body({ ...RANGE }))?.key.reportKey).toBe(fresh?.key);
  });

  it('keeps the campaign of the report that takes one, and no page of it without one', () => {
    const report = reportByKey('outbound-get-campaign-result');
    const withIt = readPageCall('test', '1', report.id, body({ ...RANGE, campaingId: 'c-42' }));
    expect(withIt?.key.campaignId).toBe('c-42');
    expect(readPageCall('test', '1', report.id, body(RANGE))).toBeNull();
  });

  it('reads no page from a body that is not one, or a range that does not read', () => {
    expect(readPageCall('test', '1', DIALOGS_ID, Buffer.from('{'))).toBeNull();
    expect(
      readPageCall('test', '1', DIALOGS_ID, body({ startDate: RANGE.endDate, endDate: RANGE.startDate })),
    ).toBeNull();
    expect(readPageCall('test', '1', 'NOT-A-REPORT', body(RANGE))).toBeNull();
  });
});
