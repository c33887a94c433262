import type { OutgoingHttpHeaders } from 'node:http';

/** An answer to share: its status, the headers the proxy returns of it, and its body. */
export interface SharedAnswer {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/** How long a 2xx answer stays shared after it came: a colleague a page behind still takes it. */
export const SHARED_FOR_MS = 5_000;

interface Flight {
  answer: Promise<SharedAnswer | null>;
}

/** The first caller of a page sends it and says how it went (null: not shared); the others wait for that. */
export type Lead = { role: 'lead'; settle(answer: SharedAnswer | null): void };
export type Seat = Lead | { role: 'follow'; answer: Promise<SharedAnswer | null> };

/**
 * One call to the service for the same page asked by several people at once (docs/architecture.md#the-teams-history):
 * the first request of a page goes on to wait its turn and be sent; the others, until its answer comes
 * and for a few seconds after, wait for it instead. Only a 2xx answer is shared: a refusal, a failure or
 * a client gone settles null, and each follower goes on its own (or leads the next try).
 */
export function createSingleFlight(setTimer: (fire: () => void, ms: number) => () => void) {
  const flights = new Map<string, Flight>();

  return {
    /** A seat for the page named `key` (its environment, path and body). */
    take(key: string): Seat {
      const current = flights.get(key);
      if (current) return { role: 'follow', answer: current.answer };
      let resolve: (answer: SharedAnswer | null) => void = () => undefined;
      const flight: Flight = { answer: new Promise((r) => (resolve = r)) };
      flights.set(key, flight);
      let settled = false;
      return {
        role: 'lead',
        settle(answer) {
          if (settled) return;
          settled = true;
          resolve(answer);
          const forget = () => {
            if (flights.get(key) === flight) flights.delete(key);
          };
          if (answer === null) forget();
          else setTimer(forget, SHARED_FOR_MS);
        },
      };
    },
    /** Pages shared or in flight now. */
    get size() {
      return flights.size;
    },
  };
}

export type SingleFlight = ReturnType<typeof createSingleFlight>;
