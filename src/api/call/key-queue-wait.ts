import type { WaitEvent } from '../types';
import type { KeyQueue } from './key-queue';

/** What the server last said of this client's place on its key: who shares it, and when the next call goes. */
export interface KeyQueueTold {
  clients: number;
  nextAt: number;
}

export const toldAt = (queue: KeyQueue, answeredAt: number): KeyQueueTold => ({
  clients: queue.clients,
  nextAt: answeredAt + queue.nextInMs,
});

/**
 * The wait to say in words as the next call goes to the server: when others wait on the key too, or when
 * the key's turn is further off than this client's own pace would put it (a 429 holds the key). Null for a
 * wait too short to read, or one of the client's own pace alone: that is the throttle's, which goes unsaid.
 */
export function sharedKeyWait(
  told: KeyQueueTold | null | undefined,
  now: number,
  ownIntervalMs: number,
): Extract<WaitEvent, { kind: 'shared-key' }> | null {
  if (!told) return null;
  const left = told.nextAt - now;
  if (left < ownIntervalMs / 4) return null;
  if (told.clients < 2 && left <= ownIntervalMs) return null;
  return { kind: 'shared-key', clients: told.clients, until: told.nextAt };
}
