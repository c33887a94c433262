import { appConfigSchema, DEMO_ENV_NAME, type AppConfig } from '../src/api/environments';
import { DEMO_CREDENTIALS } from '../src/sim/types';
import type { ServerConfig } from './config';

export const envPath = (name: string) => `/env/${name}`;

/**
 * What GET /app-config.json answers: the demo first, then exactly the configured environments, each
 * saying whether this server keeps its team history (docs/architecture.md#the-teams-history). Parsed
 * with the client's own schema so a server bug fails at start, not in the browser.
 */
export function buildAppConfig(
  config: ServerConfig,
  demo: { timeScale: number; settleMinutes?: number },
  team: { teamHistory: boolean } = { teamHistory: false },
): AppConfig {
  return appConfigSchema.parse({
    environments: [
      {
        name: DEMO_ENV_NAME,
        label: 'Demo',
        mode: 'proxy',
        baseUrl: envPath(DEMO_ENV_NAME),
        timeScale: demo.timeScale,
        ...(demo.settleMinutes !== undefined && { settleMinutes: demo.settleMinutes }),
        demoCredentials: { ...DEMO_CREDENTIALS },
        teamHistory: team.teamHistory,
      },
      ...config.environments.map((e) => ({
        name: e.name,
        label: e.label,
        mode: e.mode,
        baseUrl: e.mode === 'proxy' ? envPath(e.name) : e.baseUrl,
        timeScale: 1,
        // A direct environment's calls never pass this server: it keeps nothing of them.
        teamHistory: team.teamHistory && e.mode === 'proxy',
      })),
    ],
  });
}
