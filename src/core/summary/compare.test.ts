import { describe, expect, it } from 'vitest';
import { change, MIN_BASE } from './compare';

describe('a change from the previous period', () => {
  it('is absolute and relative to the previous figure', () => {
    expect(change({ figure: 150, rows: 150 }, { figure: 100, rows: 100 })).toEqual({ abs: 50, rel: 0.5 });
    expect(change({ figure: -3, rows: 40 }, { figure: -2, rows: 40 })).toEqual({ abs: -1, rel: -0.5 });
  });

  it('has no relative change from zero', () => {
    expect(change({ figure: 5, rows: 40 }, { figure: 0, rows: 40 })).toEqual({ abs: 5, rel: null });
  });

  it(`is too few to compare under ${MIN_BASE} rows on either side, or with no figure`, () => {
    expect(change({ figure: 20, rows: 20 }, { figure: 4, rows: 4 })).toEqual({ tooFew: true });
    expect(change({ figure: 100, rows: 100 }, { figure: 29, rows: MIN_BASE - 1 })).toEqual({ tooFew: true });
    expect(change({ figure: 30, rows: MIN_BASE }, { figure: 30, rows: MIN_BASE })).toEqual({
      abs: 0,
      rel: 0,
    });
    expect(change({ figure: null, rows: 100 }, { figure: 3, rows: 100 })).toEqual({ tooFew: true });
  });
});
