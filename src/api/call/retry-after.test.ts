import { describe, expect, it } from 'vitest';
import { quotaRenewsAt, retryAfterMs, timeSpanMs } from './retry-after';

const h = (init: Record<string, string> = {}) => new Headers(init);
const NOW = Date.UTC(2026, 10, 23, 9, 0, 0);

describe('retryAfterMs', () => {
  it('reads whole and fractional seconds from the header', () => {
    expect(retryAfterMs(h({ 'Retry-After': '4' }), undefined, NOW)).toBe(4000);
    expect(retryAfterMs(h({ 'Retry-After': '0.04' }), undefined, NOW)).toBeCloseTo(40);
  });
  it('reads an HTTP date in the header', () => {
    const at = new Date(NOW + 7000).toUTCString();
    expect(retryAfterMs(h({ 'Retry-After': at }), undefined, NOW)).toBe(7000);
  });
  it('falls back to the number in the gateway message when the header is missing', () => {
    const msg = 'Rate limit is exceeded. Try again in 60 seconds.';
    expect(retryAfterMs(h(), msg, NOW)).toBe(60_000);
    expect(retryAfterMs(h(), 'Rate limit is exceeded. Try again in 0.6 seconds.', NOW)).toBeCloseTo(600);
  });
  it('prefers the header over the message', () => {
    expect(retryAfterMs(h({ 'Retry-After': '2' }), 'Try again in 60 seconds.', NOW)).toBe(2000);
  });
  it('says null when neither gives a wait', () => {
    expect(retryAfterMs(h({ 'Retry-After': 'soon' }), 'Rate limit is exceeded.', NOW)).toBeNull();
  });
});

describe('timeSpanMs', () => {
  it('reads [d.]hh:mm:ss as in the quota message', () => {
    const msg = 'Out of call volume quota. Quota will be replenished in 22.14:18:12.';
    expect(timeSpanMs(msg)).toBe((((22 * 24 + 14) * 60 + 18) * 60 + 12) * 1000);
    expect(timeSpanMs('Quota will be replenished in 00:00:05.')).toBe(5000);
    expect(timeSpanMs('in 01:02:03.5')).toBe((3723 + 0.5) * 1000);
  });
  it('says null without a TimeSpan', () => {
    expect(timeSpanMs('Out of bandwidth quota.')).toBeNull();
    expect(timeSpanMs(undefined)).toBeNull();
  });
});

describe('quotaRenewsAt', () => {
  it('uses Retry-After when present, else the TimeSpan', () => {
    expect(quotaRenewsAt(h({ 'Retry-After': '120' }), 'replenished in 1.00:00:00.', NOW)).toBe(NOW + 120_000);
    expect(quotaRenewsAt(h(), 'replenished in 1.00:00:00.', NOW)).toBe(NOW + 86_400_000);
    expect(quotaRenewsAt(h(), 'Out of bandwidth quota.', NOW)).toBeUndefined();
  });
});
