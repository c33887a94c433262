import { readdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { InputError } from '../input-error';
import { STAGING_FOLDER, stagingFolder } from '../../warehouse/layout';
import type { ServiceRange } from '../../src/core/dates';
import { readHistoryState, type HistoryState } from '../../warehouse/history/state';

/** The state of the folder, or a new one; a folder of another environment or query is refused (exit 2). */
export async function openState(folder: string, fresh: HistoryState): Promise<HistoryState> {
  const state = await readHistoryState(folder);
  if (!state) return fresh;
  for (const field of ['environment', 'report', 'tenant', 'campaignId'] as const)
    if (state[field] !== fresh[field])
      throw new InputError(
        `${folder} holds the history of ${field} ${String(state[field])}, not ${String(fresh[field])}: choose another --out.`,
      );
  // Clear days beside masked ones would undo the masking: a history keeps the masking it began with.
  if (state.mask !== fresh.mask)
    throw new InputError(
      `${folder} holds a history ${state.mask ? `masked with --mask-as ${state.mask}` : 'not masked'}: give the same masking, or choose another --out.`,
    );
  return state;
}

/** A range's windows beside a history would put rows twice under one glob: one kind per folder. */
export async function refuseRangeFolders(folder: string): Promise<void> {
  const names = await readdir(folder);
  if (names.some((name) => name.startsWith('window=')))
    throw new InputError(
      `${folder} holds ranges of --start and --end: a history (--since) needs a folder of its own (another --out).`,
    );
}

/** Staging left by a run that stopped after its commit: nothing there is pending any more. */
export async function removeStaleStaging(folder: string, pending: ServiceRange | null): Promise<void> {
  const root = join(folder, STAGING_FOLDER);
  const keep = pending ? resolve(stagingFolder(folder, pending)) : null;
  for (const name of await readdir(root).catch(() => [])) {
    const path = join(root, name);
    if (resolve(path) !== keep) await rm(path, { recursive: true, force: true });
  }
}
