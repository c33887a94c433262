import {
  createServer,
  request,
  type IncomingHttpHeaders,
  type RequestListener,
  type Server,
} from 'node:http';
import { PRODUCTS, scaledLimits } from '../src/core/contract';
import type { SimulatedService } from '../src/sim/types';
import { addressUrl } from './app-server';
import type { BudgetClock } from './key-budget/key-budgets';
import { pickRequestHeaders, readBody, sendWebResponse } from './node-web';

/**
 * The simulated service as a plain node:http upstream (a stand-in for the real test service):
 * `onRequest` sees each request's target and body before the service answers.
 */
export function simulatedUpstream(
  sim: Pick<SimulatedService, 'fetch' | 'now'>,
  onRequest?: (target: string, body: Buffer) => void,
): RequestListener {
  return (req, res) => {
    // Judged by when it arrived, as the demo behind the app's server is (server/app-server.ts).
    const arrivedAt = sim.now();
    const answer = readBody(req, 1 << 20).then(async (body) => {
      onRequest?.(req.url ?? '', body);
      const headers = pickRequestHeaders(req, ['content-type', 'authorization', 'ocp-apim-subscription-key']);
      const init = { method: req.method, headers, body: body.length ? new Uint8Array(body) : null };
      const response = await sim.fetch(new Request(`http://upstream.test${req.url ?? ''}`, init), {
        arrivedAt,
      });
      await sendWebResponse(res, response, ['content-type', 'retry-after', 'date']);
    });
    answer.catch(() => res.destroy());
  };
}

/** What a loopback upstream received. */
export interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Upstream {
  url: string;
  seen: Seen[];
  close(): Promise<void>;
}

export type UpstreamAnswer = { status: number; headers?: Record<string, string>; body?: string } | 'hang';
type Answer = (seen: Seen) => UpstreamAnswer;

/** A plain node:http server on a free loopback port that records every request and answers `answer`. */
export async function startUpstream(answer: Answer): Promise<Upstream> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const s = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      };
      seen.push(s);
      const a = answer(s);
      if (a === 'hang') return;
      res.writeHead(a.status, a.headers ?? {});
      res.end(a.body ?? '');
    });
  });
  const url = await listenLoopback(server);
  return { url, seen, close: () => closeServer(server) };
}

export function listenLoopback(server: Server): Promise<string> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(addressUrl(server.address()))));
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body's bytes, as they came: an answer that is not text. */
  bytes: Buffer;
}

/**
 * One HTTP request with the request target sent exactly as given (fetch would normalise `..`, `%2e`
 * and backslashes away before they reach the server). Rejects if the connection drops.
 */
export function rawRequest(
  base: string,
  target: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({
      host: hostname,
      port,
      method: options.method ?? 'POST',
      path: target,
      headers: options.headers,
    });
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: bytes.toString(), bytes });
      });
    });
    req.end(options.body);
  });
}

/** Stands in for the demo where the simulated service itself is not under test: answers `{token:'demo'}`. */
export function fakeSimulatedService(seen: Request[] = []): SimulatedService {
  return {
    fetch: async (request) => {
      seen.push(request);
      return Response.json({ token: 'demo' });
    },
    calls: () => [],
    setFaults: () => undefined,
    reset: () => undefined,
    now: () => Date.now(),
    advanceClock: () => undefined,
    options: {
      seed: 1,
      limits: scaledLimits(0.5),
      tokenLifetimeMs: 60_000,
      quotas: PRODUCTS,
      newFamilyPageSize: 1000,
      volume: 1,
      maxRowsPerQuery: 1000,
      settleMs: 0,
      extraFieldsAndNulls: false,
      omitPageCount: false,
      faults: [],
      now: () => Date.now(),
    },
  };
}

/**
 * The keys' budget on a clock the test moves (`time.t`, shared with a demo on the same clock): its timers
 * fire only when the test says, so a test asserts the order of turns, never the machine's speed.
 */
export function manualBudgetClock(time: { t: number }) {
  let timers: { at: number; fire: () => void }[] = [];
  const clock: BudgetClock = {
    now: () => time.t,
    setTimer(fire, ms) {
      const timer = { at: time.t + ms, fire };
      timers.push(timer);
      return () => (timers = timers.filter((t) => t !== timer));
    },
  };
  return {
    clock,
    /** Moves the clock to the next timer and fires it: the next turn on the key. */
    fireNext() {
      const [next] = [...timers].sort((a, b) => a.at - b.at);
      if (!next) throw new Error('no timer set');
      timers = timers.filter((t) => t !== next);
      time.t = Math.max(time.t, next.at);
      next.fire();
    },
    /** Fires every timer due by now (after the test moved the clock itself). */
    fireDue() {
      for (const timer of [...timers].filter((t) => t.at <= time.t)) {
        timers = timers.filter((t) => t !== timer);
        timer.fire();
      }
    },
  };
}

/** Lets the sockets and the servers get on until `condition` holds (no fixed sleep: a turn of the loop at a time). */
export async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}
