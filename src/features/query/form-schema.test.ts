import { describe, expect, it } from 'vitest';
import { reportByKey } from '../../core/catalog/catalog';
import type { Report } from '../../core/catalog/catalog';
import { translator } from '../../testing/i18n';
import { validateQueryForm as validate, type QueryFormValues } from './form-schema';

const en = translator('en');
const es = translator('es');

/** The form's verdict with each error as the page says it in English. */
function validateQueryForm(report: Report, values: QueryFormValues, t = en) {
  const result = validate(report, values);
  if (result.ok) return result;
  const said = Object.entries(result.errors).map(([field, p]) => [field, t(p.id, p.values)]);
  return { ok: false, errors: Object.fromEntries(said) };
}

const dialogs = reportByKey('dialogs');
const legacy = reportByKey('survey-result-v2');
const campaign = reportByKey('outbound-get-campaign-result');

const values = (over: Partial<QueryFormValues> = {}): QueryFormValues => ({
  start: '2026-01-01 00:00:00',
  end: '2026-01-31 23:59:59',
  pageSize: '10000',
  campaignId: '',
  ...over,
});

describe('query form', () => {
  it('turns valid values into the query that will be sent', () => {
    expect(validateQueryForm(dialogs, values({ start: ' 2026-01-01 00:00:00 ' }))).toEqual({
      ok: true,
      query: { reportKey: 'dialogs', startDate: '2026-01-01 00:00:00', endDate: '2026-01-31 23:59:59' },
    });
    expect(validateQueryForm(legacy, values({ pageSize: '500' }))).toEqual({
      ok: true,
      query: {
        reportKey: 'survey-result-v2',
        startDate: '2026-01-01 00:00:00',
        endDate: '2026-01-31 23:59:59',
        size: 500,
      },
    });
    expect(validateQueryForm(campaign, values({ campaignId: ' C-7 ' }))).toMatchObject({
      ok: true,
      query: { campaignId: 'C-7' },
    });
  });

  it('refuses a malformed date beside its field', () => {
    const r = validateQueryForm(dialogs, values({ start: '2026-1-1', end: '2026-02-30 00:00:00' }));
    expect(r).toEqual({
      ok: false,
      errors: {
        start: 'Use yyyy-MM-dd HH:mm:ss, e.g. 2026-11-01 00:00:00',
        end: '2026-02-30 is not a date',
      },
    });
  });

  it('refuses an end before the start', () => {
    const r = validateQueryForm(legacy, values({ end: '2025-12-31 23:59:59' }));
    expect(r).toEqual({ ok: false, errors: { end: 'End is before start' } });
  });

  it('takes a DIALOGS range over 90 days as it is: the view fetches it as windows within the limit', () => {
    const year = values({ start: '2026-01-01 00:00:00', end: '2026-12-31 23:59:59' });
    expect(validateQueryForm(dialogs, year)).toEqual({
      ok: true,
      query: { reportKey: 'dialogs', startDate: '2026-01-01 00:00:00', endDate: '2026-12-31 23:59:59' },
    });
  });

  it('says what is wrong in Spanish too', () => {
    expect(validateQueryForm(dialogs, values({ start: '2026-02-30 00:00:00' }), es)).toEqual({
      ok: false,
      errors: { start: '2026-02-30 no es una fecha' },
    });
  });

  it('lets other reports span more than 90 days', () => {
    expect(validateQueryForm(legacy, values({ end: '2026-12-31 23:59:59' })).ok).toBe(true);
  });

  it.each([
    ['0', 'Page size must be from 1 to 10,000; 0 is outside.'],
    ['10001', 'Page size must be from 1 to 10,000; 10001 is outside.'],
    ['12.5', 'Page size must be a whole number from 1 to 10,000.'],
    ['', 'Page size must be a whole number from 1 to 10,000.'],
    ['-3', 'Page size must be a whole number from 1 to 10,000.'],
  ])('refuses the legacy page size %j', (pageSize, message) => {
    expect(validateQueryForm(legacy, values({ pageSize }))).toEqual({
      ok: false,
      errors: { pageSize: message },
    });
  });

  it('ignores the page size for the new family, which has none', () => {
    expect(validateQueryForm(dialogs, values({ pageSize: 'abc' })).ok).toBe(true);
  });

  it('requires a campaign id only where the report needs one', () => {
    expect(validateQueryForm(campaign, values({ campaignId: '  ' }))).toEqual({
      ok: false,
      errors: { campaignId: 'OUTBOUND GET CAMPAIGN RESULT needs a campaign id.' },
    });
    expect(validateQueryForm(dialogs, values({ campaignId: 'x' }))).toEqual({
      ok: true,
      query: { reportKey: 'dialogs', startDate: '2026-01-01 00:00:00', endDate: '2026-01-31 23:59:59' },
    });
  });
});
