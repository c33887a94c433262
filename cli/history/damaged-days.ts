import { existsSync } from 'node:fs';
import { mkdir, rm, rmdir } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { sidecarName } from '../../src/core/personal-data';
import { writeAtomic } from '../../warehouse/atomic';
import { dayFile } from '../../warehouse/layout';
import { checkPart, type PartCheck } from '../../warehouse/history/day-check';
import { readDay } from '../../warehouse/history/day-file';
import { manifestOf, manifestPathOf, manifestText } from '../../warehouse/history/manifest';
import { segmentsWithout, writeHistoryState, type HistoryState } from '../../warehouse/history/state';
import type { Progress } from '../progress';
import { daySpan, daysOf, dayStanding, segmentSpans } from './history-days';

/** A day written before manifests: its manifest written from its file (none: no row), which must read whole. */
async function adopt(path: string, bytes: Uint8Array | null, state: HistoryState, day: string) {
  const rows = bytes ? await readDay(path).catch(() => null) : [];
  if (!rows) return false;
  const spans = segmentSpans(state, day);
  await mkdir(dirname(path), { recursive: true });
  await writeAtomic(manifestPathOf(path), manifestText(manifestOf({ rows, bytes, replaces: null, spans })));
  return true;
}

const anyManifest = (folder: string, days: readonly string[]) =>
  days.some((day) => existsSync(manifestPathOf(dayFile(folder, day))));

async function dropDay(path: string): Promise<void> {
  for (const file of [path, sidecarName(path), manifestPathOf(path)]) await rm(file, { force: true });
  await rmdir(dirname(path)).catch(() => undefined);
}

/** Why a day cannot be kept as it is; null when it can (or a run finishes it). */
async function problemOf(state: HistoryState, path: string, check: PartCheck, legacy: boolean) {
  const day = basename(dirname(path)).slice('day='.length);
  const { held, pending } = dayStanding(state, day);
  switch (check.kind) {
    case 'ok':
      return null;
    case 'none':
      if (held && legacy) await adopt(path, null, state, day);
      return held && !legacy ? 'is gone (no file, no manifest)' : null;
    case 'stopped':
      return pending ? null : check.why;
    case 'no-manifest':
      if (legacy && (await adopt(path, check.bytes, state, day))) return null;
      return legacy ? 'its data.parquet does not read' : 'has a data.parquet without its manifest';
    case 'damaged':
      return check.why;
  }
}

/**
 * Each day of the history checked against its manifest before the run plans (size and SHA-256, no
 * decoding): a day damaged, cut short, deleted or replaced by another file is dropped (its files go, the
 * segments lose the day) and said in a line, so the planner fetches it again. A folder written before
 * manifests has its days' manifests written from the files that read.
 */
export async function dropDamagedDays(folder: string, state: HistoryState, progress: Progress) {
  const days = await daysOf(folder, state);
  // No day with a manifest: a folder of a version before them, whose days are taken as they are.
  const legacy = days.length > 0 && !anyManifest(folder, days);
  let next = state;
  for (const day of days) {
    const path = dayFile(folder, day);
    const why = await problemOf(state, path, await checkPart(path), legacy);
    if (why === null) continue;
    await dropDay(dayFile(folder, day));
    next = { ...next, segments: segmentsWithout(next, daySpan(day)) };
    progress({ event: 'note', message: `day=${day}: ${why}; dropped, and fetched again.` });
  }
  if (legacy)
    progress({
      event: 'note',
      message: `${days.length} day(s) written before manifests: manifests written from their files.`,
    });
  if (next !== state) await writeHistoryState(folder, next);
  return next;
}
