import type { IDBPObjectStore, IDBPTransaction, StoreNames } from 'idb';
import { z } from 'zod';
import type { PageProgress } from '../api/types';
import type { VaultContext } from './context';
import { pagesOf, type RunsDb } from './db';
import { HAD_RUNS_KEY, noteHadRuns } from './device';
import {
  encodeRows,
  frameStored,
  packRows,
  storedCoded,
  type StoredCodedRows,
  type WrittenRows,
} from '../core/coded-rows';
import { isQuotaExceeded } from './quota';
import { listRun, readHeader } from './read-run';
import { sealedRecordSchema } from './schemas';
import { seal, sealedBytes, sealPage } from './seal';
import { inTransaction, requests } from './transaction';
import { STORE_FORMAT_VERSION, type HistoryChange, type RunFacts, type RunHeader } from './types';

/** Bytes an old stored record took, when one is replaced (zero when there was none or it is damaged). */
const storedSize = (raw: unknown) => {
  const record = sealedRecordSchema.safeParse(raw);
  return record.success ? sealedBytes(record.data) : 0;
};

const lockedError = (runId: string, reason: string) =>
  new Error(`The run ${runId} cannot be written: it is locked (${reason}).`);

const sizeOnly = z.object({ storedBytes: z.number() });

type WriteTx = IDBPTransaction<RunsDb, ('runs' | 'facts' | 'pages')[], 'readwrite'>;

/**
 * The stored bytes of every run but `runId` and those being removed, as their headers say (a damaged
 * header counts nothing). Runs being rewritten count as they are: trimming a segment's facts barely
 * changes their size.
 */
async function bytesOfOtherRuns(
  runs: IDBPObjectStore<RunsDb, StoreNames<RunsDb>[], 'runs', 'readwrite'>,
  runId: string,
  removed: readonly string[] = [],
) {
  const [ids, headers] = await Promise.all([runs.getAllKeys(), runs.getAll()]);
  return ids.reduce(
    (sum, id, i) =>
      id === runId || removed.includes(id)
        ? sum
        : sum + (sizeOnly.safeParse(headers[i]).data?.storedBytes ?? 0),
    0,
  );
}

/** A history change's facts, sealed before its transaction opens (a transaction commits while it waits). */
async function sealChange(ctx: VaultContext, change: HistoryChange | undefined) {
  if (!change) return { rewrite: [], remove: [] };
  await Promise.all(change.rewrite.map(({ runId }) => checkOpens(ctx, runId)));
  const rewrite = await Promise.all(
    change.rewrite.map(async ({ runId, facts }) => ({
      runId,
      sealed: await seal(ctx.key, facts, { runId }),
    })),
  );
  return { rewrite, remove: change.remove };
}

/** The requests of a sealed history change, inside the transaction `tx`. */
async function applyChange(
  ctx: VaultContext,
  tx: WriteTx,
  change: Awaited<ReturnType<typeof sealChange>>,
): Promise<(() => Promise<unknown>)[]> {
  const runs = tx.objectStore('runs');
  const facts = tx.objectStore('facts');
  const rewrites = await Promise.all(
    change.rewrite.map(async ({ runId, sealed }) => {
      const [raw, old] = await Promise.all([runs.get(runId), facts.get(runId)]);
      const header = writable(ctx, runId, raw);
      const storedBytes = Math.max(0, header.storedBytes - storedSize(old) + sealedBytes(sealed));
      return [
        () => runs.put({ ...header, storedBytes, updatedAt: ctx.now() }, runId),
        () => facts.put(sealed, runId),
      ];
    }),
  );
  const removals = change.remove.map((runId) => [
    () => runs.delete(runId),
    () => facts.delete(runId),
    () => tx.objectStore('pages').delete(pagesOf(runId)),
  ]);
  return [...rewrites, ...removals].flat();
}

/** The run's header, ready to be rewritten: this tenant's, in a format this build writes. */
function writable({ tenantTag }: VaultContext, runId: string, raw: unknown): RunHeader {
  if (raw === undefined) throw new Error(`The run ${runId} is no longer stored.`);
  const header = readHeader(runId, raw);
  if (typeof header === 'string') throw lockedError(runId, header);
  if (header.tenantTag !== tenantTag) throw lockedError(runId, 'other-key');
  return header;
}

/**
 * Writes go only into a run this key opens: a page sealed under another secret would leave the run
 * half unreadable to both. Checked once per run, before its first write through this vault.
 */
async function checkOpens({ db, key, tenantTag, opened }: VaultContext, runId: string) {
  if (opened.has(runId)) return;
  const [raw, facts] = await Promise.all([db.get('runs', runId), db.get('facts', runId)]);
  if (raw === undefined) throw new Error(`The run ${runId} is no longer stored.`);
  const run = await listRun(key, tenantTag, runId, raw, facts);
  if (run.locked) throw lockedError(runId, run.reason);
  opened.add(runId);
}

/** A new run: its header and sealed facts in one transaction, with the database's "had runs" record. */
export async function createRun(ctx: VaultContext, facts: RunFacts) {
  const { db, key, tenantTag, marker, now, opened } = ctx;
  const id = crypto.randomUUID();
  const sealed = await seal(key, facts, { runId: id });
  const at = now();
  const header: RunHeader = {
    id,
    formatVersion: STORE_FORMAT_VERSION,
    tenantTag,
    createdAt: at,
    updatedAt: at,
    storedBytes: sealedBytes(sealed),
    storedPages: 0,
  };
  const tx = db.transaction(['runs', 'facts', 'device'], 'readwrite');
  await inTransaction(tx, () =>
    requests(
      () => tx.objectStore('runs').put(header, id),
      () => tx.objectStore('facts').put(sealed, id),
      () => tx.objectStore('device').put(true, HAD_RUNS_KEY),
    ),
  );
  noteHadRuns(db, marker);
  opened.add(id);
  return id;
}

/**
 * A page's record sealed: its fields and its coded rows, framed and compressed here, or as they crossed (a
 * team page's, compressed by the team's server, whose frame the device read them from).
 */
async function sealedPage(
  key: CryptoKey,
  runId: string,
  fields: Omit<PageProgress, 'rows'>,
  rows: { rows: StoredCodedRows; tail: Uint8Array<ArrayBuffer> } | WrittenRows,
) {
  const packed = 'packed' in rows ? rows.packed : await packRows(frameStored(rows));
  return sealPage(key, fields, { runId, page: fields.index }, packed);
}

/**
 * One page, the run's new facts and its header in one transaction: all kept, or none ('full'). A history
 * change (a segment committed) goes in the same transaction, so the old segments stay as they were until
 * the new one is whole.
 */
export async function putRunPage(
  ctx: VaultContext,
  runId: string,
  page: PageProgress,
  facts: RunFacts,
  history?: HistoryChange,
  coded = encodeRows(page.rows),
  written?: WrittenRows,
) {
  const { db, key, now } = ctx;
  const budget = ctx.budgetBytes();
  await checkOpens(ctx, runId);
  // Sealed before the transaction opens: a transaction commits as soon as it waits on anything else.
  const { rows: _, ...fields } = page;
  const [pageRecord, sealedFacts, change] = await Promise.all([
    sealedPage(key, runId, fields, written ?? storedCoded(coded)),
    seal(key, facts, { runId }),
    sealChange(ctx, history),
  ]);
  const tx = db.transaction(['runs', 'facts', 'pages'], 'readwrite');
  try {
    await inTransaction(tx, async () => {
      const [raw, oldFacts, oldPage, othersBytes] = await Promise.all([
        tx.objectStore('runs').get(runId),
        tx.objectStore('facts').get(runId),
        tx.objectStore('pages').get([runId, page.index]),
        budget === undefined ? 0 : bytesOfOtherRuns(tx.objectStore('runs'), runId, change.remove),
      ]);
      const others = await applyChange(ctx, tx, change);
      const header = writable(ctx, runId, raw);
      const storedBytes =
        header.storedBytes -
        storedSize(oldFacts) -
        storedSize(oldPage) +
        sealedBytes(sealedFacts) +
        sealedBytes(pageRecord);
      const next: RunHeader = {
        ...header,
        storedBytes: Math.max(0, storedBytes),
        storedPages: header.storedPages + (oldPage === undefined ? 1 : 0),
        updatedAt: now(),
      };
      if (budget !== undefined && othersBytes + next.storedBytes > budget) {
        throw new DOMException(`The ${budget}-byte budget of stored runs is used up.`, 'QuotaExceededError');
      }
      await requests(
        () => tx.objectStore('runs').put(next, runId),
        () => tx.objectStore('facts').put(sealedFacts, runId),
        () => tx.objectStore('pages').put(pageRecord, [runId, page.index]),
        ...others,
      );
    });
    return 'stored' as const;
  } catch (error) {
    if (isQuotaExceeded(error)) return 'full' as const;
    throw error;
  }
}

/** The run's facts alone (its state, its view), with its header's size and time. */
export async function updateRun(ctx: VaultContext, runId: string, facts: RunFacts) {
  const { db, key, now } = ctx;
  await checkOpens(ctx, runId);
  const sealed = await seal(key, facts, { runId });
  const tx = db.transaction(['runs', 'facts'], 'readwrite');
  await inTransaction(tx, async () => {
    const [raw, oldFacts] = await Promise.all([
      tx.objectStore('runs').get(runId),
      tx.objectStore('facts').get(runId),
    ]);
    const header = writable(ctx, runId, raw);
    const storedBytes = header.storedBytes - storedSize(oldFacts) + sealedBytes(sealed);
    await requests(
      () =>
        tx
          .objectStore('runs')
          .put({ ...header, storedBytes: Math.max(0, storedBytes), updatedAt: now() }, runId),
      () => tx.objectStore('facts').put(sealed, runId),
    );
  });
}

/** Runs of a history rewritten and deleted in one transaction: all of it, or none. */
export async function changeRunHistory(ctx: VaultContext, history: HistoryChange) {
  const change = await sealChange(ctx, history);
  const tx = ctx.db.transaction(['runs', 'facts', 'pages'], 'readwrite');
  await inTransaction(tx, async () => requests(...(await applyChange(ctx, tx, change))));
}
