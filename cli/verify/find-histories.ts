import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { HISTORY_FILE } from '../../warehouse/layout';

/** Folders a history's partitions and staging live in, never another history's. */
const isPartOrPrivate = (name: string) =>
  name.startsWith('_') || name.startsWith('.') || /^(day|segment|window)=/.test(name);

/**
 * The folders under `folder` (itself included) that hold a history's state: the command line's
 * `report=/tenant=[/campaign=]` and the team server's `<environment>/report=/tenant=[/campaign=]`.
 */
export async function findHistories(folder: string, depth = 0): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  if (entries.some((e) => e.isFile() && e.name === HISTORY_FILE)) return [folder];
  if (depth >= 4) return [];
  const below = entries.filter((e) => e.isDirectory() && !isPartOrPrivate(e.name));
  const found = await Promise.all(below.map((e) => findHistories(join(folder, e.name), depth + 1)));
  return found.flat().sort();
}
