import type { PageProgress, ReportQuery } from '../api/types';
import { createRunStore, type MarkerStorage, type RunFacts, type RunStoreOptions } from '../store';
import { openRunsDb } from '../store/db';
import { deviceSalt } from '../store/device';
import { tenantTagOf } from '../store/key';
import { sampleDialogsRows } from './sample-rows';

/** Few enough PBKDF2 iterations that a test derives a key in microseconds (refused outside tests). */
export const TEST_ITERATIONS = 1_000;

export const ACME = { environment: 'demo', tenant: 'acme', secret: 'acme-secret' };

export const marchDialogs: ReportQuery = {
  reportKey: 'dialogs',
  startDate: '2026-03-01 00:00:00',
  endDate: '2026-03-31 23:59:59',
};

/** A store on the given IndexedDB, with a clock that moves one second a call and a marker in memory. */
export function testStore(indexedDB: IDBFactory, options: RunStoreOptions = {}) {
  let t = Date.UTC(2026, 3, 1);
  return createRunStore({
    indexedDB,
    iterations: TEST_ITERATIONS,
    marker: memoryMarker(),
    now: () => (t += 1000),
    ...options,
  });
}

/** The tag the store writes in the headers of a tenant's runs on this IndexedDB (salted with its device salt). */
export async function tenantTagIn(indexedDB: IDBFactory, { environment, tenant } = ACME) {
  const db = await openRunsDb(indexedDB);
  try {
    return await tenantTagOf(environment, tenant, await deviceSalt(db));
  } finally {
    db.close();
  }
}

export function memoryMarker(): MarkerStorage {
  const items = new Map<string, string>();
  return { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v) };
}

export function runFacts(overrides: Partial<RunFacts> = {}): RunFacts {
  return {
    environment: 'demo',
    reportName: 'Dialogs',
    query: marchDialogs,
    state: 'running',
    pagesDone: 0,
    totalPages: 0,
    rows: 0,
    serviceBytes: 0,
    requestCharge: 0,
    nextCursor: null,
    startedAt: Date.UTC(2026, 3, 1),
    updatedAt: Date.UTC(2026, 3, 1),
    keeping: true,
    ...overrides,
  };
}

/** Page `index` (1-based) of a run of `totalPages` pages of `size` DIALOGS rows, with its cursors. */
export function dialogsPage(index: number, totalPages: number, size = 20): PageProgress {
  const rows = sampleDialogsRows(index * size, 7).slice((index - 1) * size);
  return {
    rows,
    facts: {
      isValid: true,
      executionTime: 12,
      idReport: 'dialogs',
      nameVisualization: 'Dialogs',
      totalDocument: totalPages * size,
      pageCount: totalPages - index,
      requestCharge: 2.5,
    },
    cursorUsed: index === 1 ? '' : `cursor-${index}`,
    lastDocument: index === totalPages ? null : `cursor-${index + 1}`,
    bytes: JSON.stringify(rows).length,
    unexpectedNulls: 0,
    index,
    totalPages,
    rowsSoFar: index * size,
    requestChargeSoFar: index * 2.5,
    bytesSoFar: index * 1000,
  };
}

/** The facts of a run after `page` of it was stored. */
export const factsAfter = (page: PageProgress, overrides: Partial<RunFacts> = {}): RunFacts =>
  runFacts({
    pagesDone: page.index,
    totalPages: page.totalPages,
    rows: page.rowsSoFar,
    serviceBytes: page.bytesSoFar,
    requestCharge: page.requestChargeSoFar,
    nextCursor: page.lastDocument,
    state: page.lastDocument === null ? 'complete' : 'running',
    ...overrides,
  });
