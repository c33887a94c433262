import { describe, expect, it } from 'vitest';
import { createMemoryLockManager, lockNameFor } from './locks';

const deferred = () => {
  let release = () => {};
  const done = new Promise<void>((r) => (release = r));
  return { done, release };
};

describe('createMemoryLockManager', () => {
  it('grants one holder at a time, in the order asked', async () => {
    const locks = createMemoryLockManager();
    const order: string[] = [];
    const first = deferred();
    const a = locks.request('k', {}, async () => {
      order.push('a');
      await first.done;
    });
    const b = locks.request('k', {}, async () => void order.push('b'));
    const c = locks.request('k', {}, async () => void order.push('c'));
    expect(order).toEqual(['a']);
    first.release();
    await Promise.all([a, b, c]);
    expect(order).toEqual(['a', 'b', 'c']);
  });

  it('lets an aborted waiter leave the queue without running', async () => {
    const locks = createMemoryLockManager();
    const ran: string[] = [];
    const first = deferred();
    const held = locks.request('k', {}, () => first.done);
    const stop = new AbortController();
    const aborted = locks.request('k', { signal: stop.signal }, async () => void ran.push('aborted'));
    const next = locks.request('k', {}, async () => void ran.push('next'));
    stop.abort();
    await expect(aborted).rejects.toBeDefined();
    first.release();
    await Promise.all([held, next]);
    expect(ran).toEqual(['next']);
  });

  it('keeps different names independent', async () => {
    const locks = createMemoryLockManager();
    const first = deferred();
    const held = locks.request('a', {}, () => first.done);
    await expect(locks.request('b', {}, async () => 'b ran')).resolves.toBe('b ran');
    first.release();
    await held;
  });
});

describe('lockNameFor', () => {
  it('never shows the key, and is stable for one key', async () => {
    const key = 'demo\nmy-access-token';
    const name = await lockNameFor(key);
    expect(name).not.toContain('my-access-token');
    expect(name).not.toContain('demo');
    expect(await lockNameFor(key)).toBe(name);
    expect(await lockNameFor('demo\nother-token')).not.toBe(name);
  });
});
