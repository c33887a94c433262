import { chmod, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Span } from '../../src/core/history';
import type { HeldAnswer, HeldRowsPage } from '../../src/core/team-history';
import type { StoreContext } from './context';
import { takeFolderLock } from './folder-lock';
import { heldOf } from './held';
import { readPageOf } from './read-page';
import { createSerial } from './serial';
import { beginSpan, type SpanWriter } from './span-writer';
import { FOLDER_MODE, TEAM_STAGING, type HistoryKey } from './team-layout';

export interface TeamStoreOptions {
  /** Days kept of each history, back from the newest day committed, oldest dropped first; null: all. */
  days?: number | null;
  /** The store's size on disk at most, in bytes, oldest days dropped first; null: no limit. */
  maxBytes?: number | null;
  /** Where the store says what it dropped, or could not keep: histories and days, never a row or a secret. */
  log?: (line: string) => void;
  /** Rows per page read back (5,000 by default). */
  pageRows?: number;
}

/** The team's history on disk: the server's `TeamStore` port, and its release. */
export interface DiskTeamStore {
  held(key: HistoryKey, span: Span): Promise<HeldAnswer>;
  readPage(key: HistoryKey, span: Span, fetchedAtMs: number, page: number): Promise<HeldRowsPage | null>;
  begin(key: HistoryKey, span: Span, askedAtMs: number): Promise<SpanWriter>;
  /** Releases the folder's lock (after this, another process may open it). */
  close(): Promise<void>;
}

export const PAGE_ROWS = 5_000;

/**
 * Opens the team's history in `folder` (created, the server's user's alone): refused while another live
 * process holds it (folder-lock.ts); the staging a stopped process left is removed (a span is kept only
 * whole, and a restart has lost the rest of its pages).
 */
export async function openTeamStore(folder: string, options: TeamStoreOptions = {}): Promise<DiskTeamStore> {
  await mkdir(folder, { recursive: true, mode: FOLDER_MODE });
  await chmod(folder, FOLDER_MODE);
  const release = await takeFolderLock(folder);
  await rm(join(folder, TEAM_STAGING), { recursive: true, force: true });
  const ctx: StoreContext = {
    root: folder,
    log: options.log ?? ((line) => console.warn(line)),
    pageRows: options.pageRows ?? PAGE_ROWS,
    serial: createSerial(),
    limits: { days: options.days ?? null, maxBytes: options.maxBytes ?? null },
  };
  return {
    held: (key, span) => heldOf(ctx, key, span),
    readPage: (key, span, fetchedAtMs, page) => readPageOf(ctx, key, span, fetchedAtMs, page),
    begin: (key, span, askedAtMs) => beginSpan(ctx, key, span, askedAtMs),
    close: release,
  };
}
