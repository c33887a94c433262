import { rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { historyTraits } from '../../src/core/history';
import { reportByKey } from '../../src/core/catalog/catalog';
import { HISTORY_FILE } from '../layout';
import { manifestPathOf } from '../history/manifest';
import type { StoreContext } from './context';
import { isDayPart, partSpan } from './part-time';
import { createSwap } from './swap';
import { partFile, segmentPart, teamHistoryFolder, type HistoryKey } from './team-layout';
import { readTeamState, stateText, withoutSpan, type TeamState } from './team-state';

export const isDated = (key: HistoryKey) => historyTraits(reportByKey(key.reportKey)).datedRows;

/** A history with nothing kept yet. */
export const freshState = (key: HistoryKey): TeamState => ({
  version: 1,
  environment: key.environment,
  report: key.reportKey,
  tenant: key.tenant,
  campaignId: key.campaignId,
  offsetMinutes: null,
  segments: [],
  pending: null,
  files: {},
});

/** Whether a state is this history's: a folder name shared by two values would be refused, not mixed. */
const isOf = (state: TeamState, key: HistoryKey) =>
  state.environment === key.environment &&
  state.report === key.reportKey &&
  state.tenant === key.tenant &&
  state.campaignId === key.campaignId;

/**
 * The history's state; null when it holds nothing. A state that does not read is dropped with the whole
 * history (no segment can be trusted without it): logged, and fetched again as anything not held.
 */
export async function loadState(ctx: StoreContext, key: HistoryKey): Promise<TeamState | null> {
  const history = teamHistoryFolder(ctx.root, key);
  const state = await readTeamState(history);
  if (state === 'damaged' || (state && !isOf(state, key))) {
    ctx.log(
      `team history: ${relative(ctx.root, history)} has a damaged state: dropped, it will be fetched again.`,
    );
    await rm(history, { recursive: true, force: true });
    return null;
  }
  return state;
}

/**
 * Parts removed from a history (damaged, or beyond the limits): their files go, and the segments lose
 * what the parts held (a day's span; a whole segment's partition, that segment), the state written last.
 */
export async function dropParts(
  ctx: StoreContext,
  key: HistoryKey,
  state: TeamState,
  parts: string[],
  why: string,
) {
  const history = teamHistoryFolder(ctx.root, key);
  let next: TeamState = { ...state, files: { ...state.files } };
  const swap = createSwap();
  for (const part of parts) {
    next = {
      ...next,
      segments: isDayPart(part)
        ? withoutSpan(next, partSpan(part))
        : next.segments.filter((s) => segmentPart(s) !== part),
    };
    delete next.files[part];
    swap.remove(partFile(history, part));
    swap.remove(manifestPathOf(partFile(history, part)));
  }
  await swap.prepare(join(history, HISTORY_FILE), stateText(next), 0);
  await swap.apply();
  ctx.log(`team history: ${relative(ctx.root, history)} ${parts.join(', ')}: ${why}.`);
  return next;
}

/**
 * Parts a read found damaged, dropped in the history's own turn: only if the state still names the same
 * file (a commit between may have written it anew).
 */
export function dropDamaged(ctx: StoreContext, key: HistoryKey, found: Record<string, string>, why: string) {
  return ctx.serial.exclusive(teamHistoryFolder(ctx.root, key), async () => {
    const state = await loadState(ctx, key);
    const still = Object.keys(found).filter((part) => (state?.files[part]?.sha256 ?? '') === found[part]);
    return state && still.length > 0 ? dropParts(ctx, key, state, still, why) : state;
  });
}
