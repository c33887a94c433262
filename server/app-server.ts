import { DEMO_ENV_NAME } from '../src/api/environments';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SimulatedService } from '../src/sim/types';
import { buildAppConfig } from './app-config';
import type { ServerConfig } from './config';
import { createServerLog, type ServerLog } from './log';
import { sendJson } from './node-web';
import { createKeyBudgets, type BudgetClock, type KeyBudgets } from './key-budget/key-budgets';
import { createKeyIdentity } from './key-budget/key-identity';
import { realBudgetClock } from './key-budget/real-clock';
import { handleEnvRequest } from './proxy';
import { isEnvTarget } from './routes';
import { devSecurityHeaders, securityHeaders } from './security-headers';
import { handleSimControl, isSimControlTarget } from './sim-control';
import { createStaticHandler } from './static';
import type { TeamStore } from './team-history/store-port';
import { createTeamServer } from './team-history/team-server';
import { handleTeamRequest } from './team-history/team-routes';
import { isTeamTarget } from './team-history/team-target';

export interface AppOptions {
  config: ServerConfig;
  /** The demo environment's simulated service. */
  demo: SimulatedService;
  log?: ServerLog;
  /** The built app (dist/); without it, requests the server does not own go to `next` or a 404. */
  staticRoot?: string;
  /** `dev` leaves out the Content-Security-Policy that Vite's inline refresh script would break. */
  headers?: 'strict' | 'dev';
  upstreamTimeoutMs?: number;
  maxBodyBytes?: number;
  /** The keys' budgets; by default on the real clock, with 1,000 waiting calls per key at most. */
  keyBudgets?: KeyBudgets;
  /**
   * The configured environments' time scale for their budgets: 1, the real service's windows. Only a
   * test whose upstream is a simulated service on a faster scale sets it.
   */
  upstreamTimeScale?: number;
  /**
   * Where the team's history is kept (docs/architecture.md#the-teams-history); without it the server
   * keeps none, and no environment has one.
   */
  teamStore?: TeamStore;
  /**
   * The clock of the team's history (idle runs, shared answers, a real service's proofs' age; the demo's
   * proofs age on the demo's clock, as its tokens do): the real one but in tests.
   */
  teamClock?: BudgetClock;
}

export type Handler = (req: IncomingMessage, res: ServerResponse, next?: () => void) => void;

/** The routes both servers share: /app-config.json, /env/<name>/..., /__sim/... and (serve) the app. */
export function createRequestHandler(options: AppOptions): Handler {
  const { config, demo, log = createServerLog() } = options;
  const appConfigJson = JSON.stringify(
    buildAppConfig(
      config,
      { timeScale: demo.options.limits.timeScale, settleMinutes: demo.options.settleMs / 60_000 },
      { teamHistory: options.teamStore !== undefined },
    ),
  );
  const direct = config.environments.filter((e) => e.mode === 'direct').map((e) => e.origin);
  const headers = options.headers === 'dev' ? devSecurityHeaders() : securityHeaders(direct);
  const serveStatic = options.staticRoot ? createStaticHandler(options.staticRoot) : null;
  const proxy = {
    environments: new Map(config.environments.map((e) => [e.name, e])),
    demo,
    log,
    upstreamTimeoutMs: options.upstreamTimeoutMs ?? 120_000,
    maxBodyBytes: options.maxBodyBytes ?? 64 * 1024,
    budgets: options.keyBudgets ?? createKeyBudgets({ clock: realBudgetClock }),
    identity: createKeyIdentity(),
    upstreamTimeScale: options.upstreamTimeScale ?? 1,
    team: options.teamStore ? teamServer(options, options.teamStore, log) : null,
  };

  async function route(req: IncomingMessage, res: ServerResponse, arrivedAt: number, next?: () => void) {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const url = req.url ?? '';
    // Only origin-form targets ("/path"): an absolute URL or "//host" never names where to go.
    if (!url.startsWith('/') || url.startsWith('//'))
      return sendJson(
        res,
        400,
        { message: 'The request target must be a path.' },
        { 'Cache-Control': 'no-store' },
      );
    if (url.split('?')[0] === '/app-config.json') {
      if (req.method !== 'GET' && req.method !== 'HEAD')
        return sendJson(res, 405, { message: 'GET only.' }, { Allow: 'GET, HEAD' });
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      return void res.end(req.method === 'HEAD' ? undefined : appConfigJson);
    }
    if (isEnvTarget(url)) return handleEnvRequest(req, res, proxy, arrivedAt);
    if (isTeamTarget(url)) return handleTeamRequest(req, res, proxy);
    if (isSimControlTarget(url)) {
      if (!config.simControl) return sendJson(res, 404, { message: 'Not found.' });
      return handleSimControl(req, res, demo, log, () => proxy.budgets.forgetWindows(DEMO_ENV_NAME));
    }
    if (serveStatic) return serveStatic(req, res);
    if (next) return next();
    sendJson(res, 404, { message: 'Not found.' });
  }

  return (req, res, next) => {
    // The instant the request reached the server, on the demo's clock, before anything is awaited: the
    // demo's limits judge a call by it, as a gateway does by arrival, not by when its body had been read.
    const arrivedAt = demo.now();
    route(req, res, arrivedAt, next).catch((e: unknown) => {
      // The error's name only: a message could quote a request body.
      log.info(`${new Date().toISOString()} internal error: ${e instanceof Error ? e.name : 'unknown'}`);
      if (res.headersSent) res.destroy();
      else sendJson(res, 500, { message: 'Internal server error.' });
    });
  };
}

/** The team's history over `store`, its windows on each environment's time scale. */
function teamServer(options: AppOptions, store: TeamStore, log: ServerLog) {
  const { demo } = options;
  const demoScale = demo.options.limits.timeScale;
  return createTeamServer({
    store,
    log,
    clock: options.teamClock ?? realBudgetClock,
    timeScaleOf: (env) => (env === DEMO_ENV_NAME ? demoScale : (options.upstreamTimeScale ?? 1)),
    tokenLifetimeOf: (env) => (env === DEMO_ENV_NAME ? demo.options.tokenLifetimeMs * demoScale : null),
    tokenNowOf: (env) => (env === DEMO_ENV_NAME ? demo.now() : null),
  });
}

/** The built app's server (`npm run serve`) as a node:http Server, not yet listening. */
export function createAppServer(options: AppOptions): Server {
  const handler = createRequestHandler(options);
  return createServer((req, res) => handler(req, res));
}

/** Listens and resolves to the address as a URL (`http://127.0.0.1:4173/`); PORT 0 picks a free port. */
export function listen(server: Server, host: string, port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(addressUrl(server.address()));
    });
  });
}

export function addressUrl(address: string | AddressInfo | null): string {
  if (!address || typeof address === 'string') throw new Error('the server is not listening on TCP');
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}/`;
}

/** The one line tests and people read to find the server. */
export const addressLine = (url: string) => `Report Explorer on ${url}`;
