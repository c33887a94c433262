/**
 * One run is resumed by one tab at a time. The tab running a run holds an exclusive Web Lock named after
 * it for as long as the run goes on; the lock goes with the tab (a closed tab, a crash, a sign-out that
 * ends the worker), so a run whose lock nobody holds is one that stopped without saying so: interrupted.
 */
export interface RunLocks {
  /** Takes the run's lock if no tab holds it; true when this tab now holds it (or already did). */
  hold(runId: string): Promise<boolean>;
  release(runId: string): void;
  /** The runs some tab of this origin, this one included, holds right now. */
  held(): Promise<Set<string>>;
  /** Whether this tab holds the run's lock. */
  mine(runId: string): boolean;
}

const PREFIX = 'report-explorer:run:';

interface WebLocks {
  request(
    name: string,
    options: { ifAvailable: boolean },
    callback: (lock: unknown) => Promise<void> | void,
  ): Promise<unknown>;
  query(): Promise<{ held?: { name?: string }[] }>;
}

/** Web Locks, shared by every tab and worker of the origin. */
export function webRunLocks(locks: WebLocks): RunLocks {
  const releases = new Map<string, () => void>();
  return {
    async hold(runId) {
      if (releases.has(runId)) return true;
      return new Promise<boolean>((answer) => {
        void locks.request(PREFIX + runId, { ifAvailable: true }, (lock) => {
          if (lock === null) {
            answer(false);
            return;
          }
          answer(true);
          return new Promise<void>((release) => releases.set(runId, release));
        });
      });
    },
    release(runId) {
      releases.get(runId)?.();
      releases.delete(runId);
    },
    async held() {
      const state = await locks.query();
      const names = (state.held ?? []).map((lock) => lock.name ?? '');
      return new Set(names.filter((n) => n.startsWith(PREFIX)).map((n) => n.slice(PREFIX.length)));
    },
    mine: (runId) => releases.has(runId),
  };
}

/** The same rules in memory, for one realm (Node, tests, browsers without Web Locks). Share one to act as two tabs. */
export function memoryRunLocks(shared: Set<string> = new Set()): RunLocks {
  const mine = new Set<string>();
  return {
    async hold(runId) {
      if (mine.has(runId)) return true;
      if (shared.has(runId)) return false;
      shared.add(runId);
      mine.add(runId);
      return true;
    },
    release(runId) {
      if (mine.delete(runId)) shared.delete(runId);
    },
    held: async () => new Set(shared),
    mine: (runId) => mine.has(runId),
  };
}

/** Web Locks where the realm has them, else an in-memory stand-in. */
export function defaultRunLocks(): RunLocks {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? webRunLocks(locks) : memoryRunLocks();
}
