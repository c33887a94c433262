import { describe, expect, it } from 'vitest';
import { expectedRows } from './expected-rows';

describe('expectedRows', () => {
  it('is unknown before the first page', () => {
    expect(expectedRows({ pagesDone: 0, totalPages: null, rows: 0 })).toBeNull();
  });

  it('projects the rows per page over the pages still to come', () => {
    // 3 full pages of 500 of 40: 20,000 rows expected.
    expect(expectedRows({ pagesDone: 3, totalPages: 40, rows: 1_500 })).toBe(20_000);
  });

  it('is the rows loaded once the last page is in', () => {
    expect(expectedRows({ pagesDone: 40, totalPages: 40, rows: 19_731 })).toBe(19_731);
  });
});
