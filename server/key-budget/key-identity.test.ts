import { describe, expect, it } from 'vitest';
import { createKeyIdentity } from './key-identity';

const signIn = (accessToken: string) =>
  Buffer.from(JSON.stringify({ accessToken, accessTokenSecret: 'secret', tenant: '1234' }));

describe("a call's key, known without keeping a secret", () => {
  it('counts every token issued for one access token on that key, and each token as its own client', () => {
    const identity = createKeyIdentity();
    const key = identity.ofCreateToken('test', signIn('team-access-token'));
    expect(key).not.toBeNull();
    identity.learnToken('test', key ?? '', JSON.stringify({ token: 'token-of-ana' }));
    identity.learnToken('test', key ?? '', JSON.stringify({ token: 'token-of-ben' }));
    const ana = identity.ofBearer('test', 'Bearer token-of-ana');
    const ben = identity.ofBearer('test', 'Bearer token-of-ben');
    expect(ana?.key).toBe(key);
    expect(ben?.key).toBe(key);
    expect(ana?.client).not.toBe(ben?.client);
  });

  it('knows a client that names itself as one client across its tokens, on the key of each token', () => {
    const identity = createKeyIdentity();
    const key = identity.ofCreateToken('test', signIn('team-access-token')) ?? '';
    identity.learnToken('test', key, JSON.stringify({ token: 'first-token-of-ana' }));
    identity.learnToken('test', key, JSON.stringify({ token: 'renewed-token-of-ana' }));
    const name = 'c0ffee00c0ffee00c0ffee00c0ffee00';
    const before = identity.ofBearer('test', 'Bearer first-token-of-ana', name);
    const after = identity.ofBearer('test', 'Bearer renewed-token-of-ana', name);
    expect(after?.client).toBe(before?.client);
    expect(after?.key).toBe(key);
    expect(identity.ofBearer('test', 'Bearer renewed-token-of-ana')?.client).not.toBe(before?.client);
    expect(before?.client).not.toContain(name);
    // A name that is not one (too short, or a header's garbage) is ignored: the token says who it is.
    const bad = identity.ofBearer('test', 'Bearer renewed-token-of-ana', 'x');
    expect(bad?.client).toBe(identity.ofBearer('test', 'Bearer renewed-token-of-ana')?.client);
  });

  it('keeps the same access token of two environments, and two servers, apart', () => {
    const identity = createKeyIdentity();
    expect(identity.ofCreateToken('test', signIn('a'))).not.toBe(identity.ofCreateToken('prod', signIn('a')));
    expect(identity.ofCreateToken('test', signIn('a'))).toBe(identity.ofCreateToken('test', signIn('a')));
    expect(createKeyIdentity().ofCreateToken('test', signIn('a'))).not.toBe(
      identity.ofCreateToken('test', signIn('a')),
    );
  });

  it('holds no credential: neither the access token nor the bearer token appears in what it gives', () => {
    const identity = createKeyIdentity();
    const key = identity.ofCreateToken('test', signIn('team-access-token')) ?? '';
    identity.learnToken('test', key, JSON.stringify({ token: 'token-of-ana' }));
    const ana = identity.ofBearer('test', 'Bearer token-of-ana');
    for (const held of [key, ana?.key, ana?.client]) {
      expect(held).not.toContain('team-access-token');
      expect(held).not.toContain('token-of-ana');
    }
  });

  it('names no key for a call without credentials: a bearer token it never saw is a key of its own', () => {
    const identity = createKeyIdentity();
    expect(identity.ofCreateToken('test', Buffer.from('{}'))).toBeNull();
    expect(identity.ofCreateToken('test', Buffer.from('not json'))).toBeNull();
    expect(identity.ofBearer('test', undefined)).toBeNull();
    const stranger = identity.ofBearer('test', 'Bearer issued-before-a-restart');
    expect(stranger?.key).toBe(stranger?.client);
  });
});
