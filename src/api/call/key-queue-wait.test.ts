import { describe, expect, it } from 'vitest';
import { createReportingClient } from '../client';
import { createMemoryLockManager } from '../locks';
import { BASIC, DEMO_ENV, dialogsQuery, TEST_LIMITS } from '../../testing/sim-fixture';
import type { WaitEvent } from '../types';
import { KEY_QUEUE_HEADERS } from './key-queue';
import { sharedKeyWait } from './key-queue-wait';

const OWN = 4_100;

describe('the wait on a shared key, said in words', () => {
  it('is said when colleagues wait on the key too, with the time the server gave', () => {
    expect(sharedKeyWait({ clients: 2, nextAt: 18_200 }, 10_000, OWN)).toEqual({
      kind: 'shared-key',
      clients: 2,
      until: 18_200,
    });
  });

  it('is said for a client alone only when the key waits longer than its own pace (a 429 holds it)', () => {
    expect(sharedKeyWait({ clients: 1, nextAt: 14_000 }, 10_000, OWN)).toBeNull();
    expect(sharedKeyWait({ clients: 1, nextAt: 20_000 }, 10_000, OWN)).toMatchObject({ clients: 1 });
  });

  it('is not said when the next page goes about at once, or when no server paces the key', () => {
    expect(sharedKeyWait({ clients: 3, nextAt: 10_500 }, 10_000, OWN)).toBeNull();
    expect(sharedKeyWait(null, 10_000, OWN)).toBeNull();
  });
});

describe('a client behind the app’s server', () => {
  it('tells the run, as its next page goes, how many share the key and when that page comes; and counts the team', async () => {
    const queues = [
      { clients: '2', next: '8.2' },
      { clients: '1', next: '0' },
    ];
    const fetch = (request: Request) => {
      if (request.url.includes('/CreateToken')) return Promise.resolve(Response.json({ token: 't' }));
      const left = queues.length;
      const queue = queues.shift() ?? { clients: '1', next: '0' };
      const headers = {
        [KEY_QUEUE_HEADERS.ahead]: '0',
        [KEY_QUEUE_HEADERS.waited]: '0',
        [KEY_QUEUE_HEADERS.clients]: queue.clients,
        [KEY_QUEUE_HEADERS.next]: queue.next,
        // Every user's calls of the key in its window, as the server counted them: 40 before these pages.
        [KEY_QUEUE_HEADERS.calls]: String(43 - left),
        [KEY_QUEUE_HEADERS.renews]: '3600',
      };
      const body = {
        isValid: true,
        errors: [],
        pageCount: left,
        lastDocument: `c${left}`,
        result: [{ id: left }],
      };
      return Promise.resolve(Response.json(body, { headers }));
    };
    const client = createReportingClient({
      environment: DEMO_ENV,
      fetch,
      limits: TEST_LIMITS,
      locks: createMemoryLockManager(),
    });
    await client.signIn(BASIC);
    const said: { page: number; wait: WaitEvent }[] = [];
    let page = 1;
    const started = Date.now();
    for await (const p of client.pages(dialogsQuery, {
      onWait: (wait) => wait.kind === 'shared-key' && said.push({ page, wait }),
    }))
      page = p.index + 1;
    expect(said).toHaveLength(1);
    expect(said[0]).toMatchObject({ page: 2, wait: { kind: 'shared-key', clients: 2 } });
    const until = said[0]?.wait.kind === 'shared-key' ? said[0].wait.until - started : 0;
    expect(until).toBeGreaterThanOrEqual(8_200);
    expect(until).toBeLessThan(8_200 + 5_000);
    expect(client.usage()).toMatchObject({ calls: 4, team: { calls: 43 } });
  });
});
