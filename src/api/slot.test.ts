import { describe, expect, it } from 'vitest';
import { createMemoryLockManager } from './locks';
import { sleepUntil } from './sleep';
import { startUnderLock } from './slot';

const now = () => Date.now();
const HOLD = 20;
const take = (locks: ReturnType<typeof createMemoryLockManager>) =>
  startUnderLock(locks, 'key', HOLD, now, new AbortController().signal, () => true);

describe('a slot (one call start of a key, shared by every tab)', () => {
  it('stays held until the answer is in, then until the hold counted from when the request left', async () => {
    const locks = createMemoryLockManager();
    const first = await take(locks);
    const startedAt = now();
    const answered = first?.awaitAnswer();
    let nextAt = 0;
    const next = take(locks).then(() => (nextAt = now()));

    // The hold has passed, but the answer is not in: nobody may start yet.
    await sleepUntil(() => startedAt + 2 * HOLD, now);
    expect(nextAt).toBe(0);
    // The browser sent it 30 ms after its start: the hold is moved by as much.
    answered?.(30);
    await next;
    expect(nextAt - startedAt).toBeGreaterThanOrEqual(HOLD + 30);
  });

  it('without waiting for an answer, the next start comes once the hold is over', async () => {
    const locks = createMemoryLockManager();
    await take(locks);
    const startedAt = now();
    await take(locks);
    expect(now() - startedAt).toBeGreaterThanOrEqual(HOLD - 1);
  });
});
