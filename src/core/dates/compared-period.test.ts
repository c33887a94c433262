import { describe, expect, it } from 'vitest';
import { comparedPeriod } from './compared-period';

describe('the period a range is compared with', () => {
  it('is as long as the range and ends the second before it starts', () => {
    expect(comparedPeriod('2026-03-01 00:00:00', '2026-03-10 23:59:59', 'previous')).toEqual({
      startDate: '2026-02-19 00:00:00',
      endDate: '2026-02-28 23:59:59',
    });
    // A month of 31 days before one of 28: the same length, not the same calendar month.
    expect(comparedPeriod('2026-03-01 00:00:00', '2026-03-31 23:59:59', 'previous')).toEqual({
      startDate: '2026-01-29 00:00:00',
      endDate: '2026-02-28 23:59:59',
    });
  });

  it('is the same dates a year before, 29 February being 28 February then', () => {
    expect(comparedPeriod('2028-02-01 00:00:00', '2028-02-29 23:59:59', 'lastYear')).toEqual({
      startDate: '2027-02-01 00:00:00',
      endDate: '2027-02-28 23:59:59',
    });
    expect(comparedPeriod('2026-11-02 08:30:00', '2026-11-02 17:00:00', 'lastYear')).toEqual({
      startDate: '2025-11-02 08:30:00',
      endDate: '2025-11-02 17:00:00',
    });
  });

  it('has none for a range that does not read', () => {
    expect(comparedPeriod('2026-02-30 00:00:00', '2026-03-01 00:00:00', 'previous')).toBeNull();
  });
});
