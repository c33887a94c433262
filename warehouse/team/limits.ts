import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { isReportKey } from '../../src/core/catalog/catalog';
import { DAY_MS } from '../../src/core/dates';
import { HISTORY_FILE } from '../layout';
import type { StoreContext } from './context';
import { dropParts, isDated, loadState } from './history-io';
import { partSpan } from './part-time';
import { teamHistoryFolder, type HistoryKey } from './team-layout';
import { readTeamState, spanOfSegment, withoutSpan, type TeamState } from './team-state';

/** The folders that hold a history's state, under `folder` (environment, report, tenant, campaign). */
async function historyFolders(folder: string, depth = 0): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  if (entries.some((e) => e.isFile() && e.name === HISTORY_FILE)) return [folder];
  if (depth >= 4) return [];
  const folders = entries.filter(
    (e) => e.isDirectory() && !e.name.startsWith('_') && !e.name.startsWith('day='),
  );
  return (await Promise.all(folders.map((e) => historyFolders(join(folder, e.name), depth + 1)))).flat();
}

const keyOf = (state: TeamState): HistoryKey | null =>
  isReportKey(state.report)
    ? {
        environment: state.environment,
        reportKey: state.report,
        tenant: state.tenant,
        campaignId: state.campaignId,
      }
    : null;

interface Part {
  folder: string;
  part: string;
  size: number;
  endMs: number;
}

/** Every history's key, and every part of the store with its size and the end of its rows' span. */
async function survey(ctx: StoreContext) {
  const keys = new Map<string, HistoryKey>();
  const parts: Part[] = [];
  for (const folder of await historyFolders(ctx.root)) {
    const state = await readTeamState(folder);
    const key = state && state !== 'damaged' ? keyOf(state) : null;
    if (!key || !state || state === 'damaged' || teamHistoryFolder(ctx.root, key) !== folder) continue;
    keys.set(folder, key);
    for (const [part, file] of Object.entries(state.files))
      parts.push({ folder, part, size: file.size, endMs: partSpan(part).endMs });
  }
  return { keys, parts };
}

/** Parts beyond the space kept: the oldest first (every history's), until the store fits. */
function beyondSpace(parts: readonly Part[], maxBytes: number | null, cutoff: number | null): Part[] {
  const left = parts.filter((p) => cutoff === null || p.endMs >= cutoff).sort((a, b) => a.endMs - b.endMs);
  let total = left.reduce((sum, p) => sum + p.size, 0);
  const drop: Part[] = [];
  for (const p of left) {
    if (maxBytes === null || total <= maxBytes) break;
    drop.push(p);
    total -= p.size;
  }
  return drop;
}

/** A history without what is older than `cutoff` (its days, its segments' older parts) and without `parts`. */
async function trim(ctx: StoreContext, key: HistoryKey, parts: string[], cutoff: number | null) {
  const state = await loadState(ctx, key);
  if (!state) return;
  const old = (part: string) => cutoff !== null && partSpan(part).endMs < cutoff;
  const gone = Object.keys(state.files).filter((part) => parts.includes(part) || old(part));
  const before = cutoff === null ? null : { startMs: Number.MIN_SAFE_INTEGER, endMs: cutoff - 1000 };
  const cut =
    before === null
      ? state
      : {
          ...state,
          segments: isDated(key)
            ? withoutSpan(state, before)
            : state.segments.filter((s) => spanOfSegment(s).endMs >= before.endMs + 1000),
        };
  if (gone.length > 0 || JSON.stringify(cut.segments) !== JSON.stringify(state.segments))
    await dropParts(ctx, key, cut, gone, 'dropped, beyond the days or the space kept');
}

/**
 * The store kept within its limits after a commit (`nowMs`: the service's wall clock of the commit): each
 * history keeps its last `days` days; then the oldest parts of any history go until the store fits.
 */
export async function enforceLimits(ctx: StoreContext, nowMs: number): Promise<void> {
  const { days, maxBytes } = ctx.limits;
  if (days === null && maxBytes === null) return;
  const cutoff = days === null ? null : Math.floor(nowMs / DAY_MS) * DAY_MS - (days - 1) * DAY_MS;
  const { keys, parts } = await survey(ctx);
  const spaced = beyondSpace(parts, maxBytes, cutoff);
  for (const [folder, key] of keys) {
    const mine = spaced.filter((p) => p.folder === folder).map((p) => p.part);
    if (cutoff === null && mine.length === 0) continue;
    await ctx.serial.exclusive(folder, () => trim(ctx, key, mine, cutoff));
  }
}
