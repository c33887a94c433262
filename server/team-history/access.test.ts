import { describe, expect, it } from 'vitest';
import { createTeamAccess } from './access';

const HOUR = 3_600_000;
const signIn = (tenant: string | number) =>
  Buffer.from(JSON.stringify({ accessToken: 'key', accessTokenSecret: 'secret', tenant }));
const issued = (token: string) => JSON.stringify({ token });

function server() {
  const time = { t: 1_000_000 };
  const access = createTeamAccess({ now: () => time.t, proofMs: () => HOUR });
  return { time, access };
}

describe("who may read a tenant's team history", () => {
  it('lets the holder of a token the server saw issued for the tenant read it, in that environment only', () => {
    const { access } = server();
    access.learn('test', signIn('1234'), issued('token-of-ana'));
    expect(access.check('test', '1234', 'Bearer token-of-ana')).toEqual({ ok: true });
    // The same token text in another environment was never issued there.
    expect(access.check('prod', '1234', 'Bearer token-of-ana')).toMatchObject({ ok: false });
  });

  it('takes the tenant as the publisher’s examples send it, a number', () => {
    const { access } = server();
    access.learn('test', signIn(1234), issued('token-of-ana'));
    expect(access.check('test', '1234', 'Bearer token-of-ana').ok).toBe(true);
  });

  it("refuses another tenant's token: it reads nothing of this tenant", () => {
    const { access } = server();
    access.learn('test', signIn('5678'), issued('token-of-zoe'));
    const verdict = access.check('test', '1234', 'Bearer token-of-zoe');
    expect(verdict).toEqual({ ok: false, message: expect.stringContaining("another tenant's") });
  });

  it('refuses a token it never saw issued, as after a restart, saying to sign in again', () => {
    const before = server();
    before.access.learn('test', signIn('1234'), issued('token-of-ana'));
    const restarted = server();
    expect(restarted.access.check('test', '1234', 'Bearer token-of-ana')).toEqual({
      ok: false,
      message: expect.stringMatching(/did not see this sign-in.*sign in again/),
    });
  });

  it('refuses a request without a token', () => {
    const { access } = server();
    expect(access.check('test', '1234', undefined)).toMatchObject({ ok: false });
    expect(access.check('test', '1234', 'Basic dXNlcjpwdw==')).toMatchObject({ ok: false });
  });

  it('refuses a token the service has refused since, until CreateToken issues one again', () => {
    const { access } = server();
    access.learn('test', signIn('1234'), issued('token-of-ana'));
    access.refused('test', 'Bearer token-of-ana');
    expect(access.check('test', '1234', 'Bearer token-of-ana')).toEqual({
      ok: false,
      message: expect.stringContaining('refused this sign-in'),
    });
    access.learn('test', signIn('1234'), issued('token-of-ana'));
    expect(access.check('test', '1234', 'Bearer token-of-ana').ok).toBe(true);
  });

  it('refuses a proof older than its lifetime; the next CreateToken proves the key again', () => {
    const { time, access } = server();
    access.learn('test', signIn('1234'), issued('token-of-ana'));
    time.t += HOUR;
    expect(access.check('test', '1234', 'Bearer token-of-ana').ok).toBe(true);
    time.t += 1;
    expect(access.check('test', '1234', 'Bearer token-of-ana')).toEqual({
      ok: false,
      message: expect.stringContaining('older than 60 minutes'),
    });
    access.learn('test', signIn('1234'), issued('token-of-ana-renewed'));
    expect(access.check('test', '1234', 'Bearer token-of-ana-renewed').ok).toBe(true);
  });

  it('learns nothing from a sign-in or an answer it cannot read', () => {
    const { access } = server();
    access.learn('test', Buffer.from('not json'), issued('token-a'));
    access.learn('test', signIn('1234'), '{"message":"no token"}');
    expect(access.check('test', '1234', 'Bearer token-a').ok).toBe(false);
  });
});
