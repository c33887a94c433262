import { describe, expect, it } from 'vitest';
import { BASIC, clientOn, simWithPages } from '../testing/sim-fixture';

describe('a request to the app’s server that proves the tenant with the session’s token', () => {
  it('is sent with the current token, and after a 401 once more with a new one', async () => {
    const sim = simWithPages(1);
    const client = clientOn(sim);
    await client.signIn(BASIC);
    const seen: string[] = [];
    const answer = await client.withToken((token) => {
      seen.push(token);
      return Promise.resolve(new Response(null, { status: seen.length === 1 ? 401 : 200 }));
    });
    expect(answer.status).toBe(200);
    expect(seen).toHaveLength(2);
    expect(seen[1]).not.toBe(seen[0]);
    expect(sim.calls().map((c) => c.operation)).toEqual(['CreateToken', 'CreateToken']);
  });

  it('passes a second 401 on as it came: the caller says the server refused', async () => {
    const sim = simWithPages(1);
    const client = clientOn(sim);
    await client.signIn(BASIC);
    const answer = await client.withToken(() => Promise.resolve(new Response(null, { status: 401 })));
    expect(answer.status).toBe(401);
  });

  it('needs a signed-in session', async () => {
    const client = clientOn(simWithPages(1));
    await expect(client.withToken(() => Promise.resolve(new Response()))).rejects.toThrow('Sign in first');
  });
});
