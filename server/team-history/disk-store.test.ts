import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TeamStoreLockedError } from '../../warehouse/team';
import { openDiskTeamStore } from './disk-store';

const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

describe('the team history of the server', () => {
  it('is none when turned off', async () => {
    expect(await openDiskTeamStore(null, () => undefined)).toBeNull();
  });

  it('is refused to a second server process on the same folder, with a message that says what to do', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 're-server-team-')), 'team-history');
    folders.push(dir);
    const settings = { dir, days: null, maxBytes: null };
    const first = await openDiskTeamStore(settings, () => undefined);
    const second = openDiskTeamStore(settings, () => undefined);
    await expect(second).rejects.toThrow(TeamStoreLockedError);
    await expect(second).rejects.toThrow(/in use by another server process \(pid \d+\).*TEAM_HISTORY_DIR/);
    await first?.close();
    const again = await openDiskTeamStore(settings, () => undefined);
    expect(
      await again?.held(
        { environment: 'demo', tenant: '1', reportKey: 'dialogs', campaignId: null },
        { startMs: 0, endMs: 1000 },
      ),
    ).toEqual({ segments: [], offsetMinutes: null });
    await again?.close();
  });
});
