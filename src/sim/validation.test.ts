import { describe, expect, it } from 'vitest';
import { CAMPAIGN_ID, DIALOGS_ID, harness, MARCH, MENU_DETAIL_ID, SHARED_ID } from '../testing/sim-harness';

async function errorsOf(id: string, body: unknown) {
  const h = harness();
  const p = await h.page(id, body, await h.token());
  expect(p.isValid).toBe(false);
  expect(p).toMatchObject({ result: [], totalDocument: 0, pageCount: 0, lastDocument: null, idReport: id });
  return p.errors.map((e) => e.code);
}

describe('validation: 200 with isValid false and errors [{ code, message }]', () => {
  it.each([
    ['a slash format', { ...MARCH, startDate: '2026/03/01 00:00:00' }, 'InvalidStartDate'],
    ['an ISO format', { ...MARCH, startDate: '2026-03-01T00:00:00' }, 'InvalidStartDate'],
    ['a date that does not exist', { ...MARCH, startDate: '2026-02-30 00:00:00' }, 'InvalidStartDate'],
    ['hour 24', { ...MARCH, endDate: '2026-03-31 24:00:00' }, 'InvalidEndDate'],
    ['a missing end', { startDate: MARCH.startDate }, 'InvalidEndDate'],
    ['a number', { ...MARCH, endDate: 20260331 }, 'InvalidEndDate'],
    ['an end before the start', { startDate: MARCH.endDate, endDate: MARCH.startDate }, 'EndBeforeStart'],
    ['a body that is an array', [MARCH], 'InvalidBody'],
    ['a lastDocument that is not a string', { ...MARCH, lastDocument: 5 }, 'InvalidLastDocument'],
    ['a malformed lastDocument', { ...MARCH, lastDocument: 'not-a-cursor' }, 'InvalidLastDocument'],
    [
      'a base64 lastDocument this service never wrote',
      { ...MARCH, lastDocument: btoa('x'.repeat(91)) },
      'InvalidLastDocument',
    ],
  ])('refuses %s', async (_name, body, code) => {
    expect(await errorsOf(DIALOGS_ID, body)).toEqual([code]);
  });

  it('refuses a body that is not JSON', async () => {
    expect(await errorsOf(DIALOGS_ID, 'startDate=2026-03-01')).toEqual(['InvalidBody']);
  });

  it('refuses an unknown report identifier', async () => {
    expect(await errorsOf('00000000-0000-0000-0000-000000000000', MARCH)).toEqual(['ReportNotFound']);
  });

  it.each([
    ['missing', undefined, 'SizeRequired'],
    ['null', null, 'SizeRequired'],
    ['0', 0, 'InvalidSize'],
    ['10001', 10_001, 'InvalidSize'],
    ['not an integer', 1.5, 'InvalidSize'],
    ['a string', '100', 'InvalidSize'],
  ])('legacy family: refuses size %s', async (_name, size, code) => {
    expect(await errorsOf(MENU_DETAIL_ID, { ...MARCH, size })).toEqual([code]);
  });

  it('legacy family: takes size 1 and 10000', async () => {
    const h = harness();
    const bearer = await h.token();
    expect((await h.page(MENU_DETAIL_ID, { ...MARCH, size: 1 }, bearer)).totalDocument).toBe(1);
    expect((await h.page(MENU_DETAIL_ID, { ...MARCH, size: 10_000 }, bearer)).isValid).toBe(true);
  });

  it('new family: a size sent anyway is ignored, never refused', async () => {
    const h = harness();
    const p = await h.page(DIALOGS_ID, { ...MARCH, size: 3 }, await h.token());
    expect(p.isValid).toBe(true);
    expect(p.totalDocument).toBe(500);
  });

  it('requires campaingId where the catalog says so', async () => {
    expect(await errorsOf(CAMPAIGN_ID, MARCH)).toEqual(['CampaignIdRequired']);
    expect(await errorsOf(CAMPAIGN_ID, { ...MARCH, campaingId: '  ' })).toEqual(['CampaignIdRequired']);
    const h = harness();
    const p = await h.page(CAMPAIGN_ID, { ...MARCH, campaingId: 'CMP-77' }, await h.token());
    expect(p.isValid).toBe(true);
    expect(p.result[0]?.campaingId).toBe('CMP-77');
  });

  it('DIALOGS: exactly 90 days of wall clock is allowed, one second more is refused', async () => {
    const h = harness();
    const bearer = await h.token();
    const ninety = { startDate: '2026-01-01 00:00:00', endDate: '2026-04-01 00:00:00' };
    expect((await h.page(DIALOGS_ID, ninety, bearer)).isValid).toBe(true);
    const over = await h.page(DIALOGS_ID, { ...ninety, endDate: '2026-04-01 00:00:01' }, bearer);
    expect(over.errors.map((e) => e.code)).toEqual(['RangeTooLong']);
    expect(over.errors[0]?.message).toContain('90 days');
  });

  it('no range limit for other reports', async () => {
    const h = harness();
    const year = { startDate: '2025-01-01 00:00:00', endDate: '2026-01-01 00:00:00' };
    expect((await h.page(MENU_DETAIL_ID, { ...year, size: 10 }, await h.token())).isValid).toBe(true);
  });

  it('lists every problem of a body at once, each with a message', async () => {
    const h = harness();
    const p = await h.page(
      MENU_DETAIL_ID,
      { startDate: 'yesterday', endDate: 'today', size: 0 },
      await h.token(),
    );
    expect(p.errors.map((e) => e.code)).toEqual(['InvalidStartDate', 'InvalidEndDate', 'InvalidSize']);
    for (const e of p.errors) expect(e.message.length).toBeGreaterThan(10);
  });

  it('one identifier, two reports: a body with size is Productivity Detail, without it ACTIVITY TENANT', async () => {
    const h = harness();
    const bearer = await h.token();
    const legacy = await h.page(SHARED_ID, { ...MARCH, size: 7 }, bearer);
    expect(legacy).toMatchObject({
      isValid: true,
      nameVisualization: 'Productivity Detail',
      totalDocument: 7,
    });
    const fresh = await h.page(SHARED_ID, MARCH, bearer);
    expect(fresh).toMatchObject({ isValid: true, nameVisualization: 'Activity Tenant' });
    expect(fresh.result[0]).toHaveProperty('reportName');
    const badSize = await h.page(SHARED_ID, { ...MARCH, size: 0 }, bearer);
    expect(badSize.errors.map((e) => e.code)).toEqual(['InvalidSize']);
  });
});
