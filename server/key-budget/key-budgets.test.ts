import { describe, expect, it } from 'vitest';
import {
  createKeyBudgets,
  QueueFullError,
  TurnAbortedError,
  type BudgetKind,
  type Turn,
} from './key-budgets';
import type { Priority } from './round-robin';

// At the real scale the client's margin over the 4 s interval is its 100 ms floor (src/api/client-limits.ts),
// and 2 % over the 60 s window of CreateToken.
const INTERVAL = 4_100;
const TOKEN_WINDOW = 61_200;

/** A clock that moves only when the test says, firing the timers it passes. */
function fakeClock() {
  let t = 0;
  let timers: { at: number; fire: () => void }[] = [];
  return {
    now: () => t,
    setTimer(fire: () => void, ms: number) {
      const timer = { at: t + ms, fire };
      timers.push(timer);
      return () => (timers = timers.filter((x) => x !== timer));
    },
    async advanceTo(target: number) {
      await settled(); // turns given at once are logged at the time they were given
      for (;;) {
        const next = timers.filter((x) => x.at <= target).sort((a, b) => a.at - b.at)[0];
        if (!next) break;
        timers = timers.filter((x) => x !== next);
        t = Math.max(t, next.at);
        next.fire();
        await settled();
      }
      t = target;
      await settled();
    },
  };
}
const settled = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

function team(options: { maxWaiting?: number } = {}) {
  const clock = fakeClock();
  const budgets = createKeyBudgets({ clock, ...options });
  /** Who got a turn, when, in order. */
  const log: { who: string; at: number; turn: Turn }[] = [];
  const refused: { who: string; error: unknown }[] = [];
  const send = (
    who: string,
    opts: { priority?: Priority; kind?: BudgetKind; signal?: AbortSignal; key?: string; env?: string } = {},
  ) =>
    budgets
      .take({
        key: opts.key ?? 'key-1',
        env: opts.env ?? 'demo',
        timeScale: 1,
        kind: opts.kind ?? 'execute',
        client: who,
        priority: opts.priority ?? 'interactive',
        signal: opts.signal,
      })
      .then(
        (turn) => void log.push({ who, at: clock.now(), turn }),
        (error: unknown) => void refused.push({ who, error }),
      );
  return { clock, budgets, log, refused, send, order: () => log.map((l) => l.who).join(' ') };
}

describe('one key shared by a team', () => {
  it('gives the turn to an analyst back with her next page before a colleague who had a turn since hers', async () => {
    const t = team();
    void t.send('ana');
    void t.send('ben');
    await t.clock.advanceTo(INTERVAL);
    // Ben had his turn; he is back with his next page first, Ana (a larger page to take in) a moment later.
    void t.send('ben');
    void t.send('ana');
    await t.clock.advanceTo(3 * INTERVAL);
    expect(t.order()).toBe('ana ben ana ben');
  });

  it('remembers who had a turn last after a moment when nothing of the key waited', async () => {
    const t = team();
    void t.send('ana');
    void t.send('ben');
    await t.clock.advanceTo(3 * INTERVAL);
    expect(t.budgets.keys).toBe(0); // forgotten: nothing waits, the interval is over
    void t.send('ben');
    void t.send('ben');
    void t.send('ana');
    await t.clock.advanceTo(6 * INTERVAL);
    // Ben's page went at once; Ana's, come after his next but her turn before his last, goes first.
    expect(t.order()).toBe('ana ben ben ana ben');
  });

  it('gives two analysts paging at once one page each in turn, one key interval apart', async () => {
    const t = team();
    for (let i = 0; i < 3; i++) {
      void t.send('ana');
      void t.send('ben');
    }
    await t.clock.advanceTo(6 * INTERVAL);
    expect(t.order()).toBe('ana ben ana ben ana ben');
    expect(t.log.map((l) => l.at)).toEqual([0, 1, 2, 3, 4, 5].map((i) => i * INTERVAL));
  });

  it("puts an analyst's page before the nightly extraction's pages, which go on after it", async () => {
    const t = team();
    for (let i = 0; i < 10; i++) void t.send('nightly', { priority: 'background' });
    await t.clock.advanceTo(1_000);
    void t.send('ana');
    await t.clock.advanceTo(3 * INTERVAL);
    expect(t.order()).toBe('nightly ana nightly nightly');
    expect(t.log[1]?.turn.ahead).toBe(0);
  });

  it('serves a flood from one client one call a round, so a colleague waits one turn at most', async () => {
    const t = team();
    for (let i = 0; i < 2_000; i++) void t.send('loop');
    await t.clock.advanceTo(100);
    for (let i = 0; i < 3; i++) void t.send('ana');
    await t.clock.advanceTo(6 * INTERVAL);
    // The flood's next call was already in the round when Ana came: she waits that one turn, no more.
    expect(t.order()).toBe('loop loop ana loop ana loop ana');
  });

  it('gives the turn of a client that went away to the next in line, with no turn lost', async () => {
    const t = team();
    const gone = new AbortController();
    void t.send('ana');
    void t.send('ben', { signal: gone.signal });
    void t.send('cy');
    await t.clock.advanceTo(1_000);
    gone.abort();
    await t.clock.advanceTo(2 * INTERVAL);
    expect(t.refused.map((r) => [r.who, r.error instanceof TurnAbortedError])).toEqual([['ben', true]]);
    expect(t.log.map((l) => [l.who, l.at])).toEqual([
      ['ana', 0],
      ['cy', INTERVAL],
    ]);
  });

  it('keeps the other calls of a client that gave up one of them in their places', async () => {
    const t = team();
    const stopped = new AbortController();
    void t.send('ana');
    void t.send('ben', { signal: stopped.signal });
    void t.send('cy');
    void t.send('ben');
    stopped.abort();
    await t.clock.advanceTo(2 * INTERVAL);
    expect(t.order()).toBe('ana ben cy');
  });

  it('refuses a call over the bound of waiting calls, but never a colleague because of a flood', async () => {
    const t = team({ maxWaiting: 5 });
    for (let i = 0; i < 6; i++) void t.send('loop');
    await t.clock.advanceTo(1);
    // The first went at once; five wait, the bound: the flood's next call is refused.
    void t.send('loop');
    // A colleague still gets in: the flood's newest call gives up its place.
    void t.send('ana');
    await t.clock.advanceTo(2);
    expect(t.refused.map((r) => r.who)).toEqual(['loop', 'loop']);
    expect(t.refused.every((r) => r.error instanceof QueueFullError)).toBe(true);
    expect(t.refused[0]?.error).toMatchObject({
      message: 'Too many calls are waiting for this key (5): try again later.',
    });
    await t.clock.advanceTo(2 * INTERVAL);
    expect(t.order()).toBe('loop loop ana');
  });

  it('holds every client of the key for a 429 that came all the same, with the margin over its Retry-After', async () => {
    const t = team();
    void t.send('ana');
    await t.clock.advanceTo(500);
    // Another machine used the key: the service asks for 10 s.
    t.budgets.rateLimited({ key: 'key-1', env: 'demo', timeScale: 1, kind: 'execute' }, 10_000);
    void t.send('ana');
    void t.send('ben');
    await t.clock.advanceTo(30_000);
    expect(t.log.map((l) => [l.who, l.at])).toEqual([
      ['ana', 0],
      ['ana', 500 + 10_200],
      ['ben', 500 + 10_200 + INTERVAL],
    ]);
  });

  it('lets three CreateToken calls go at once and the fourth a window after the first', async () => {
    const t = team();
    for (const who of ['ana', 'ben', 'cy', 'dee']) void t.send(who, { kind: 'token' });
    await t.clock.advanceTo(TOKEN_WINDOW);
    expect(t.log.map((l) => [l.who, l.at])).toEqual([
      ['ana', 0],
      ['ben', 0],
      ['cy', 0],
      ['dee', TOKEN_WINDOW],
    ]);
  });

  it("keeps each key's budget apart, and the token calls apart from the pages", async () => {
    const t = team();
    void t.send('ana', { key: 'key-1' });
    void t.send('ben', { key: 'key-2' });
    void t.send('cy', { key: 'key-1', kind: 'token' });
    await t.clock.advanceTo(0);
    expect(t.log.map((l) => [l.who, l.at])).toEqual([
      ['ana', 0],
      ['ben', 0],
      ['cy', 0],
    ]);
  });

  it('tells each call its place, its wait, how many share the key and when its next page would go', async () => {
    const t = team();
    void t.send('ana');
    void t.send('ben');
    void t.send('cy');
    await t.clock.advanceTo(2 * INTERVAL);
    const turn = (who: string) => t.log.find((l) => l.who === who)?.turn;
    expect(turn('ana')).toMatchObject({ ahead: 0, waitedMs: 0, clients: 1, nextInMs: INTERVAL });
    // Ben went with Cy still waiting: two people on the key, and his next page waits for hers.
    expect(turn('ben')).toMatchObject({ ahead: 0, waitedMs: INTERVAL, clients: 2, nextInMs: 2 * INTERVAL });
    expect(turn('cy')).toMatchObject({ ahead: 1, waitedMs: 2 * INTERVAL, clients: 1, nextInMs: INTERVAL });
    // The key's calls in its quota window, everyone's together.
    expect([turn('ana'), turn('ben'), turn('cy')].map((x) => x?.window.calls)).toEqual([1, 2, 3]);
  });

  it('starts the demo keys’ quota windows over when the demo is reset, and leaves the other environments’', async () => {
    const t = team();
    void t.send('ana');
    void t.send('bo', { key: 'key-live', env: 'production' });
    await t.clock.advanceTo(1);
    t.budgets.forgetWindows('demo');
    void t.send('ana');
    void t.send('bo', { key: 'key-live', env: 'production' });
    await t.clock.advanceTo(2 * INTERVAL);
    const calls = (who: string) => t.log.filter((l) => l.who === who).map((l) => l.turn.window.calls);
    expect(calls('ana')).toEqual([1, 1]);
    expect(calls('bo')).toEqual([1, 2]);
  });

  it('forgets a key once nothing of it waits or matters any more', async () => {
    const t = team();
    void t.send('ana');
    void t.send('ana', { kind: 'token' });
    await t.clock.advanceTo(1);
    expect(t.budgets.keys).toBe(1);
    await t.clock.advanceTo(TOKEN_WINDOW + 1);
    expect(t.budgets.keys).toBe(0);
  });
});
