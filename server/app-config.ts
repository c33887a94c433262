import { appConfigSchema, DEMO_ENV_NAME, type AppConfig } from '../src/api/environments';
import { DEMO_CREDENTIALS } from '../src/sim/types';
import type { ServerConfig } from './config';

export const envPath = (name: string) => `/env/${name}`;

/**
 * What GET /app-config.json answers: the demo first, then exactly the configured environments. Parsed
 * with the client's own schema so a server bug fails at start, not in the browser.
 */
export function buildAppConfig(
  config: ServerConfig,
  demo: { timeScale: number; settleMinutes?: number },
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
      },
      ...config.environments.map((e) => ({
        name: e.name,
        label: e.label,
        mode: e.mode,
        baseUrl: e.mode === 'proxy' ? envPath(e.name) : e.baseUrl,
        timeScale: 1,
      })),
    ],
  });
}
