import { describe, expect, it } from 'vitest';
import { sameQuery } from './same-query';

const query = { reportKey: 'dialogs', startDate: '2026-03-01 00:00:00', endDate: '2026-03-02 00:00:00' };

describe('sameQuery', () => {
  it('holds for the same report, range and parameters, whatever the order of their keys', () => {
    const readBack = { endDate: query.endDate, startDate: query.startDate, reportKey: 'dialogs' };
    expect(sameQuery(query, readBack)).toBe(true);
    expect(sameQuery({ ...query, campaignId: '' }, query)).toBe(true);
  });

  it('fails for another report, range, size or campaign', () => {
    expect(sameQuery(query, { ...query, reportKey: 'contacts' })).toBe(false);
    expect(sameQuery(query, { ...query, endDate: '2026-03-03 00:00:00' })).toBe(false);
    expect(sameQuery(query, { ...query, size: 500 })).toBe(false);
    expect(sameQuery({ ...query, campaignId: 'a' }, { ...query, campaignId: 'b' })).toBe(false);
  });
});
