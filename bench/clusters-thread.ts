// The grouping on a thread of its own, as the engine's worker runs it in the browser: the main thread
// asks for a run and receives its figures (bench/clusters.bench.ts measures how long it is held meanwhile).
import { parentPort } from 'node:worker_threads';
import { z } from 'zod';
import { clustersRun } from './clusters-run';

parentPort?.on('message', (data: unknown) => {
  const asked = z.object({ rows: z.number().int().positive() }).safeParse(data);
  if (asked.success) parentPort?.postMessage(clustersRun(asked.data.rows));
});
