import { describe, expect, it } from 'vitest';
import { decodeRows, encodeRows } from '../../core/coded-rows';
import { codedWithin } from './within';

describe('a trimmed stored run read back', () => {
  it('keeps a row whose date has no seconds, as the grid sorts it', () => {
    // ISO 8601 lets the seconds go; the grid places such a row, so the history must place it too.
    const rows = [
      { id: 'no seconds', date: '2026-11-03T10:15-05:00' },
      { id: 'no seconds, Z', date: '2026-11-03T15:20Z' },
      { id: 'seconds', date: '2026-11-03T10:16:00.000-05:00' },
      { id: 'the day after', date: '2026-11-04T00:00-05:00' },
    ];
    const day = { startMs: Date.UTC(2026, 10, 3), endMs: Date.UTC(2026, 10, 4) - 1000 };
    const kept = decodeRows(codedWithin(encodeRows(rows), day)).map((r) => r.id);
    expect(kept).toEqual(['no seconds', 'no seconds, Z', 'seconds']);
  });
});
