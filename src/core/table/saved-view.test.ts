import { describe, expect, it } from 'vitest';
import { describeSavedView, EMPTY_VIEW, readSavedView } from './saved-view';

describe('a view kept with a stored run', () => {
  it('reads back the sort, the search and every kind of column filter', () => {
    const view = {
      sort: [{ key: 'date', desc: true }],
      global: 'saldo',
      filters: {
        text: { kind: 'contains', text: 'factura' },
        confidence: { kind: 'range', min: 0.5, max: null },
        part: { kind: 'oneOf', values: ['Customer'] },
      },
    };
    expect(readSavedView(structuredClone(view))).toEqual(view);
  });

  it('opens the rows unsorted and unfiltered when what was kept does not read', () => {
    expect(readSavedView(undefined)).toEqual(EMPTY_VIEW);
    expect(readSavedView({ sort: 'date' })).toEqual(EMPTY_VIEW);
    expect(readSavedView({ sort: [], global: '', filters: { text: { kind: 'regex', text: '.' } } })).toEqual(
      EMPTY_VIEW,
    );
  });

  it('is described in a few words for the list of stored runs, and not at all when it is empty', () => {
    expect(describeSavedView(EMPTY_VIEW)).toBeNull();
    expect(
      describeSavedView({
        sort: [
          { key: 'a', desc: false },
          { key: 'b', desc: true },
        ],
        global: ' saldo ',
        filters: { text: { kind: 'contains', text: 'x' } },
      }),
    ).toBe('sorted by 2 columns · search “saldo” · 1 column filter');
  });
});
