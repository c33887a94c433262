import { describe, expect, it } from 'vitest';
import { CATALOG, REPORT_KEYS, reportByKey, reportsById } from './catalog';

describe('report catalog', () => {
  it('lists the 20 reports of the service’s catalog, each with its own key', () => {
    expect(CATALOG).toHaveLength(20);
    expect(new Set(CATALOG.map((r) => r.key)).size).toBe(20);
    expect(CATALOG.map((r) => r.key)).toEqual([...REPORT_KEYS]);
  });

  it('keeps identifiers exactly as printed, AGENTS STATUS in lower case', () => {
    expect(reportByKey('agents-status').id).toBe('94607720-c91c-4dfe-a39f-fdd069cfe585');
    expect(reportByKey('dialogs').id).toBe('9306395D-F645-4597-9563-78DF67836192');
    for (const r of CATALOG)
      expect(r.id).toMatch(/^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$/);
  });

  it('has Productivity Detail (legacy) and ACTIVITY TENANT (new) share one identifier', () => {
    const shared = reportsById('34175227-42be-4a59-8b95-6f2ee6c14849');
    expect(shared.map((r) => [r.key, r.family])).toEqual([
      ['productivity-detail', 'legacy'],
      ['activity-tenant', 'new'],
    ]);
  });

  it('has ten legacy and ten new reports', () => {
    expect(CATALOG.filter((r) => r.family === 'legacy')).toHaveLength(10);
    expect(CATALOG.filter((r) => r.family === 'new')).toHaveLength(10);
  });

  it('requires a campaign id for OUTBOUND GET CAMPAIGN RESULT and the 90-day limit for DIALOGS only', () => {
    expect(CATALOG.filter((r) => r.requiresCampaignId).map((r) => r.key)).toEqual([
      'outbound-get-campaign-result',
    ]);
    expect(CATALOG.filter((r) => r.maxRangeDays !== null).map((r) => [r.key, r.maxRangeDays])).toEqual([
      ['dialogs', 90],
    ]);
  });

  it('points every replacement at a catalog entry of the new family', () => {
    for (const r of CATALOG) {
      if (r.lifecycle.kind === 'removal' && r.lifecycle.replacementKey) {
        expect(reportByKey(r.lifecycle.replacementKey).family).toBe('new');
      }
    }
  });
});
