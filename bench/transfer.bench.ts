// How a page of rows should cross from the engine's worker to the page's main thread. The worker holds
// 10,000 DIALOGS rows; the page receives them in each candidate form and times, on its main thread, the
// task that receives them (structured clone's deserialisation happens there) plus what it must do before the
// table can take them (rebuilding row objects from columns, JSON.parse). Headless Chromium.
import { chromium } from 'playwright-core';
import { findChromium } from '../scripts/chromium.mjs';
import { generateDialogsRows } from '../src/sim';
import { metric, type Bench } from './metric';
import { throttle } from './cpu-throttle';

const ROWS = 10_000;
const ROUNDS = 9;

const WORKER = `
let rows = [];
const columnar = () => {
  const keys = Object.keys(rows[0]);
  return { keys, columns: keys.map((k) => rows.map((r) => r[k])) };
};
onmessage = (e) => {
  const { form, data } = e.data;
  if (form === 'load') { rows = data; postMessage('ok'); return; }
  if (form === 'objects') postMessage(rows);
  if (form === 'columns') postMessage(columnar());
  if (form === 'json') postMessage(JSON.stringify(rows));
  if (form === 'chunks') for (let i = 0; i < rows.length; i += 1000) postMessage(rows.slice(i, i + 1000));
};`;

type Form = 'objects' | 'columns' | 'json' | 'chunks';
const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? NaN;

const run: Bench = async () => {
  const rows = generateDialogsRows(ROWS, 7);
  const browser = await chromium.launch({
    executablePath: findChromium() ?? undefined,
    args: ['--no-sandbox'],
  });
  const page = await throttle(await browser.newPage());
  await page.goto('about:blank');
  await page.evaluate(
    async ({ source, data }) => {
      const worker = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
      Reflect.set(window, 'transferWorker', worker);
      await new Promise((done) => {
        worker.onmessage = done;
        worker.postMessage({ form: 'load', data });
      });
    },
    { source: WORKER, data: rows },
  );
  const times = async (form: Form) => {
    const all: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      all.push(
        await page.evaluate(async (f) => {
          const worker = Reflect.get(window, 'transferWorker') as Worker;
          let longest = 0;
          let received = 0;
          await new Promise<void>((done) => {
            worker.onmessage = (e: MessageEvent) => {
              const t0 = performance.now();
              const data: unknown = e.data; // deserialised on first access
              let rowsIn = 0;
              if (f === 'objects' || f === 'chunks') rowsIn = (data as unknown[]).length;
              if (f === 'json') rowsIn = (JSON.parse(data as string) as unknown[]).length;
              if (f === 'columns') {
                const { keys, columns } = data as { keys: string[]; columns: unknown[][] };
                const n = columns[0]?.length ?? 0;
                const out = new Array<Record<string, unknown>>(n);
                for (let i = 0; i < n; i++) {
                  const row: Record<string, unknown> = {};
                  for (let k = 0; k < keys.length; k++) row[keys[k] as string] = columns[k]?.[i];
                  out[i] = row;
                }
                rowsIn = out.length;
              }
              longest = Math.max(longest, performance.now() - t0);
              received += rowsIn;
              if (received >= 10_000) done();
            };
            worker.postMessage({ form: f });
          });
          return longest;
        }, form),
      );
    }
    return median(all);
  };
  const figures: Record<Form, number> = { objects: 0, columns: 0, json: 0, chunks: 0 };
  for (const form of ['objects', 'columns', 'json', 'chunks'] as const) figures[form] = await times(form);
  await browser.close();
  console.info(
    `10,000 DIALOGS rows into the page, longest main-thread task (median of ${ROUNDS}): ` +
      Object.entries(figures)
        .map(([form, ms]) => `${form} ${ms.toFixed(1)} ms`)
        .join(', '),
  );
  return [
    metric(
      'engine → page: 10,000-row page as row objects, main-thread task',
      figures.objects,
      'ms',
      16,
      'lower',
      // A way tried and rejected (docs/architecture.md): printed beside the chosen one, never a miss.
      { comparison: true },
    ),
    metric(
      'engine → page: 10,000-row page as columns + rebuild, main-thread task',
      figures.columns,
      'ms',
      16,
      'lower',
      // A way tried and rejected (docs/architecture.md): printed beside the chosen one, never a miss.
      { comparison: true },
    ),
    metric(
      'engine → page: 10,000-row page in 1,000-row slices, longest task',
      figures.chunks,
      'ms',
      16,
      'lower',
    ),
  ];
};
export default run;
