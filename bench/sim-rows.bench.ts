// The simulated service's own costs: DIALOGS rows on their own (the other benches' input) and one
// 500-row DIALOGS page served end to end (generated, serialised, counted), as the demo server does.
import { createTokenResponseSchema } from '../src/core/contract';
import { DIALOGS_ID } from '../src/core/catalog/catalog';
import { createSimulatedService, DEMO_CREDENTIALS, generateDialogsRows } from '../src/sim';
import { metric, type Bench } from './metric';

const ROWS = 250_000;
const PAGES = 20;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const run: Bench = async () => {
  const t0 = performance.now();
  const rows = generateDialogsRows(ROWS, 42);
  const generateMs = performance.now() - t0;
  if (rows.length !== ROWS) throw new Error(`expected ${ROWS} rows, got ${rows.length}`);

  let t = Date.UTC(2026, 3, 1);
  const sim = createSimulatedService({ now: () => t });
  const base = 'http://bench.local/api/ServiceReporting';
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    sim.fetch(new Request(`${base}${path}`, { method: 'POST', body: JSON.stringify(body), headers }));
  const { token } = createTokenResponseSchema.parse(
    await (await post('/CreateToken', DEMO_CREDENTIALS)).json(),
  );
  const times: number[] = [];
  let lastDocument = '';
  for (let i = 0; i < PAGES; i++) {
    const started = performance.now();
    const res = await post(
      `/ExecuteReport/1234/${DIALOGS_ID}`,
      { startDate: '2026-01-01 00:00:00', endDate: '2026-03-31 23:59:59', lastDocument },
      { authorization: `Bearer ${token}` },
    );
    const text = await res.text();
    times.push(performance.now() - started);
    const next = /"lastDocument":"([^"]+)"/.exec(text)?.[1];
    if (res.status !== 200 || !next) throw new Error(`page ${i + 1}: status ${res.status}`);
    lastDocument = next;
    t += 4_000;
  }
  console.info(
    `${ROWS} rows in ${Math.round(generateMs)} ms; a 500-row page in ${median(times).toFixed(1)} ms`,
  );
  return [
    metric('sim: generate 250,000 DIALOGS rows', generateMs, 'ms', 2_000, 'lower'),
    metric('sim: serve one 500-row DIALOGS page (median)', median(times), 'ms', 50, 'lower'),
  ];
};
export default run;
