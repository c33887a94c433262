// A team on one key through the app's server (docs/environments.md#a-team-on-one-key): three clients at
// once, on the real clock; then the proxy's own cost per call with 100 calls of a key waiting in it.
import { createServer, type Server } from 'node:http';
import { KEY_QUEUE_HEADERS } from '../src/api/call/key-queue';
import { createReportingClient } from '../src/api/client';
import { clientLimits, clientWindows } from '../src/api/client-limits';
import { createMemoryLockManager } from '../src/api/locks';
import type { ReportQuery } from '../src/api/types';
import { scaledLimits } from '../src/core/contract';
import { createSimulatedService, DEMO_CREDENTIALS } from '../src/sim';
import { createAppServer, listen } from '../server/app-server';
import { loadServerConfig } from '../server/config';
import { createServerLog } from '../server/log';
import { readBody, sendWebResponse } from '../server/node-web';
import { metric, type Bench } from './metric';

const MARCH = { startDate: '2026-03-01 00:00:00', endDate: '2026-03-31 23:59:59' };
const DIALOGS: ReportQuery = { reportKey: 'dialogs', ...MARCH };
/** Real clock: at any smaller scale the client's 100 ms margin floor, not the server, would bound the rate. */
const TEAM_CALLS = 11;
/** The second part's scale: 4 s -> 40 ms, a turn every 140 ms (the margin's floor rules), a token lives 36 s. */
const LATENCY_SCALE = 0.01;
const INTERVAL_AT_SCALE = 4_000 * LATENCY_SCALE;
const TOKEN_WINDOW_AT_SCALE = 60_000 * LATENCY_SCALE;
const WAITING = 100;
const MEASURED = 40;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const closed = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

/** What the server said of each answer: the seconds the call waited its turn, per client. */
function watchedFetch(waits: number[], background: boolean) {
  return async (request: Request) => {
    const headers = new Headers(request.headers);
    if (background) headers.set(KEY_QUEUE_HEADERS.priority, 'background');
    const response = await fetch(new Request(request, { headers }));
    const waited = Number(response.headers.get(KEY_QUEUE_HEADERS.waited));
    if (request.url.includes('/ExecuteReport/') && Number.isFinite(waited)) waits.push(waited * 1000);
    return response;
  };
}

/**
 * The nightly extraction pages on (background); Ana, then Ben, ask a 3-page question meanwhile. Each is a
 * client of its own (its own throttle and locks: another browser, another machine), all on the demo's key.
 */
async function threeClients() {
  const demo = createSimulatedService();
  const app = createAppServer({
    config: loadServerConfig({}, { port: 0 }),
    demo,
    log: createServerLog({ echo: false }),
  });
  const base = await listen(app, '127.0.0.1', 0);
  const environment = {
    name: 'demo',
    label: 'Demo',
    mode: 'proxy' as const,
    baseUrl: `${base}env/demo`,
    timeScale: 1,
  };
  const client = (waits: number[], background: boolean) =>
    createReportingClient({
      environment,
      fetch: watchedFetch(waits, background),
      locks: createMemoryLockManager(),
    });
  const waits = { extraction: [] as number[], ana: [] as number[], ben: [] as number[] };
  const clients = {
    extraction: client(waits.extraction, true),
    ana: client(waits.ana, false),
    ben: client(waits.ben, false),
  };
  await Promise.all(Object.values(clients).map((c) => c.signIn({ ...DEMO_CREDENTIALS })));
  const startedAt = demo.calls().length;
  const executed = () =>
    demo
      .calls()
      .slice(startedAt)
      .filter((c) => c.operation === 'ExecuteReport');

  const stop = new AbortController();
  let extractionPages = 0;
  const question = async (who: 'ana' | 'ben', afterPages: number) => {
    while (extractionPages < afterPages) await new Promise((r) => setTimeout(r, 20));
    let pages = 0;
    for await (const _ of clients[who].pages(DIALOGS)) if (++pages === 3) break;
  };
  const extraction = (async () => {
    try {
      for await (const _ of clients.extraction.pages(
        { ...DIALOGS, startDate: '2026-01-01 00:00:00' },
        { signal: stop.signal },
      ))
        extractionPages++;
    } catch (e) {
      if (!stop.signal.aborted) throw e;
    }
  })();
  await Promise.all([question('ana', 2), question('ben', 3)]);
  while (executed().length < TEAM_CALLS) await new Promise((r) => setTimeout(r, 50));
  stop.abort();
  await extraction;
  await closed(app);

  const calls = executed();
  const first = calls[0]?.at ?? 0;
  const last = calls.at(-1)?.at ?? 0;
  return {
    calls: calls.length,
    spanMs: last - first,
    tooMany: calls.filter((c) => c.status === 429).length,
    interactiveWaits: [...waits.ana, ...waits.ben],
    extractionPages,
  };
}

/** The simulated service as an upstream of its own (the real service's place), reached over HTTP. */
function upstreamOf(sim: ReturnType<typeof createSimulatedService>): Server {
  return createServer((req, res) => {
    const arrivedAt = sim.now();
    void readBody(req, 1 << 20).then(async (body) => {
      const headers = new Headers();
      for (const name of ['content-type', 'authorization', 'ocp-apim-subscription-key']) {
        const value = req.headers[name];
        if (typeof value === 'string') headers.set(name, value);
      }
      const init = { method: req.method, headers, body: body.length ? new Uint8Array(body) : null };
      const answer = await sim.fetch(new Request(`http://upstream.bench${req.url ?? ''}`, init), {
        arrivedAt,
      });
      await sendWebResponse(res, answer, ['content-type', 'retry-after', 'date']);
    });
  });
}

const API = '/api/ServiceReporting';
const post = (url: string, body: unknown, token?: string, signal?: AbortSignal) =>
  fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      // The premium product: the basic one's 100 MB is not meant for a bench.
      'Ocp-Apim-Subscription-Key': DEMO_CREDENTIALS.subscriptionKey,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
    signal,
  });
async function tokenAt(url: string): Promise<string> {
  const json: unknown = await (await post(`${url}${API}/CreateToken`, DEMO_CREDENTIALS)).json();
  const token = typeof json === 'object' && json !== null && 'token' in json ? json.token : null;
  if (typeof token !== 'string') throw new Error('no token');
  return token;
}
// A legacy report in pages of 40 rows: the upstream's own work per call stays small beside the proxy's.
const executeAt = (url: string) => `${url}${API}/ExecuteReport/1234/34175227-42BE-4A59-8B95-6F2EE6C14849`;
const SMALL_PAGE = { ...MARCH, size: 40 };

/**
 * The proxy's own time per call: a call's round trip through the app's server, less the wait its answer
 * says it spent in the queue, against the same call's round trip straight to the upstream.
 */
async function proxyLatency() {
  const sim = createSimulatedService({ limits: scaledLimits(LATENCY_SCALE) });
  const upstream = upstreamOf(sim);
  const upstreamUrl = (await listen(upstream, '127.0.0.1', 0)).replace(/\/$/, '');
  const config = loadServerConfig({ REPORTING_TEST_URL: upstreamUrl }, { port: 0 });
  const app = createAppServer({
    config,
    demo: createSimulatedService(),
    log: createServerLog({ echo: false }),
    upstreamTimeScale: LATENCY_SCALE,
  });
  const viaUrl = `${await listen(app, '127.0.0.1', 0)}env/test`;

  // Straight to the upstream, one call after the other, spaced past its (scaled) interval; the server is idle.
  const directToken = await tokenAt(upstreamUrl);
  const direct: number[] = [];
  for (let i = 0; i < 30; i++) {
    const t0 = performance.now();
    const answer = await post(executeAt(upstreamUrl), SMALL_PAGE, directToken);
    await answer.arrayBuffer();
    direct.push(performance.now() - t0);
    if (answer.status !== 200) throw new Error(`the upstream answered ${answer.status}`);
    await new Promise((r) => setTimeout(r, 2 * INTERVAL_AT_SCALE));
  }
  // The key's windows (the token's is the longest) pass before the server starts sending on it.
  await new Promise((r) => setTimeout(r, 2 * TOKEN_WINDOW_AT_SCALE));

  // Ten clients of one key keep WAITING calls in the server: each answer is followed by a new call. The
  // calls of the first burst are not measured (they queued in the sockets too); those sent once the queue
  // was full are, each having arrived with about WAITING calls ahead of it.
  // A token lives an hour, scaled: 36 s. A client whose token expired takes a new one, once for all its calls.
  const tokens: Promise<string>[] = [];
  for (let i = 0; i < 10; i++) tokens.push(Promise.resolve(await tokenAt(viaUrl)));
  const added: number[] = [];
  const ahead: number[] = [];
  let upstream429 = 0;
  let sent = 0;
  const keepGoing = () => added.length < MEASURED;
  const caller = async (client: number) => {
    while (keepGoing()) {
      const token = await (tokens[client] ?? Promise.reject(new Error('no client')));
      const burst = sent++ < WAITING;
      const t0 = performance.now();
      const answer = await post(executeAt(viaUrl), SMALL_PAGE, token);
      await answer.arrayBuffer();
      const rtt = performance.now() - t0;
      // The upstream judges a call by when it read it, in this same busy process: a stall of more than the
      // margin (100 ms) between two sends brings them closer than its interval. Counted, not measured.
      if (answer.status === 401) {
        if ((await tokens[client]) === token) tokens[client] = tokenAt(viaUrl);
        continue;
      }
      if (answer.status === 429) upstream429++;
      else if (answer.status !== 200) throw new Error(`answered ${answer.status}`);
      const waited = Number(answer.headers.get(KEY_QUEUE_HEADERS.waited)) * 1000;
      if (burst || answer.status !== 200 || !keepGoing()) continue;
      added.push(rtt - waited);
      ahead.push(Number(answer.headers.get(KEY_QUEUE_HEADERS.ahead)));
    }
  };
  await Promise.all(Array.from({ length: WAITING }, (_, i) => caller(i % tokens.length)));
  await closed(app);
  await closed(upstream);
  const directMs = median(direct);
  return {
    directMs,
    addedMs: median(added) - directMs,
    throughMs: median(added),
    aheadOnArrival: median(ahead),
    upstream429,
  };
}

const run: Bench = async () => {
  const team = await threeClients();
  const w = clientWindows(clientLimits(1));
  const rate = ((team.calls - 1) * w.otherIntervalMs) / team.spanMs;
  const longest = Math.max(...team.interactiveWaits);
  console.info(
    `real clock: ${team.calls} ExecuteReport calls of one key in ${(team.spanMs / 1000).toFixed(1)} s from three clients ` +
      `(an extraction in the background, ${team.extractionPages} pages; Ana and Ben 3 pages each), ${team.tooMany} answered 429; ` +
      `longest wait of an interactive page ${(longest / 1000).toFixed(2)} s = ${(longest / w.clientIntervalMs).toFixed(2)} turns of ${w.clientIntervalMs / 1000} s`,
  );
  const latency = await proxyLatency();
  console.info(
    `scaled clock (x${LATENCY_SCALE}: a turn every ${clientWindows(clientLimits(LATENCY_SCALE)).clientIntervalMs} ms): ` +
      `${WAITING} calls kept waiting, ${MEASURED} measured once the queue was full (a median ${latency.aheadOnArrival} due ahead on arrival); ` +
      `round trip less the queue's wait ${latency.throughMs.toFixed(2)} ms through the server, ${latency.directMs.toFixed(2)} ms straight to the upstream (medians; client, server and upstream share this one process); ${latency.upstream429} answered 429 by the upstream`,
  );
  return [
    metric("team: calls per 4 s against the key's limit (three clients)", rate, 'ratio', 0.95, 'higher'),
    metric('team: 429 answers (pacing)', team.tooMany, 'count', 0, 'lower'),
    metric(
      'team: longest wait of an interactive page behind a background extraction',
      longest / w.clientIntervalMs,
      'turns',
      2,
      'lower',
    ),
    metric(
      `proxy added latency per call at ${WAITING} waiting calls (median)`,
      latency.addedMs,
      'ms',
      5,
      'lower',
    ),
  ];
};
export default run;
