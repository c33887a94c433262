import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, PRODUCTS } from '../core/contract';
import { createSimulatedService, defaultSimOptions, simOptionsFromEnv } from './index';

describe('sim options', () => {
  it('defaults to the documented limits and quotas, a 500-row new-family page, a 1,000,000-row cap and an hour to settle', () => {
    const o = defaultSimOptions();
    expect(o.limits).toEqual(DEFAULT_LIMITS);
    expect(o.quotas).toEqual(PRODUCTS);
    expect(o.newFamilyPageSize).toBe(500);
    expect(o.maxRowsPerQuery).toBe(1_000_000);
    expect(o.volume).toBe(1);
    expect(o.settleMs).toBe(3_600_000);
    expect(o.faults).toEqual([]);
  });

  it('reads every SIM_* variable', () => {
    const o = simOptionsFromEnv({
      SIM_TIME_SCALE: '0.01',
      SIM_VOLUME: '2.5',
      SIM_MAX_ROWS: '5000',
      SIM_SEED: '42',
      SIM_PAGE_SIZE: '100',
      SIM_TOKEN_LIFETIME_MS: '60000',
      SIM_QUOTA_CALLS: '10',
      SIM_QUOTA_KB: '500',
      SIM_SETTLE_MINUTES: '90',
    });
    expect(o.limits?.timeScale).toBe(0.01);
    expect(o.limits?.otherIntervalMs).toBe(4_000);
    expect(o).toMatchObject({ volume: 2.5, maxRowsPerQuery: 5000, seed: 42, newFamilyPageSize: 100 });
    expect(o.tokenLifetimeMs).toBe(60_000);
    expect(o.settleMs).toBe(5_400_000);
    expect(simOptionsFromEnv({ SIM_SETTLE_MINUTES: '0' }).settleMs).toBe(0);
    expect(o.quotas).toEqual({ basic: { calls: 10, kb: 500 }, premium: { calls: 10, kb: 500 } });
  });

  it('starts the clock at SIM_NOW and lets it run', () => {
    const now = simOptionsFromEnv({ SIM_NOW: '2026-11-26T02:00:00-05:00' }).now;
    const start = Date.parse('2026-11-26T07:00:00Z');
    const first = now?.() ?? Number.NaN;
    expect(first).toBeGreaterThanOrEqual(start);
    expect(first - start).toBeLessThan(60_000);
    expect(createSimulatedService({ now }).now()).toBeGreaterThanOrEqual(first);
  });

  it('leaves unset and empty variables out', () => {
    expect(simOptionsFromEnv({ SIM_VOLUME: '', OTHER: 'x' })).toEqual({});
  });

  it.each([
    ['SIM_TIME_SCALE', '0'],
    ['SIM_VOLUME', 'lots'],
    ['SIM_MAX_ROWS', '1.5'],
    ['SIM_SEED', '-1'],
    ['SIM_PAGE_SIZE', '20000'],
    ['SIM_TOKEN_LIFETIME_MS', 'soon'],
    ['SIM_QUOTA_CALLS', '0'],
    ['SIM_QUOTA_KB', 'NaN'],
    ['SIM_SETTLE_MINUTES', '-5'],
    ['SIM_NOW', '2026-11-26 02:00:00'],
  ])('refuses %s=%s with an error naming the variable', (name, value) => {
    expect(() => simOptionsFromEnv({ [name]: value })).toThrow(name);
  });

  it('takes partial options over the defaults', () => {
    const sim = createSimulatedService({ volume: 3, seed: 7 });
    expect(sim.options.volume).toBe(3);
    expect(sim.options.seed).toBe(7);
    expect(sim.options.newFamilyPageSize).toBe(500);
  });
});
