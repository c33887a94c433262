import { describe, expect, it } from 'vitest';
import { presets } from './presets';
import { checkRange } from './range';

const byId = (now: Date) => Object.fromEntries(presets(now).map((p) => [p.id, p]));

describe('presets', () => {
  it('gives the usual ranges ending today at 23:59:59', () => {
    const p = byId(new Date(2026, 4, 20, 15, 42, 7));
    expect(p['today']).toMatchObject({
      label: 'Today',
      start: '2026-05-20 00:00:00',
      end: '2026-05-20 23:59:59',
    });
    expect(p['last-7-days']).toMatchObject({ start: '2026-05-14 00:00:00', end: '2026-05-20 23:59:59' });
    expect(p['last-30-days']).toMatchObject({ start: '2026-04-21 00:00:00' });
    expect(p['last-90-days']).toMatchObject({ start: '2026-02-20 00:00:00', end: '2026-05-20 23:59:59' });
    expect(p['this-month']).toMatchObject({ start: '2026-05-01 00:00:00', end: '2026-05-20 23:59:59' });
  });

  it('crosses a year boundary', () => {
    expect(byId(new Date(2026, 0, 3, 1))['last-7-days']).toMatchObject({ start: '2025-12-28 00:00:00' });
  });

  it('every preset passes the 90-day rule on every day of a year', () => {
    for (let day = 0; day < 366; day++) {
      for (const p of presets(new Date(2026, 0, 1 + day, 23, 59, 59))) {
        expect(checkRange(p.start, p.end, 90), `${p.id} on day ${day}`).toBeNull();
      }
    }
  });
});
