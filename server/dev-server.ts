import { createServer, mergeConfig, type InlineConfig, type ViteDevServer } from 'vite';
import { baseConfig } from '../vite.config';
import { addressUrl } from './app-server';
import type { ServerConfig } from './config';
import type { ServerLog } from './log';
import type { TeamStore } from './team-history/store-port';
import { projectRoot } from './startup';
import { reportExplorerServer } from './vite-plugin';

/**
 * The dev server of `npm start`: Vite with the shared routes mounted by the plugin, built from
 * vite.config.ts's base so plain `vite` and `npm start` serve the same app.
 */
export async function startDevServer(
  config: ServerConfig,
  env: Readonly<Record<string, string | undefined>>,
  options: { log?: ServerLog; overrides?: InlineConfig; teamStore?: TeamStore } = {},
): Promise<{ server: ViteDevServer; url: string }> {
  const inline: InlineConfig = {
    ...baseConfig,
    root: projectRoot,
    configFile: false,
    plugins: [...baseConfig.plugins, reportExplorerServer({ env, config, log: options.log, teamStore: options.teamStore })],
    server: { host: config.host, port: config.port, strictPort: true },
  };
  const server = await createServer(options.overrides ? mergeConfig(inline, options.overrides) : inline);
  await server.listen();
  return { server, url: addressUrl(server.httpServer?.address() ?? null) };
}
