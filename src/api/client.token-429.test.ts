import { describe, expect, it } from 'vitest';
import { isServiceError } from './errors';
import { BASIC, clientOn, dialogsQuery, rowIds, runToEnd, simWithPages } from '../testing/sim-fixture';
import type { WaitEvent } from './types';

const PAGES = 4;
const tokenFault = (kind: 'rate-limit' | 'rate-limit-message-only', atCall: number) => ({
  kind,
  atCall,
  operation: 'CreateToken' as const,
});

const clean = (async () => {
  const client = clientOn(simWithPages(PAGES));
  await client.signIn(BASIC);
  return rowIds((await runToEnd(client, dialogsQuery)).pages);
})();

describe('a CreateToken 429 (the key’s three calls a minute spent by someone else)', () => {
  it('is refused at once at the sign-in form, where a person is', async () => {
    const sim = simWithPages(PAGES, { faults: [tokenFault('rate-limit', 1)] });
    const client = clientOn(sim);
    const error: unknown = await client.signIn(BASIC).catch((e: unknown) => e);
    expect(isServiceError(error) && error.kind).toBe('rate-limited');
    expect(client.signedIn).toBe(false);
    expect(sim.calls().map((c) => c.status)).toEqual([429]);
  });

  it.each(['rate-limit', 'rate-limit-message-only'] as const)(
    'is waited out by an unattended sign-in (%s), each wait told',
    async (kind) => {
      const sim = simWithPages(PAGES, { faults: [tokenFault(kind, 1)] });
      const client = clientOn(sim);
      const waits: WaitEvent[] = [];
      await client.signIn(BASIC, undefined, { onWait: (w) => waits.push(w) });
      expect(client.signedIn).toBe(true);
      expect(waits.map((w) => w.kind)).toContain('rate-limited');
      expect(sim.calls().map((c) => c.status)).toEqual([429, 200]);
    },
  );

  it('is waited out when a token expires in the middle of a run, and the run ends with every row once', async () => {
    // The token is refused at the third page; its renewal meets a 429 first.
    const faults = [{ kind: 'unauthorized' as const, atCall: 3 }, tokenFault('rate-limit', 2)];
    const sim = simWithPages(PAGES, { faults });
    const client = clientOn(sim);
    await client.signIn(BASIC);
    const waits: WaitEvent['kind'][] = [];
    const run = await runToEnd(client, dialogsQuery, { onWait: (w) => waits.push(w.kind) });
    expect(rowIds(run.pages)).toEqual(await clean);
    expect(run.stops).toEqual([]);
    expect(waits).toEqual(expect.arrayContaining(['token-refresh', 'rate-limited']));
    const tokens = sim.calls().filter((c) => c.operation === 'CreateToken');
    expect(tokens.map((c) => c.status)).toEqual([200, 429, 200]);
  });
});
