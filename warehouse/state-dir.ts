import { homedir } from 'node:os';
import { join } from 'node:path';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Where the extractors of this machine meet (the key budget's lock files), and beside which the app's
 * server keeps the team's history: --state-dir, else REPORT_EXPLORER_STATE_DIR, else the XDG state folder.
 * Every process of one key must use the same one.
 */
export function stateDirOf(flag: string | undefined, env: Env): string {
  return (
    flag ??
    env.REPORT_EXPLORER_STATE_DIR ??
    join(env.XDG_STATE_HOME ?? join(homedir(), '.local', 'state'), 'report-explorer')
  );
}
