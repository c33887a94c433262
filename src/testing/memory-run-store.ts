// Test support: the page store's interface in memory, with its rules (one key per tenant and secret, a
// page and its facts kept together or not at all, a storage that can be made full), without IndexedDB.
import type { PageProgress } from '../api/types';
import { encodeRows, frameStored, storedCoded } from '../core/coded-rows';
import type {
  ListedRun,
  FramedRead,
  HistoryChange,
  RunFacts,
  RunHeader,
  RunStore,
  Vault,
} from '../store/types';
import { STORE_FORMAT_VERSION } from '../store/types';

interface Kept {
  header: RunHeader;
  key: string;
  facts: RunFacts;
  pages: Map<number, PageProgress>;
}

export function memoryRunStore() {
  const runs = new Map<string, Kept>();
  let full = false;
  let budget: number | undefined;
  const storedBytes = () => [...runs.values()].reduce((sum, run) => sum + run.header.storedBytes, 0);
  const clone = <T>(value: T): T => structuredClone(value);
  const store: RunStore & { fill(): void; runs: typeof runs } = {
    runs,
    fill: () => {
      full = true;
    },
    async open({ environment, tenant, secret }) {
      const key = `${environment}\n${tenant}\n${secret}`;
      const tenantTag = `${environment}\n${tenant}`;
      const mine = (runId: string) => {
        const run = runs.get(runId);
        if (!run || run.key !== key) throw new Error('No such run under this key.');
        return run;
      };
      // All checked before anything changes: the change is made whole, or not at all.
      const applyHistory = (change: HistoryChange) => {
        const rewritten = change.rewrite.map(({ runId, facts }) => ({ run: mine(runId), facts }));
        change.remove.forEach(mine);
        for (const { run, facts } of rewritten) run.facts = clone(facts);
        for (const runId of change.remove) runs.delete(runId);
      };
      const vault: Vault = {
        async list(): Promise<ListedRun[]> {
          return [...runs.values()]
            .sort((a, b) => b.header.createdAt - a.header.createdAt)
            .map((run) =>
              run.key === key
                ? { header: clone(run.header), locked: false, facts: clone(run.facts) }
                : { header: clone(run.header), locked: true, reason: 'other-key' },
            );
        },
        async create(facts) {
          // Unique in the process, as the device's store's are (vault-writes.ts): Node 24 and later have a
          // process-wide navigator.locks, in which two stores' "run-1" would be one run's lock.
          const id = crypto.randomUUID();
          const header: RunHeader = {
            id,
            formatVersion: STORE_FORMAT_VERSION,
            tenantTag,
            createdAt: facts.startedAt,
            updatedAt: facts.updatedAt,
            storedBytes: 0,
            storedPages: 0,
          };
          runs.set(id, { header, key, facts: clone(facts), pages: new Map() });
          return id;
        },
        async putPage(runId, page, facts, history) {
          const run = mine(runId);
          const bytes = JSON.stringify(page.rows).length;
          if (full || (budget !== undefined && storedBytes() + bytes > budget)) return 'full';
          if (history) applyHistory(history);
          run.pages.set(page.index, clone(page));
          run.facts = clone(facts);
          run.header.storedPages = run.pages.size;
          run.header.storedBytes += bytes;
          run.header.updatedAt = facts.updatedAt;
          return 'stored';
        },
        async update(runId, facts) {
          mine(runId).facts = clone(facts);
        },
        async changeHistory(change) {
          applyHistory(change);
        },
        async *framedPages(runId): AsyncIterable<FramedRead> {
          const run = mine(runId);
          for (const index of [...run.pages.keys()].sort((a, b) => a - b)) {
            const page = clone(run.pages.get(index));
            if (page)
              yield {
                index,
                page: { ...page, rows: { frame: frameStored(storedCoded(encodeRows(page.rows))) } },
              };
          }
        },
        async deleteTenant() {
          const gone = [...runs.values()].filter((run) => run.header.tenantTag === tenantTag);
          for (const run of gone) runs.delete(run.header.id);
          return gone.length;
        },
      };
      return vault;
    },
    evicted: async () => false,
    async delete(runId) {
      runs.delete(runId);
    },
    setBudget(bytes) {
      budget = bytes;
    },
  };
  return store;
}
