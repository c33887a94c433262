import { describe, expect, it } from 'vitest';
import { KEY_QUEUE_HEADERS, keyQueueOf } from './key-queue';

describe("the server's word on its queue for the key", () => {
  it('reads the place, the wait, the people on the key and the next wait, in ms', () => {
    const headers = new Headers({
      [KEY_QUEUE_HEADERS.ahead]: '1',
      [KEY_QUEUE_HEADERS.waited]: '4.1',
      [KEY_QUEUE_HEADERS.clients]: '2',
      [KEY_QUEUE_HEADERS.next]: '8.2',
    });
    expect(keyQueueOf(headers)).toEqual({ ahead: 1, waitedMs: 4_100, clients: 2, nextInMs: 8_200 });
  });

  it('says nothing when no server paced the call, or when what it wrote is not readable', () => {
    expect(keyQueueOf(new Headers({ 'content-type': 'application/json' }))).toBeNull();
    const garbled = new Headers({
      [KEY_QUEUE_HEADERS.ahead]: 'soon',
      [KEY_QUEUE_HEADERS.waited]: '1',
      [KEY_QUEUE_HEADERS.clients]: '1',
      [KEY_QUEUE_HEADERS.next]: '1',
    });
    expect(keyQueueOf(garbled)).toBeNull();
  });
});
