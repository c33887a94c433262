import type { Connect, Plugin } from 'vite';
import { createRequestHandler } from './app-server';
import { loadServerConfig, type ServerConfig } from './config';
import { createServerLog, type ServerLog } from './log';
import type { TeamStore } from './team-history/store-port';
import { createDemoService } from './startup';

type Env = Readonly<Record<string, string | undefined>>;
export interface RoutesOptions {
  env?: Env;
  config?: ServerConfig;
  log?: ServerLog;
  /** The team's history (docs/architecture.md#the-teams-history); none when absent. */
  teamStore?: TeamStore;
}

/**
 * The servers' shared routes (/app-config.json, /env/<name>/..., /__sim/...) as a Connect middleware for
 * Vite. `dev` sends the looser header set (see security-headers.ts); preview serves the build, so `strict`.
 */
export function appRoutesMiddleware(
  headers: 'dev' | 'strict',
  options: RoutesOptions = {},
): Connect.NextHandleFunction {
  const env = options.env ?? process.env;
  const handler = createRequestHandler({
    config: options.config ?? loadServerConfig(env, { port: 5173 }),
    demo: createDemoService(env),
    log: options.log ?? createServerLog(),
    headers,
    ...(options.teamStore && { teamStore: options.teamStore }),
  });
  return (req, res, next) => handler(req, res, next);
}

/** Mounts the routes in Vite's dev and preview servers, ahead of Vite's own middleware. */
export function reportExplorerServer(options: RoutesOptions = {}): Plugin {
  return {
    name: 'report-explorer-server',
    configureServer(server) {
      server.middlewares.use(appRoutesMiddleware('dev', options));
    },
    configurePreviewServer(server) {
      server.middlewares.use(appRoutesMiddleware('strict', options));
    },
  };
}
