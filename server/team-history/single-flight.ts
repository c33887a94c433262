import type { OutgoingHttpHeaders } from 'node:http';

/** An answer to share: its status, the headers the proxy returns of it, and its body. */
export interface SharedAnswer {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/**
 * How long a 2xx answer stays shared after it came: colleagues who started together drift apart by
 * seconds (each browser's own work between pages), and one a few pages behind still takes it. A few
 * seconds' sharing was measured to buy most pages twice (docs/measurements.md#the-teams-history).
 */
export const SHARED_FOR_MS = 60_000;
/** Bytes of shared answers kept at most: past it the oldest is forgotten first. */
export const SHARED_MAX_BYTES = 64 * 1024 * 1024;

interface Flight {
  answer: Promise<SharedAnswer | null>;
  /** Who asked it (the lead and each follower): one of them asking again is retrying it. */
  askers: Set<string>;
}

/** The first caller of a page sends it and says how it went (null: not shared); the others wait for that. */
export type Lead = { role: 'lead'; settle(answer: SharedAnswer | null): void };
export type Seat = Lead | { role: 'follow'; answer: Promise<SharedAnswer | null> };

/**
 * One call to the service for the same page asked by several people at once (docs/architecture.md#the-teams-history):
 * the first request of a page goes on to wait its turn and be sent; the others, until its answer comes
 * and for a minute after (within a bound of memory), wait for it instead. Only a 2xx answer is shared: a refusal, a failure or
 * a client gone settles null, and each follower goes on its own (or leads the next try).
 */
export function createSingleFlight(
  setTimer: (fire: () => void, ms: number) => () => void,
  bounds: { forMs: number; maxBytes: number } = { forMs: SHARED_FOR_MS, maxBytes: SHARED_MAX_BYTES },
) {
  const flights = new Map<string, Flight>();
  /** Settled answers kept, oldest first, with their bytes. */
  const kept = new Map<string, { flight: Flight; bytes: number }>();
  let keptBytes = 0;
  const forget = (key: string, flight: Flight) => {
    if (flights.get(key) === flight) flights.delete(key);
    const held = kept.get(key);
    if (held?.flight === flight) {
      kept.delete(key);
      keptBytes -= held.bytes;
    }
  };
  const keep = (key: string, flight: Flight, bytes: number) => {
    kept.set(key, { flight, bytes });
    keptBytes += bytes;
    for (const [oldKey, old] of kept) {
      if (keptBytes <= bounds.maxBytes) break;
      forget(oldKey, old.flight);
    }
  };

  return {
    /**
     * A seat for the page named `key` (its environment, path and body), asked by `asker`. One who was given
     * the shared answer and asks again is retrying it (a client never asks a page twice otherwise: a page
     * answered wrong, such as the page before replayed by a gateway): the answer is forgotten, and the
     * retry leads a call of its own.
     */
    take(key: string, asker = ''): Seat {
      const current = flights.get(key);
      if (current && asker !== '' && current.askers.has(asker)) forget(key, current);
      else if (current) {
        current.askers.add(asker);
        return { role: 'follow', answer: current.answer };
      }
      let resolve: (answer: SharedAnswer | null) => void = () => undefined;
      const flight: Flight = { answer: new Promise((r) => (resolve = r)), askers: new Set([asker]) };
      flights.set(key, flight);
      let settled = false;
      return {
        role: 'lead',
        settle(answer) {
          if (settled) return;
          settled = true;
          resolve(answer);
          if (answer === null) return forget(key, flight);
          keep(key, flight, answer.body.length);
          setTimer(() => forget(key, flight), bounds.forMs);
        },
      };
    },
    /** Pages shared or in flight now. */
    get size() {
      return flights.size;
    },
    /** Bytes of the settled answers kept for sharing. */
    get keptBytes() {
      return keptBytes;
    },
  };
}

export type SingleFlight = ReturnType<typeof createSingleFlight>;
