import { z } from 'zod';
import { DIALOGS_ID } from '../core/catalog/catalog';
import { createSimulatedService } from '../sim/service';
import { DEMO_CREDENTIALS, type SimOptions } from '../sim/types';

/** Shared by the sim's conformance tests: a sim on a fake clock and small helpers to call it. */
export const BASE = 'http://sim.test/env/demo/api/ServiceReporting';
export { DIALOGS_ID };
export const SESSIONS_ID = '59435EB3-3E0F-4005-8BB5-48432DA6364D';
export const MENU_DETAIL_ID = '542B8262-14EB-4FEF-9873-93EC8B439FB7';
export const SHARED_ID = '34175227-42BE-4A59-8B95-6F2EE6C14849';
export const CAMPAIGN_ID = '60D12322-2D25-40DE-BFD4-D4DAE7241C43';
export const MARCH = { startDate: '2026-03-01 00:00:00', endDate: '2026-03-31 23:59:59' };

/** The envelope exactly as the sim promises it (stricter than the client's tolerant schema). */
export const simEnvelopeSchema = z.strictObject({
  isValid: z.boolean(),
  errors: z.array(z.strictObject({ code: z.string(), message: z.string() })),
  executionTime: z.number(),
  idReport: z.string(),
  nameVisualization: z.string(),
  totalDocument: z.number().int(),
  pageCount: z.number().int().min(0),
  lastDocument: z.string().nullable(),
  requestCharge: z.number(),
  result: z.array(z.record(z.string(), z.unknown())),
});
export type Envelope = z.infer<typeof simEnvelopeSchema>;

export const gatewayBodySchema = z.strictObject({ statusCode: z.number(), message: z.string() });

export function harness(options: Partial<SimOptions> = {}) {
  const clock = { t: Date.UTC(2026, 3, 1, 12) };
  const sim = createSimulatedService({ now: () => clock.t, ...options });
  const interval = sim.options.limits.otherIntervalMs * sim.options.limits.timeScale;

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    sim.fetch(
      new Request(`${BASE}${path}`, {
        method: 'POST',
        body: typeof body === 'string' ? body : JSON.stringify(body),
        headers: { 'content-type': 'application/json', ...headers },
      }),
    );

  async function token(credentials: object = DEMO_CREDENTIALS): Promise<string> {
    const res = await post('/CreateToken', credentials);
    return z.object({ token: z.string() }).parse(await res.json()).token;
  }

  /** One ExecuteReport call, then the clock moves past the interval so the next one is admitted. */
  async function execute(id: string, body: unknown, bearer: string, headers: Record<string, string> = {}) {
    const res = await post(`/ExecuteReport/1234/${id}`, body, {
      authorization: `Bearer ${bearer}`,
      ...headers,
    });
    clock.t += interval;
    return res;
  }

  async function page(id: string, body: unknown, bearer: string): Promise<Envelope> {
    const res = await execute(id, body, bearer);
    if (res.status !== 200) throw new Error(`status ${res.status}`);
    return simEnvelopeSchema.parse(await res.json());
  }

  /** Every page of a query, following the cursor as docs/service.md says. */
  async function pageAll(id: string, body: Record<string, unknown>, bearer: string): Promise<Envelope[]> {
    const pages: Envelope[] = [];
    let lastDocument = '';
    for (;;) {
      const p = await page(id, { ...body, lastDocument }, bearer);
      pages.push(p);
      if (!p.isValid || p.pageCount === 0 || p.lastDocument === null) return pages;
      lastDocument = p.lastDocument;
    }
  }

  return { sim, clock, interval, post, token, execute, page, pageAll };
}
