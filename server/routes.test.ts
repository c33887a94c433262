import { describe, expect, it } from 'vitest';
import { isEnvTarget, parseEnvTarget } from './routes';

const BASE = '/env/test/api/ServiceReporting';
const ID = '9306395D-F645-4597-9563-78DF67836192';

describe('parseEnvTarget', () => {
  it('accepts the three shapes the client sends', () => {
    expect(parseEnvTarget(`${BASE}/CreateToken`)).toEqual({
      ok: true,
      route: {
        env: 'test',
        operation: 'CreateToken',
        servicePath: '/api/ServiceReporting/CreateToken',
        tenant: null,
        reportId: null,
      },
    });
    expect(parseEnvTarget(`${BASE}/CreateToken?info`)).toMatchObject({
      ok: true,
      route: { operation: 'QuotaInfo', servicePath: '/api/ServiceReporting/CreateToken?info' },
    });
    expect(parseEnvTarget(`/env/demo/api/ServiceReporting/ExecuteReport/1234/${ID}`)).toEqual({
      ok: true,
      route: {
        env: 'demo',
        operation: 'ExecuteReport',
        servicePath: `/api/ServiceReporting/ExecuteReport/1234/${ID}`,
        tenant: '1234',
        reportId: ID,
      },
    });
  });

  it.each([
    `${BASE}/ExecuteReport/1234%2F..%2F..%2Fadmin/${ID}`,
    `${BASE}/ExecuteReport/1234/${ID}%2f`,
    `${BASE}/ExecuteReport/1234%5C/${ID}`,
    `${BASE}/ExecuteReport/%2e%2e/${ID}`,
    `${BASE}/ExecuteReport/%252e%252e/${ID}`,
    `${BASE}/ExecuteReport/../${ID}`,
    `${BASE}/ExecuteReport/./1234/${ID}`,
    `${BASE}/../../../../etc/passwd`,
    `/env/test/./api/ServiceReporting/CreateToken`,
    `${BASE}/ExecuteReport\\1234\\${ID}`,
    `${BASE}/ExecuteReport/1234/${ID}#x`,
    `${BASE}//evil.example.com/CreateToken`,
    `/env//evil.example.com${BASE}/CreateToken`,
    `//evil.example.com${BASE}/CreateToken`,
    `http://evil.example.com${BASE}/CreateToken`,
    `${BASE}/ExecuteReport/http:/evil.example.com`,
    `${BASE}/ExecuteReport/1234@evil.example.com/${ID}`,
    `${BASE}/ExecuteReport/1234/${ID}?next=http://evil.example.com`,
    `${BASE}/CreateToken?info&x=1`,
    `${BASE}/CreateToken?url=http://evil.example.com`,
    `${BASE}/CreateToken?`,
    `${BASE}/CreateToken/`,
    `/env/test@evil.example.com/api/ServiceReporting/CreateToken`,
    `/env/test:80/api/ServiceReporting/CreateToken`,
  ])('refuses %s with 400', (target) => {
    expect(parseEnvTarget(target)).toMatchObject({ ok: false, status: 400 });
  });

  it.each([
    `/env/TEST/api/ServiceReporting/CreateToken`,
    `/env/test/api/Other/CreateToken`,
    `/env/test/CreateToken`,
    `${BASE}/createtoken`,
    `${BASE}/ExecuteReport/1234`,
    `${BASE}/ExecuteReport/1234/${ID}/extra`,
    `${BASE}/Admin`,
  ])('refuses %s with 404', (target) => {
    expect(parseEnvTarget(target)).toMatchObject({ ok: false, status: 404 });
  });

  it('claims every spelling of /env so none falls through to the app', () => {
    for (const t of ['/env', '/env/', '/ENV/test', '/env%2Ftest', '/env\\test', '/env?x', '/Env/x'])
      expect(isEnvTarget(t), t).toBe(true);
    for (const t of ['/environments', '/', '/assets/env.js', '/envoy']) expect(isEnvTarget(t), t).toBe(false);
  });
});
