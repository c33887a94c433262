import { describe, expect, it } from 'vitest';
import { CATALOG } from './catalog';
import { deprecationOfKey } from './deprecation';

// Local-time constructors: the rule is read on the user's calendar, whatever the time zone.
const day = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h);

describe('deprecation computed against a clock', () => {
  const dated = [
    'show-dialogs',
    'menu-detail',
    'show-error',
    'current-interactions',
    'mark-navigation-user',
  ] as const;

  it('says "obsolete, removal on 2026-09-30" up to the day before, with the replacement or none', () => {
    const before = new Date(2026, 8, 29, 23, 59, 59);
    for (const key of dated) {
      const d = deprecationOfKey(key, before);
      expect(d.state).toBe('obsolete');
      expect(d.label).toBe('obsolete, removal on 2026-09-30');
    }
    expect(deprecationOfKey('show-dialogs', before).replacement?.name).toBe('DIALOGS');
    expect(deprecationOfKey('menu-detail', before).replacement?.name).toBe('MENU');
    expect(deprecationOfKey('mark-navigation-user', before).replacement?.name).toBe('NAVEGATION MARK');
    expect(deprecationOfKey('show-error', before).replacement).toBeNull();
    expect(deprecationOfKey('current-interactions', before).replacement).toBeNull();
  });

  it('says "removal date passed" from 2026-09-30 on', () => {
    for (const when of [new Date(2026, 8, 30, 0, 0, 0), day(2026, 11, 23)]) {
      for (const key of dated) {
        const d = deprecationOfKey(key, when);
        expect(d.state).toBe('removal-passed');
        expect(d.label).toBe('removal date passed: may no longer answer');
      }
    }
    expect(deprecationOfKey('show-dialogs', day(2026, 10, 1)).replacement?.key).toBe('dialogs');
  });

  it('says Detail Performance is obsolete with migration through support, on any date', () => {
    for (const when of [day(2025, 1, 1), day(2027, 1, 1)]) {
      expect(deprecationOfKey('detail-performance', when)).toMatchObject({
        state: 'migrate-through-support',
        label: 'obsolete, migrate through support',
      });
    }
  });

  it('notes the campaign V1 retirement of 2026-05-29 on the V1 campaign reports, on both sides of the date', () => {
    for (const key of ['get-campaign-results', 'outbound-get-campaign-result'] as const) {
      expect(deprecationOfKey(key, new Date(2026, 4, 28, 23, 59)).campaignNote).toMatch(
        /retires on 2026-05-29/,
      );
      expect(deprecationOfKey(key, new Date(2026, 4, 29, 0, 0)).campaignNote).toMatch(
        /retired on 2026-05-29/,
      );
    }
    expect(deprecationOfKey('get-campaign-results-v2', day(2026, 6, 1)).campaignNote).toBeNull();
  });

  it('leaves the active reports active', () => {
    const active = CATALOG.filter((r) => r.lifecycle.kind === 'active');
    expect(active).toHaveLength(14);
    for (const r of active) expect(deprecationOfKey(r.key, day(2026, 11, 23)).state).toBe('active');
  });
});
