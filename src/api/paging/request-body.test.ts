import { describe, expect, it } from 'vitest';
import type { Environment } from '../environments';
import { createTokenRequest, executeBody, executeRequest, withCursor } from './request-body';
import type { Credentials, ReportQuery } from '../types';

const env: Environment = { name: 'test', label: 'Test', mode: 'proxy', baseUrl: '/env/test', timeScale: 1 };
const abs: Environment = { ...env, mode: 'direct', baseUrl: 'https://reporting.example.com' };
const creds: Credentials = { accessToken: 'at', accessTokenSecret: 'secret', tenant: '12 34' };
const range = { startDate: '2026-11-01 00:00:00', endDate: '2026-11-02 00:00:00' };
const q = (reportKey: ReportQuery['reportKey'], extra: Partial<ReportQuery> = {}): ReportQuery => ({
  reportKey,
  ...range,
  ...extra,
});

describe('executeBody', () => {
  it('sends size 10000 by default for the legacy family, and the size asked for', () => {
    expect(executeBody(q('survey-result-v2'), '')).toEqual({ ...range, size: 10000, lastDocument: '' });
    expect(executeBody(q('survey-result-v2', { size: 500 }), 'c1')).toEqual({
      ...range,
      size: 500,
      lastDocument: 'c1',
    });
  });
  it('never sends size for the new family, and campaingId only where the catalog requires it', () => {
    expect(executeBody(q('dialogs', { size: 50, campaignId: 'x' }), '')).toEqual({
      ...range,
      lastDocument: '',
    });
    expect(executeBody(q('outbound-get-campaign-result', { campaignId: 'C-7' }), 'c2')).toEqual({
      ...range,
      campaingId: 'C-7',
      lastDocument: 'c2',
    });
    expect(executeBody(q('get-campaign-results', { campaignId: 'C-7' }), '')).not.toHaveProperty(
      'campaingId',
    );
  });
  it('refuses before any call a query the service would not take', () => {
    expect(() => executeBody(q('outbound-get-campaign-result'), '')).toThrow(/campaingId/);
    expect(() => executeBody(q('dialogs', { startDate: '2026-11-01' }), '')).toThrow(/startDate/);
    expect(() => executeBody(q('menu-detail', { size: 10001 }), '')).toThrow(/size/);
  });
});

/** The request of a query's first page, its body made and checked as a run makes it. */
const sent = (e: Parameters<typeof executeRequest>[0], c: typeof creds, token: string, query: ReportQuery) =>
  executeRequest(e, c, token, query.reportKey, executeBody(query, ''));

describe('executeRequest', () => {
  it('puts the tenant and the catalog identifier in the path, URL-encoded, with the bearer token', async () => {
    const r = sent(abs, creds, 'tok', q('agents-status'));
    expect(r.url).toBe(
      'https://reporting.example.com/api/ServiceReporting/ExecuteReport/12%2034/94607720-c91c-4dfe-a39f-fdd069cfe585',
    );
    expect(r.method).toBe('POST');
    expect(r.headers.get('Authorization')).toBe('Bearer tok');
    expect(r.headers.get('Content-Type')).toBe('application/json');
    expect(await r.json()).toEqual({ ...range, lastDocument: '' });
  });
  it('prefixes a proxy path', () => {
    const r = sent(env, creds, 't', q('dialogs'));
    expect(new URL(r.url).pathname).toBe(
      '/env/test/api/ServiceReporting/ExecuteReport/12%2034/9306395D-F645-4597-9563-78DF67836192',
    );
  });
  it('sends the subscription key only when one is given', () => {
    expect(sent(abs, creds, 't', q('dialogs')).headers.has('Ocp-Apim-Subscription-Key')).toBe(false);
    const empty = { ...creds, subscriptionKey: '' };
    expect(sent(abs, empty, 't', q('dialogs')).headers.has('Ocp-Apim-Subscription-Key')).toBe(false);
    const premium = { ...creds, subscriptionKey: 'k' };
    expect(sent(abs, premium, 't', q('dialogs')).headers.get('Ocp-Apim-Subscription-Key')).toBe('k');
  });
});

describe('createTokenRequest', () => {
  it('posts the credentials with the tenant as typed, and ?info for the quota check', async () => {
    const r = createTokenRequest(abs, { ...creds, tenant: '1234' }, false);
    expect(r.url).toBe('https://reporting.example.com/api/ServiceReporting/CreateToken');
    expect(await r.json()).toEqual({ accessToken: 'at', accessTokenSecret: 'secret', tenant: '1234' });
    const info = createTokenRequest(abs, creds, true);
    expect(info.url).toBe('https://reporting.example.com/api/ServiceReporting/CreateToken?info');
    expect(info.method).toBe('POST');
  });
});

describe('withCursor', () => {
  it('gives the next page the body checked once, with only its cursor changed', () => {
    const first = executeBody(q('dialogs', { size: 50 }), '');
    expect(withCursor(first, 'c9')).toEqual({ ...first, lastDocument: 'c9' });
    const legacy = executeBody(q('survey-result-v2', { size: 500 }), '');
    expect(withCursor(legacy, 'c2')).toEqual(executeBody(q('survey-result-v2', { size: 500 }), 'c2'));
  });
});
