import { describe, expect, it } from 'vitest';
import { forgetRemembered, readRemembered, remember, REMEMBER_KEY } from './remember-me';

function memoryStore() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('remember me', () => {
  it('keeps the environment, tenant and access token, and nothing else', () => {
    const store = memoryStore();
    const withSecrets = {
      environment: 'demo',
      tenant: '1234',
      accessToken: 'tok',
      accessTokenSecret: 'very-secret',
      subscriptionKey: 'premium-key',
    };
    remember(withSecrets, store);
    const saved = store.map.get(REMEMBER_KEY) ?? '';
    expect(saved).not.toContain('very-secret');
    expect(saved).not.toContain('premium-key');
    expect(readRemembered(store)).toEqual({ environment: 'demo', tenant: '1234', accessToken: 'tok' });
  });

  it('ignores what it cannot parse', () => {
    const store = memoryStore();
    store.setItem(REMEMBER_KEY, '{not json');
    expect(readRemembered(store)).toBeNull();
    store.setItem(REMEMBER_KEY, JSON.stringify({ environment: 7 }));
    expect(readRemembered(store)).toBeNull();
  });

  it('forgets on request', () => {
    const store = memoryStore();
    remember({ environment: 'demo', tenant: '1', accessToken: 'a' }, store);
    forgetRemembered(store);
    expect(readRemembered(store)).toBeNull();
  });
});
