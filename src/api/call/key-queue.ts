import { z } from 'zod';

/**
 * The headers of the app's server's queue for a key shared by a team (docs/environments.md#a-team-on-one-key):
 * the server writes them, the client reads them. A client says it is background work with the request
 * header; every answer of a call the server paced carries the others.
 */
export const KEY_QUEUE_HEADERS = {
  /** Request: `background` or `interactive` (the default). */
  priority: 'key-queue-priority',
  /**
   * Request: a random name of the client, the same on all its calls (`queueClientId`), so that the server
   * knows an analyst whose bearer token was renewed as the same client, who keeps her place in the turns.
   */
  client: 'key-queue-client',
  /** Calls of the key due before this one when it reached the server. */
  ahead: 'key-queue-ahead',
  /** Seconds this call waited in the server for its turn. */
  waited: 'key-queue-waited',
  /** Clients with calls waiting on the key when this one went, this one included. */
  clients: 'key-queue-clients',
  /** Seconds this client's next call would wait, were it sent at once. */
  next: 'key-queue-next',
  /** Calls the server sent of the key in the 12-hour quota window, all its clients together, this one included. */
  calls: 'key-queue-calls',
  /** Seconds until that window renews. */
  renews: 'key-queue-renews',
} as const;

/** A new client's name for KEY_QUEUE_HEADERS.client: 128 random bits, no secret and nothing of the key. */
export function queueClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** What a server takes as a client's name: what queueClientId makes, or a name of the same kind. */
export const QUEUE_CLIENT_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** `fetch` with one request header set on every call it makes. */
export const withRequestHeader =
  (fetch: (request: Request) => Promise<Response>, name: string, value: string) => (request: Request) => {
    const headers = new Headers(request.headers);
    headers.set(name, value);
    return fetch(new Request(request, { headers }));
  };

const count = z.coerce.number().int().min(0);
const seconds = z.coerce
  .number()
  .min(0)
  .transform((s) => s * 1000);
const keyQueueSchema = z.object({ ahead: count, waitedMs: seconds, clients: count, nextInMs: seconds });
export type KeyQueue = z.infer<typeof keyQueueSchema>;

/** What the server's queue said of this call, or null when no server paced it (a direct environment). */
export function keyQueueOf(headers: Headers): KeyQueue | null {
  const read = (name: string) => headers.get(name) ?? undefined;
  const parsed = keyQueueSchema.safeParse({
    ahead: read(KEY_QUEUE_HEADERS.ahead),
    waitedMs: read(KEY_QUEUE_HEADERS.waited),
    clients: read(KEY_QUEUE_HEADERS.clients),
    nextInMs: read(KEY_QUEUE_HEADERS.next),
  });
  return parsed.success ? parsed.data : null;
}

const keyCallsSchema = z.object({ calls: count, renewsInMs: seconds });
export type KeyCalls = z.infer<typeof keyCallsSchema>;

/** The key's calls of all its users in the quota window, as the server counted them; null without a server. */
export function keyCallsOf(headers: Headers): KeyCalls | null {
  const parsed = keyCallsSchema.safeParse({
    calls: headers.get(KEY_QUEUE_HEADERS.calls) ?? undefined,
    renewsInMs: headers.get(KEY_QUEUE_HEADERS.renews) ?? undefined,
  });
  return parsed.success ? parsed.data : null;
}
