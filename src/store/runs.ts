import { z } from 'zod';
import { pagesOf, type RunsDatabase } from './db';

const tagOnly = z.object({ tenantTag: z.string() });

/** Deletes a run's header, facts and pages in one transaction. Needs no key: locked runs are deleted too. */
export async function deleteRun(db: RunsDatabase, runId: string): Promise<void> {
  const tx = db.transaction(['runs', 'facts', 'pages'], 'readwrite');
  await Promise.all([
    tx.objectStore('runs').delete(runId),
    tx.objectStore('facts').delete(runId),
    tx.objectStore('pages').delete(pagesOf(runId)),
    tx.done,
  ]);
}

/** Deletes every run whose clear header carries `tenantTag`, whatever key sealed it; returns how many. */
export async function deleteTenantRuns(db: RunsDatabase, tenantTag: string): Promise<number> {
  const tx = db.transaction(['runs', 'facts', 'pages'], 'readwrite');
  const runs = tx.objectStore('runs');
  const [ids, headers] = await Promise.all([runs.getAllKeys(), runs.getAll()]);
  const doomed = ids.filter((_, i) => tagOnly.safeParse(headers[i]).data?.tenantTag === tenantTag);
  await Promise.all([
    ...doomed.flatMap((id) => [
      runs.delete(id),
      tx.objectStore('facts').delete(id),
      tx.objectStore('pages').delete(pagesOf(id)),
    ]),
    tx.done,
  ]);
  return doomed.length;
}
