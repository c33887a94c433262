// Test support: what the simulated service answers for a query, read in this process through the client.
import { createHash } from 'node:crypto';
import { createReportingClient } from '../../src/api/client';
import { clientLimitsSchema } from '../../src/api/client-limits';
import { createMemoryLockManager } from '../../src/api/locks';
import type { ReportQuery } from '../../src/api/types';
import { DIALOGS_FIELDS, type Row } from '../../src/core/contract';
import { createSimulatedService, DEMO_CREDENTIALS, simOptionsFromEnv } from '../../src/sim';

/** The rows of `query` from a sim configured by the same SIM_* variables as the command's. */
export async function expectedRows(query: ReportQuery, simEnv: Record<string, string> = {}): Promise<Row[]> {
  // Near-zero waits: this side only needs the rows, not the pace.
  const limits = clientLimitsSchema.parse({ timeScale: 0.0001, minSafetyMarginMs: 0 });
  // A token that outlives the slowest page of a loaded machine: the service's hour, at 1/10,000, was
  // 0.36 s of real time, and a page made slower than that was refused with the token just issued.
  const sim = createSimulatedService({
    ...simOptionsFromEnv(simEnv),
    limits,
    tokenLifetimeMs: 1_000 * 3_600_000,
  });
  const client = createReportingClient({
    environment: {
      name: 'demo',
      label: 'Demo',
      mode: 'proxy',
      baseUrl: '/env/demo',
      timeScale: limits.timeScale,
    },
    fetch: sim.fetch,
    limits,
    locks: createMemoryLockManager(),
  });
  await client.signIn({ ...DEMO_CREDENTIALS });
  const rows: Row[] = [];
  for await (const page of client.pages(query)) rows.push(...page.rows);
  return rows;
}

/** One hash over every documented field of every row, rows in id order: equal hashes, equal data. */
export function checksumOf(rows: readonly Row[]): string {
  const hash = createHash('sha256');
  const sorted = [...rows].sort((a, b) => String(a.id).localeCompare(String(b.id)));
  for (const row of sorted) hash.update(JSON.stringify(DIALOGS_FIELDS.map((f) => row[f] ?? null)) + '\n');
  return hash.digest('hex');
}
