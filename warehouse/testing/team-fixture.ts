// Test support: a team store in a folder of its own, spans kept and read back as the server does.
import { decodeRows } from '../../src/core/coded-rows';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import type { Row } from '../../src/core/contract';
import { querySpan, type Span } from '../../src/core/history';
import { byTime } from '../history/day-file';
import { wallMsOf } from '../spans';
import { openTeamStore, type DiskTeamStore, type HistoryKey, type TeamStoreOptions } from '../team';

export const DIALOGS: HistoryKey = {
  environment: 'demo',
  tenant: '1234',
  reportKey: 'dialogs',
  campaignId: null,
};

/** A span of the service's dates, both ends inclusive. */
export function spanOf(startDate: string, endDate: string): Span {
  const span = querySpan({ startDate, endDate });
  if (!span) throw new Error(`not a span: ${startDate} .. ${endDate}`);
  return span;
}

/** The service's wall clock at a date. */
export const at = (date: string) => wallMsOf(date);

const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

export const tempFolder = (prefix: string) => {
  const folder = mkdtempSync(join(tmpdir(), `re-team-${prefix}-`));
  folders.push(folder);
  return folder;
};

/** A store in a new folder, and what it logged. */
export async function tempStore(options: TeamStoreOptions = {}, folder = tempFolder('store')) {
  const logs: string[] = [];
  const store = await openTeamStore(folder, { log: (line) => logs.push(line), ...options });
  return { folder, store, logs };
}

/** The service's JSON bytes of a page, as the server counts them. */
export const bytesOf = (rows: readonly Row[]) => Buffer.byteLength(JSON.stringify({ data: rows }));

/** A span fetched whole through the server: its pages put in order, then kept. */
export async function keepSpan(
  store: DiskTeamStore,
  key: HistoryKey,
  span: Span,
  askedAtMs: number,
  rows: readonly Row[],
  pageSize = 500,
) {
  const writer = await store.begin(key, span, askedAtMs);
  for (let i = 0, page = 0; i < Math.max(rows.length, 1); i += pageSize, page++) {
    const part = rows.slice(i, i + pageSize);
    await writer.put(page, part, bytesOf(part));
  }
  await writer.commit();
}

/** Every row of a held span, page after page. */
export async function readAll(store: DiskTeamStore, key: HistoryKey, span: Span, fetchedAtMs: number) {
  const rows: Row[] = [];
  for (let page: number | null = 0; page !== null;) {
    const answer = await store.readPage(key, span, fetchedAtMs, page);
    if (!answer) return null;
    rows.push(...decodeRows(answer.coded));
    page = answer.nextPage;
  }
  return rows;
}

/** Rows in the order a day file keeps them: by time, ties by id. */
export const inTimeOrder = (rows: readonly Row[]) => [...rows].sort(byTime);
