import { describe, expect, it } from 'vitest';
import { classify, errorText } from './classify';
import type { Answer } from './http';

const NOW = 1_000_000;
const answer = (status: number, body: unknown, headers: Record<string, string> = {}): Answer => {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const bytes = new TextEncoder().encode(text).buffer;
  return { status, headers: new Headers(headers), text, body: bytes, bytes: bytes.byteLength };
};
const envelope = (extra: object) => ({
  isValid: true,
  errors: [],
  pageCount: 0,
  lastDocument: null,
  result: [],
  ...extra,
});

describe('classify', () => {
  it('reads a 429 wait from Retry-After, else from the message, else leaves it to the caller', () => {
    const body = { statusCode: 429, message: 'Rate limit is exceeded. Try again in 60 seconds.' };
    expect(classify(answer(429, body, { 'Retry-After': '0.04' }), NOW)).toMatchObject({
      kind: 'rate-limited',
    });
    expect(classify(answer(429, body), NOW)).toMatchObject({ kind: 'rate-limited', waitMs: 60_000 });
    expect(classify(answer(429, ''), NOW)).toMatchObject({ kind: 'rate-limited', waitMs: null });
  });

  it('reads when a 403 quota renews', () => {
    const body = {
      statusCode: 403,
      message: 'Out of call volume quota. Quota will be replenished in 0.01:00:00.',
    };
    expect(classify(answer(403, body), NOW)).toEqual({
      kind: 'quota',
      renewsAt: NOW + 3_600_000,
      message: body.message,
    });
    expect(classify(answer(403, body, { 'Retry-After': '30' }), NOW)).toMatchObject({
      renewsAt: NOW + 30_000,
    });
  });

  it('tells a subscription-key 401 from an expired token', () => {
    const key = { statusCode: 401, message: 'Access denied due to invalid subscription key. Make sure...' };
    expect(classify(answer(401, key), NOW)).toMatchObject({ kind: 'unauthorized', subscriptionKey: true });
    expect(classify(answer(401, ''), NOW)).toMatchObject({ kind: 'unauthorized', subscriptionKey: false });
  });

  it('retries a 5xx page and an unreadable 200, keeping the status and the first bytes', () => {
    const html = '<!DOCTYPE html><html><body>Service Unavailable</body></html>';
    const server = classify(answer(503, html), NOW);
    expect(server).toMatchObject({ kind: 'retry', error: { kind: 'server', details: { status: 503 } } });
    const cut = classify(answer(200, '{"isValid":true,"result":[{"te'), NOW);
    expect(cut).toMatchObject({
      kind: 'retry',
      error: { kind: 'malformed', details: { status: 200, bodyStart: '{"isValid":true,"result":[{"te' } },
    });
  });

  it('passes the service refusal on with its own messages, whatever the status', () => {
    const refusal = envelope({
      isValid: false,
      errors: ['Range exceeds 90 days', { code: 7, message: 'Bad range' }, { code: 8 }],
    });
    const verdict = classify(answer(400, refusal), NOW);
    expect(verdict).toMatchObject({
      kind: 'fail',
      error: {
        kind: 'invalid-execution',
        details: { serviceErrors: ['Range exceeds 90 days', 'Bad range', '{"code":8}'] },
      },
    });
    expect(classify(answer(404, 'Not Found'), NOW)).toMatchObject({
      kind: 'fail',
      error: { kind: 'invalid-execution', details: { status: 404, serviceErrors: ['Not Found'] } },
    });
  });

  it('accepts any 2xx JSON (the caller checks its shape)', () => {
    expect(classify(answer(200, envelope({})), NOW)).toMatchObject({ kind: 'ok' });
  });
});

describe('errorText', () => {
  it('shows each error item as text', () => {
    expect(errorText('plain')).toBe('plain');
    expect(errorText({ message: 'from object' })).toBe('from object');
    expect(errorText({ code: 1 })).toBe('{"code":1}');
    expect(errorText(42)).toBe('42');
  });
});
