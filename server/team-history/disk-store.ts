import { openTeamStore, TeamStoreLockedError } from '../../warehouse/team';
import type { TeamHistorySettings } from '../config';
import type { TeamStore } from './store-port';

/** The port, and the release of the folder's lock when the server closes. */
export type ClosableTeamStore = TeamStore & { close(): Promise<void> };

/**
 * The team's history on disk (warehouse/team/), as the server's port; null when it is turned off
 * (TEAM_HISTORY=0). Throws TeamStoreLockedError while another server process holds the folder.
 */
export async function openDiskTeamStore(
  settings: TeamHistorySettings | null,
  log: (line: string) => void,
): Promise<ClosableTeamStore | null> {
  if (!settings) return null;
  return openTeamStore(settings.dir, { days: settings.days, maxBytes: settings.maxBytes, log });
}

/** At start: the store, or one line saying why the folder cannot be used and the process ends. */
export async function teamStoreOrExit(
  settings: TeamHistorySettings | null,
  log: (line: string) => void = (line) => console.warn(line),
): Promise<ClosableTeamStore | null> {
  try {
    return await openDiskTeamStore(settings, log);
  } catch (e) {
    if (e instanceof TeamStoreLockedError) console.error(e.message);
    else
      console.error(
        `Cannot open the team's history in ${settings?.dir ?? ''}: ${e instanceof Error ? e.message : String(e)}`,
      );
    process.exit(1);
  }
}
