import type { TeamHistoryClient } from '../api/team/team-calls';
import { reportByKey } from '../core/catalog/catalog';
import type { RunFacts, RunStore, Vault } from '../store/types';
import { deletionOf } from './history/delete-range';
import { planView } from './history/plan-view';
import { askTeam } from './history/team-held';
import { historySummaries } from './history/summaries';
import type { RunLocks } from './run-locks';
import { pageReaders } from './stored-pages';
import type { DeviceRun, WorkerRunsApi } from './types';

interface RunsDeps {
  environment: string;
  /** The team's history on the app's server; null where the environment has none. */
  team: TeamHistoryClient | null;
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

/** A run's facts as the vault lists them. */
async function listedFacts(vault: Vault, runId: string) {
  const listed = (await vault.list()).find((run) => run.header.id === runId);
  if (!listed) throw new Error('This run is no longer on this device.');
  if (listed.locked) throw new Error('This run was stored under another key and cannot be opened.');
  return listed.facts;
}

/** The tenant's histories: a view planned over them, their summaries, and a span of one deleted. */
function historyCalls(
  deps: RunsDeps,
  opened: () => Promise<Vault>,
): Pick<WorkerRunsApi, 'plan' | 'histories' | 'deleteHistory'> {
  const { locks, facts, changed } = deps;
  return {
    async plan(query, fetch = 'unsettled') {
      const vault = await deps.vault();
      // Asked beside the device's list: what the team holds costs no call and answers before the service.
      const [runs, team] = await Promise.all([vault ? vault.list() : [], askTeam(deps.team, query, fetch)]);
      return planView({
        runs,
        team,
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
    ...pageReaders(opened),
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
    ...historyCalls(deps, opened),
  };
}
