import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { faultsSchema } from '../src/sim';
import type { SimulatedService } from '../src/sim/types';
import type { ServerLog } from './log';
import { readBody, sendJson } from './node-web';

const clockSchema = z.strictObject({ advanceMs: z.number().int().min(0) });

export const isSimControlTarget = (rawUrl: string) => rawUrl === '/__sim' || rawUrl.startsWith('/__sim/');

/** The body as JSON, or undefined when it is not JSON. */
async function readJson(req: IncomingMessage): Promise<unknown> {
  try {
    return JSON.parse((await readBody(req, 64 * 1024)).toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Control of the demo for end-to-end tests, only when SIM_CONTROL=1 (the caller answers 404 otherwise):
 * the fault plan, the call log (which holds no secret), a reset (the demo's quota windows start over, in
 * the demo and in the server's count of them), the server's own log lines, and the
 * demo's clock: `POST /__sim/clock {"advanceMs": n}` moves it forward (so "tomorrow" is testable, rows
 * dated since settle), `GET /__sim/clock` reads it; a reset moves it back to the real time.
 */
export async function handleSimControl(
  req: IncomingMessage,
  res: ServerResponse,
  sim: SimulatedService,
  log: ServerLog,
  /** Called on a reset: what else counts the demo's calls starts over with it. */
  onReset: () => void = () => {},
): Promise<void> {
  const route = `${req.method ?? ''} ${req.url ?? ''}`;
  const noStore = { 'Cache-Control': 'no-store' };
  if (route === 'GET /__sim/calls') return sendJson(res, 200, sim.calls(), noStore);
  if (route === 'GET /__sim/log') return sendJson(res, 200, log.lines(), noStore);
  if (route === 'POST /__sim/reset') {
    sim.reset();
    onReset();
    return sendJson(res, 200, { ok: true }, noStore);
  }
  if (route === 'GET /__sim/clock') return sendJson(res, 200, { now: sim.now() }, noStore);
  if (route === 'POST /__sim/clock') {
    const clock = clockSchema.safeParse(await readJson(req));
    if (!clock.success)
      return sendJson(res, 400, { message: 'The body must be {"advanceMs": n}, n ≥ 0.' }, noStore);
    sim.advanceClock(clock.data.advanceMs);
    return sendJson(res, 200, { ok: true, now: sim.now() }, noStore);
  }
  if (route === 'POST /__sim/faults') {
    const json = await readJson(req);
    if (json === undefined)
      return sendJson(res, 400, { message: 'The body must be a JSON array of faults.' }, noStore);
    const faults = faultsSchema.safeParse(json);
    if (!faults.success) return sendJson(res, 400, { message: z.prettifyError(faults.error) }, noStore);
    sim.setFaults(faults.data);
    return sendJson(res, 200, { ok: true, faults: faults.data.length }, noStore);
  }
  return sendJson(res, 404, { message: 'Unknown simulation control route.' }, noStore);
}
