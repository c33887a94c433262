import type { APIRequestContext } from '@playwright/test';
import { z } from 'zod';
import { sim } from '../fixtures';

/** The fields of the simulated service's call log the specs read (it never holds a secret). */
const callSchema = z.looseObject({
  operation: z.string(),
  status: z.number(),
  lastDocument: z.string().nullable(),
  /** The range asked (ExecuteReport). */
  startDate: z.string().nullable().optional(),
  endDate: z.string().nullable().optional(),
  rows: z.number(),
  reportId: z.string().nullable(),
  fault: z.string().nullable(),
});
export type SimCall = z.infer<typeof callSchema>;

export async function simCalls(request: APIRequestContext): Promise<SimCall[]> {
  return z.array(callSchema).parse(await sim.calls(request));
}

export async function executeReportCalls(request: APIRequestContext): Promise<SimCall[]> {
  return (await simCalls(request)).filter((c) => c.operation === 'ExecuteReport');
}

/** A fault plan with the optional fields too (fixtures' helper types only kind and atCall). */
export async function setFaults(
  request: APIRequestContext,
  faults: { kind: string; atCall: number; retryAfterSeconds?: number; exhaustedForMs?: number }[],
) {
  const r = await request.post('/__sim/faults', { data: faults });
  if (!r.ok()) throw new Error(`faults refused: ${await r.text()}`);
}
