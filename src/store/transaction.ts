import type { IDBPTransaction, StoreNames } from 'idb';
import type { RunsDb } from './db';
import { isQuotaExceeded } from './quota';

type Tx = IDBPTransaction<RunsDb, StoreNames<RunsDb>[], 'readwrite'>;

/**
 * Runs `work` in the readwrite transaction `tx` and waits for the commit. On any failure the transaction
 * is aborted, so nothing of it is kept. A full disk shows up in several ways (the put's error, or the
 * transaction's abort error at commit, with the puts failing as merely aborted): all are reported as a
 * QuotaExceededError.
 */
export async function inTransaction<T>(tx: Tx, work: () => Promise<T>): Promise<T> {
  // Marked handled at once: an early failure must not surface as an unhandled rejection of `done`.
  const done = tx.done.then(
    () => null,
    (error: unknown) => error,
  );
  try {
    const result = await work();
    await tx.done;
    return result;
  } catch (error) {
    try {
      tx.abort();
    } catch {
      // Already finished or aborted: nothing was committed either way.
    }
    const abortError = await done;
    if (!isQuotaExceeded(error) && isQuotaExceeded(abortError)) throw abortError;
    throw error;
  }
}

/**
 * Issues a transaction's requests and waits for them all. A request that throws as it is made (a
 * browser throws some errors at once) aborts the transaction, and the requests made before it then fail
 * as aborted: those failures are expected, not left unhandled.
 */
export function requests(...make: (() => Promise<unknown>)[]): Promise<unknown[]> {
  const made: Promise<unknown>[] = [];
  try {
    for (const request of make) made.push(request());
  } catch (error) {
    for (const request of made) request.catch(() => undefined);
    throw error;
  }
  return Promise.all(made);
}
