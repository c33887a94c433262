import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryLockManager } from '../locks';
import { startUnderLock } from './slot';

const now = () => Date.now();
const HOLD = 20;
const take = (locks: ReturnType<typeof createMemoryLockManager>) =>
  startUnderLock(locks, 'key', HOLD, now, new AbortController().signal, () => true);

// A fake clock: time moves only when the test lets the timers run. On the wall clock a loaded machine
// could deschedule the process between the slot's start and the test's reading of the clock, so the
// test measured from a later instant than the hold did.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a slot (one call start of a key, shared by every tab)', () => {
  it('stays held until the answer is in, then until the hold counted from when the request left', async () => {
    const locks = createMemoryLockManager();
    const first = await take(locks);
    const startedAt = now();
    const answered = first?.awaitAnswer();
    let nextAt = 0;
    const next = take(locks).then(() => (nextAt = now()));

    // The hold has passed, but the answer is not in: nobody may start yet.
    await vi.advanceTimersByTimeAsync(2 * HOLD);
    expect(nextAt).toBe(0);
    // The browser sent it 30 ms after its start: the hold is moved by as much.
    answered?.(30);
    await vi.runAllTimersAsync();
    await next;
    expect(nextAt - startedAt).toBeGreaterThanOrEqual(HOLD + 30);
  });

  it('without waiting for an answer, the next start comes once the hold is over', async () => {
    const locks = createMemoryLockManager();
    await take(locks);
    const startedAt = now();
    const nextAt = take(locks).then(() => now());
    await vi.runAllTimersAsync();
    // The full hold: on the fake clock no timer fires a millisecond early, as one may on the wall clock.
    expect((await nextAt) - startedAt).toBeGreaterThanOrEqual(HOLD);
  });
});
