import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGate } from './gate';
import { clientLimitsSchema, clientWindows } from '../client-limits';
import { createMemoryLockManager } from '../locks';
import { createThrottle } from './throttle';

// 4 s -> 20 ms (+5 ms margin); 60 s -> 300 ms (+15 ms margin).
const limits = clientLimitsSchema.parse({ timeScale: 0.005, minSafetyMarginMs: 5 });
const w = clientWindows(limits);
const now = () => Date.now();

// A fake clock: time moves only when the test lets the timers run, never while the code between a grant
// and the test's own reading of the clock runs. On the wall clock a loaded machine could deschedule the
// process in between, and the starts the test noted came closer together than the grants were.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Lets every hold and wait run to its end on the fake clock, then settles what `work` waits for. */
async function settled<T>(work: Promise<T>): Promise<T> {
  await vi.runAllTimersAsync();
  return work;
}

const setup = (locks = createMemoryLockManager(), gate = createGate()) =>
  createThrottle({ locks, lockName: 'test-key', limits, gate, now });

const gaps = (starts: number[]) => starts.slice(1).map((t, i) => t - (starts[i] ?? 0));

describe('throttle, every other call', () => {
  // The bound asserted is the service's own window (the client keeps its margin over it).
  it('starts calls no closer than the interval, first come first served', async () => {
    const throttle = setup();
    const starts: [string, number][] = [];
    await settled(
      Promise.all(
        ['a', 'b', 'c', 'd'].map((name) => throttle.take('other').then(() => starts.push([name, now()]))),
      ),
    );
    expect(starts.map(([n]) => n)).toEqual(['a', 'b', 'c', 'd']);
    for (const gap of gaps(starts.map(([, t]) => t))) expect(gap).toBeGreaterThanOrEqual(w.otherIntervalMs);
  });

  it('lets an aborted waiter leave the queue; the others keep their turn', async () => {
    const throttle = setup();
    await throttle.take('other');
    const stop = new AbortController();
    const started: string[] = [];
    const b = throttle.take('other', stop.signal).then(() => started.push('b'));
    const c = throttle.take('other').then(() => started.push('c'));
    stop.abort();
    await expect(b).rejects.toMatchObject({ kind: 'aborted' });
    await settled(c);
    expect(started).toEqual(['c']);
  });

  it('starts nothing while paused, and resumes in order', async () => {
    const gate = createGate();
    const throttle = setup(createMemoryLockManager(), gate);
    await throttle.take('other');
    gate.pause();
    const started: [string, number][] = [];
    const waiting = ['b', 'c'].map((n) => throttle.take('other').then(() => started.push([n, now()])));
    // Well past the moment b could have started: nothing did.
    await vi.advanceTimersByTimeAsync(throttle.nextStartAt('other') + w.clientIntervalMs - now());
    expect(started).toEqual([]);
    const resumedAt = now();
    gate.resume();
    await settled(Promise.all(waiting));
    expect(started.map(([n]) => n)).toEqual(['b', 'c']);
    for (const [, t] of started) expect(t).toBeGreaterThanOrEqual(resumedAt);
  });

  it('shares one budget between two throttles of the same key (two tabs)', async () => {
    const locks = createMemoryLockManager();
    const tabA = setup(locks);
    const tabB = setup(locks);
    const starts: number[] = [];
    const take = (t: typeof tabA) => t.take('other').then(() => starts.push(now()));
    await settled(Promise.all([take(tabA), take(tabB), take(tabA), take(tabB), take(tabA)]));
    starts.sort((a, b) => a - b);
    for (const gap of gaps(starts)) expect(gap).toBeGreaterThanOrEqual(w.otherIntervalMs);
  });

  it('holds every caller of the key until a 429 wait is over', async () => {
    const throttle = setup();
    const slot = await throttle.take('other');
    const until = now() + 4 * w.clientIntervalMs;
    slot.holdUntil(until);
    const startedAt = throttle.take('other').then(() => now());
    expect(await settled(startedAt)).toBeGreaterThanOrEqual(until);
  });
});

describe('throttle, CreateToken', () => {
  it('never starts more than 3 calls in any window, across two tabs of the key', async () => {
    const locks = createMemoryLockManager();
    const tabs = [setup(locks), setup(locks)];
    const starts: number[] = [];
    await settled(
      Promise.all(
        Array.from({ length: 7 }, (_, i) => tabs[i % 2]?.take('token').then(() => starts.push(now()))),
      ),
    );
    starts.sort((a, b) => a - b);
    expect(starts).toHaveLength(7);
    for (let i = 3; i < starts.length; i++) {
      expect((starts[i] ?? 0) - (starts[i - 3] ?? 0)).toBeGreaterThanOrEqual(w.createTokenWindowMs);
    }
  });
});

describe('throttle behind the app server, which paces the key for the whole team', () => {
  it("starts the next call as soon as the answer is in: the server's wait is not doubled by the client's", async () => {
    const throttle = setup();
    const first = await throttle.take('other');
    const answered = first.awaitAnswer();
    await vi.advanceTimersByTimeAsync(3);
    answered(0);
    first.pacedByServer();
    const answeredAt = now();
    expect(throttle.nextStartAt('other')).toBe(answeredAt);
    expect(await settled(throttle.take('other').then(() => now()))).toBe(answeredAt);
  });

  it("still waits out a 429's Retry-After, in every run of the key", async () => {
    const throttle = setup();
    const first = await throttle.take('other');
    const answered = first.awaitAnswer();
    const startedAt = now();
    answered(0);
    first.pacedByServer();
    first.holdUntil(startedAt + 1_000);
    expect(await settled(throttle.take('other').then(() => now()))).toBe(startedAt + 1_000);
  });

  it('paces itself again when an answer comes without the server (a direct environment)', async () => {
    const throttle = setup();
    const first = await throttle.take('other');
    first.pacedByServer();
    first.awaitAnswer()(0);
    const second = throttle.take('other').then((slot) => ({ slot, at: now() }));
    const { slot, at } = await settled(second);
    slot.awaitAnswer()(0);
    expect(throttle.nextStartAt('other')).toBe(at + w.clientIntervalMs);
  });
});
