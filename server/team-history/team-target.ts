import { DEMO_ENV_NAME } from '../../src/api/environments';
import { TEAM_HISTORY_PATH } from '../../src/core/team-history';
import type { UpstreamEnvironment } from '../config';

/** Everything that looks like /team, in any case or spelling, is ours to validate, never the SPA's. */
export const isTeamTarget = (rawUrl: string) => /^\/team(?![A-Za-z0-9_-])/i.test(rawUrl);

export type TeamRoute = { env: string; ask: 'held' | 'rows' };

// Exactly the two shapes the wire names (src/core/team-history/wire.ts): no query, no encoding, no dots.
const TARGET_RE = new RegExp(`^${TEAM_HISTORY_PATH}/([a-z0-9][a-z0-9-]{0,31})/(held|rows)$`);

/** The environment and the question of a team history request target, or null when it is not one. */
export function parseTeamTarget(rawUrl: string): TeamRoute | null {
  const m = TARGET_RE.exec(rawUrl);
  const [, env, ask] = m ?? [];
  return env && (ask === 'held' || ask === 'rows') ? { env, ask } : null;
}

/**
 * Why an environment has no team history on this server, in words; null when it has one: the demo and
 * every proxy environment, when the server keeps a store. A direct environment's calls never pass here.
 */
export function noTeamHistory(
  env: string,
  environments: ReadonlyMap<string, UpstreamEnvironment>,
  storeKept: boolean,
): string | null {
  const upstream = environments.get(env);
  if (env !== DEMO_ENV_NAME && !upstream) return `Unknown environment "${env}".`;
  if (upstream?.mode === 'direct')
    return `The ${upstream.label} environment is in direct mode: its calls do not pass this server, which keeps no history of it.`;
  if (!storeKept) return 'This server keeps no team history.';
  return null;
}
