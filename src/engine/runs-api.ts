import { reportByKey } from '../core/catalog/catalog';
import type { CodedRead, RunFacts, RunStore, Vault } from '../store/types';
import { deletionOf } from './history/delete-range';
import { planView } from './history/plan-view';
import { historySummaries } from './history/summaries';
import { codedWithin } from './history/within';
import type { RunLocks } from './run-locks';
import type { DeviceRun, WorkerRunsApi } from './types';

interface RunsDeps {
  environment: string;
  settleMs: number;
  vault: () => Promise<Vault | null>;
  store: RunStore | null;
  locks: RunLocks;
  /** The engine's own record of the runs it writes to. */
  facts: Map<string, RunFacts>;
  now: () => number;
  changed: () => void;
  setKeeping: (on: boolean) => void;
}

const noVault = () => new Error('Runs cannot be kept in this browser.');

/**
 * Reads a run's pages for the UI, in order, their rows as stored: one reader per run goes on where the
 * last call stopped, so pages asked one after another are each read once.
 */
function pageReader(opened: () => Promise<Vault>): WorkerRunsApi['codedPage'] {
  const read = storedPageReader(opened);
  return async (runId, index, within) => {
    const page = await read(runId, index);
    return within && 'page' in page
      ? { index, page: { ...page.page, rows: codedWithin(page.page.rows, within) } }
      : page;
  };
}

/**
 * One reader per run, and one read of a run at a time: a view reads ahead, and two legs of a trimmed run
 * ask for its pages from page 1 each. Read at once on one reader, the second leg's asks took pages off
 * the first leg's reader, found them gone, and each was said "not on this device".
 */
function storedPageReader(opened: () => Promise<Vault>) {
  const readOne = runPageReader(opened);
  const queues = new Map<string, Promise<CodedRead>>();
  return (runId: string, index: number): Promise<CodedRead> => {
    const before = queues.get(runId);
    const mine = before
      ? before.then(
          () => readOne(runId, index),
          () => readOne(runId, index),
        )
      : readOne(runId, index);
    queues.set(runId, mine);
    const done = () => {
      if (queues.get(runId) === mine) queues.delete(runId);
    };
    mine.then(done, done);
    return mine;
  };
}

function runPageReader(opened: () => Promise<Vault>) {
  const readers = new Map<string, { pages: AsyncIterator<CodedRead>; next: number }>();
  return async (runId: string, index: number): Promise<CodedRead> => {
    const vault = await opened();
    let reader = readers.get(runId);
    if (!reader || reader.next > index) {
      reader = { pages: vault.codedPages(runId)[Symbol.asyncIterator](), next: 1 };
      readers.set(runId, reader);
    }
    for (;;) {
      const read = await reader.pages.next();
      if (read.done) break;
      reader.next = read.value.index + 1;
      if (read.value.index === index) return read.value;
      if (read.value.index > index) break;
    }
    readers.delete(runId);
    return { index, unreadable: `Page ${index} is not on this device.` };
  };
}

/** A run's facts as the vault lists them. */
async function listedFacts(vault: Vault, runId: string) {
  const listed = (await vault.list()).find((run) => run.header.id === runId);
  if (!listed) throw new Error('This run is no longer on this device.');
  if (listed.locked) throw new Error('This run was stored under another key and cannot be opened.');
  return listed.facts;
}

/** The stored runs as the UI reaches them: listed with who holds them, read page by page, deleted. */
export function createRunsApi(deps: RunsDeps): WorkerRunsApi {
  const { locks, facts, changed } = deps;
  const opened = async () => {
    const vault = await deps.vault();
    if (!vault) throw noVault();
    return vault;
  };
  const factsOf = async (vault: Vault, runId: string) =>
    facts.get(runId) ?? (await listedFacts(vault, runId));
  /** What the user keeps with a run (its view, its marks), written into its facts. */
  const rewrite = async (runId: string, kept: Pick<RunFacts, 'view' | 'reviewed'>) => {
    const vault = await opened();
    const after = { ...(await factsOf(vault, runId)), ...kept };
    facts.set(runId, after);
    await vault.update(runId, after);
    changed();
  };

  return {
    async list(): Promise<DeviceRun[]> {
      const vault = await deps.vault();
      if (!vault) return [];
      const [runs, held] = await Promise.all([vault.list(), locks.held()]);
      return runs.map((run) => ({
        ...run,
        activeElsewhere: held.has(run.header.id) && !locks.mine(run.header.id),
      }));
    },
    codedPage: pageReader(opened),
    async stopped(runId, state, failure) {
      const vault = await opened();
      const before = await factsOf(vault, runId);
      const after: RunFacts = { ...before, state, failure, updatedAt: deps.now() };
      facts.set(runId, after);
      await vault.update(runId, after);
      locks.release(runId);
      changed();
    },
    async release(runId) {
      locks.release(runId);
      facts.delete(runId);
    },
    saveView: (runId, view) => rewrite(runId, { view }),
    saveReviewed: (runId, rows) => rewrite(runId, { reviewed: [...rows] }),
    async delete(runId) {
      locks.release(runId);
      facts.delete(runId);
      if (deps.store) await deps.store.delete(runId);
      changed();
    },
    async deleteTenant() {
      const vault = await opened();
      const count = await vault.deleteTenant();
      for (const runId of [...facts.keys()]) locks.release(runId);
      facts.clear();
      changed();
      return count;
    },
    async setKeeping(on) {
      deps.setKeeping(on);
    },
    async setBudget(bytes) {
      deps.store?.setBudget(bytes ?? undefined);
    },
    evicted: async () => (deps.store ? deps.store.evicted() : false),
    async plan(query, fetch) {
      const vault = await deps.vault();
      return planView({
        runs: vault ? await vault.list() : [],
        environment: deps.environment,
        query,
        report: reportByKey(query.reportKey),
        settleMs: deps.settleMs,
        now: deps.now(),
        fetch,
      });
    },
    async histories() {
      const vault = await deps.vault();
      return vault ? historySummaries(await vault.list()) : [];
    },
    async deleteHistory(key, span) {
      const vault = await opened();
      const change = deletionOf(await vault.list(), key, span);
      for (const runId of change.remove) {
        locks.release(runId);
        facts.delete(runId);
      }
      for (const { runId, facts: after } of change.rewrite) if (facts.has(runId)) facts.set(runId, after);
      await vault.changeHistory(change);
      changed();
      return change.remove.length;
    },
  };
}
