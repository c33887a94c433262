import { z } from 'zod';

/**
 * An environment the app can talk to. `baseUrl` is what the client prefixes to
 * `/api/ServiceReporting/...`: the proxy path `/env/<name>` in proxy mode, the service's own base URL
 * (scheme included) in direct mode. The server publishes the list at GET /app-config.json.
 */
export const environmentSchema = z.object({
  name: z.string().regex(/^[a-z0-9][a-z0-9-]{0,31}$/),
  label: z.string().min(1),
  mode: z.enum(['proxy', 'direct']),
  baseUrl: z.string().min(1),
  /** Time scale of the limits of this environment (1 for a real service). */
  timeScale: z.number().positive().default(1),
  /**
   * How long after its date a row reaches the service's answers, in minutes, when the environment says
   * (the demo says its own); the app's margin otherwise (docs/architecture.md#the-tenants-history).
   */
  settleMinutes: z.number().min(0).optional(),
  /**
   * Whether the app's server keeps this environment's team history (docs/architecture.md#the-teams-history):
   * a proxied environment with a store configured. A direct environment never has one.
   */
  teamHistory: z.boolean().optional(),
  /** Shown on the sign-in form for the demo only. */
  demoCredentials: z
    .object({
      accessToken: z.string(),
      accessTokenSecret: z.string(),
      tenant: z.string(),
      subscriptionKey: z.string(),
    })
    .optional(),
});
export type Environment = z.infer<typeof environmentSchema>;

export const appConfigSchema = z.object({ environments: z.array(environmentSchema).min(1) });
export type AppConfig = z.infer<typeof appConfigSchema>;

export const DEMO_ENV_NAME = 'demo';
export const SERVICE_PATH = '/api/ServiceReporting';
