import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { readHistoryState, type HistoryState } from '../../warehouse/history/state';
import { HISTORY_FILE } from '../../warehouse/layout';

/** The DIALOGS histories (`extract --since`) under `out`: folders whose state names the report by its key. */
export async function dialogsHistories(out: string): Promise<{ folder: string; state: HistoryState }[]> {
  const found: { folder: string; state: HistoryState }[] = [];
  async function walk(folder: string, depth: number): Promise<void> {
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    if (entries.some((e) => e.isFile() && e.name === HISTORY_FILE)) {
      const state = await readHistoryState(folder);
      if (state?.report === 'dialogs') found.push({ folder, state });
      return;
    }
    if (depth >= 3) return;
    const below = entries.filter(
      (e) => e.isDirectory() && !e.name.startsWith('_') && !e.name.startsWith('day='),
    );
    for (const e of below.sort((a, b) => a.name.localeCompare(b.name)))
      await walk(join(folder, e.name), depth + 1);
  }
  await walk(out, 0);
  return found;
}
