import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Row } from '../../src/core/contract';
import { generateDialogsRows } from '../../src/sim';
import { stagingFolder } from '../../warehouse/layout';
import { wallMsOf } from '../../warehouse/spans';
import { rowTimeOf } from '../../warehouse/history/row-time';
import { readHistoryState, writeHistoryState, type HistoryState } from '../../warehouse/history/state';
import { readParquetFolder } from '../../warehouse/testing/read-parquet';
import { verifyFolder } from '../verify/verify-folder';
import { commitPending } from './commit';

// A stop before the n-th file the commit writes: everything before it is on disk, nothing after.
const stop = vi.hoisted(() => ({ at: Number.POSITIVE_INFINITY, writes: 0 }));
vi.mock('../../warehouse/atomic', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../warehouse/atomic')>();
  return {
    ...real,
    writeAtomic: (...args: Parameters<typeof real.writeAtomic>) => {
      if (++stop.writes >= stop.at) return Promise.reject(new Error('stopped'));
      return real.writeAtomic(...args);
    },
  };
});

const folders: string[] = [];
afterEach(async () => {
  stop.at = Number.POSITIVE_INFINITY;
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

const ROWS = generateDialogsRows(1_500);
const HISTORY = join('report=DIALOGS', 'tenant=1234');
const within = (startDate: string, endDate: string) => (row: Row) => {
  const t = rowTimeOf(row.date)?.wallMs ?? 0;
  return t >= wallMsOf(startDate) && t <= wallMsOf(endDate);
};
const FIRST = { startDate: '2026-03-29 00:00:00', endDate: '2026-03-30 23:59:59' };
// Over the first's second day from noon: that day is rebuilt from its old rows and the new.
const SECOND = { startDate: '2026-03-30 12:00:00', endDate: '2026-03-31 23:59:59' };

/** A fetch staged whole (its pages as the command line stages them) and pending in the state. */
async function staged(history: string, state: HistoryState, window: typeof FIRST, askedAt: string) {
  const staging = stagingFolder(history, window);
  mkdirSync(staging, { recursive: true });
  const rows = ROWS.filter(within(window.startDate, window.endDate));
  writeFileSync(join(staging, 'page-00001.ndjson'), rows.map((r) => JSON.stringify(r) + '\n').join(''));
  const next = { ...state, pending: { ...window, askedAt } };
  await writeHistoryState(history, next);
  return next;
}

const commit = (history: string, state: HistoryState) =>
  commitPending({
    history,
    state,
    assumedOffsetMs: () => -5 * 3_600_000,
    dialogs: true,
    mask: null,
    progress: () => undefined,
  });

/** A history holding FIRST, with SECOND fetched and about to be committed. */
async function beforeSecondCommit() {
  const out = mkdtempSync(join(tmpdir(), 're-stopped-'));
  folders.push(out);
  const history = join(out, HISTORY);
  const fresh: HistoryState = {
    version: 1,
    environment: 'demo',
    report: 'dialogs',
    tenant: '1234',
    campaignId: null,
    offsetMinutes: null,
    segments: [],
    pending: null,
  };
  const held = await commit(history, await staged(history, fresh, FIRST, '2026-03-31T07:00:00.000Z'));
  return { out, history, state: await staged(history, held, SECOND, '2026-04-01T07:00:00.000Z') };
}

describe('a commit stopped at any step', () => {
  it('leaves a folder verify calls consistent, and the next run’s commit ends with every row once', async () => {
    const before = await beforeSecondCommit();
    stop.writes = 0;
    await commit(before.history, before.state);
    const steps = stop.writes; // the files a whole commit writes
    expect(steps).toBeGreaterThan(4);
    const expected = ROWS.filter(within(FIRST.startDate, SECOND.endDate)).length;

    for (let at = 1; at <= steps; at++) {
      const { out, history, state } = await beforeSecondCommit();
      stop.writes = 0;
      stop.at = at;
      await expect(commit(history, state)).rejects.toThrow('stopped');
      stop.at = Number.POSITIVE_INFINITY;

      const stopped = await verifyFolder(out);
      expect(
        stopped.findings.filter((f) => f.problem),
        `stopped before write ${at}`,
      ).toEqual([]);
      // Run again: the state still names the fetch pending, and its commit is done again.
      const again = await readHistoryState(history);
      expect(again?.pending).not.toBeNull();
      if (again) await commit(history, again);
      const after = await verifyFolder(out);
      expect(after.findings, `finished after a stop before write ${at}`).toEqual([]);
      const { rows } = await readParquetFolder(out);
      expect(rows).toHaveLength(expected);
      expect(new Set(rows.map((r) => r.id)).size).toBe(expected);
    }
  });
});
