// CSV export of 250,000 DIALOGS rows x 36 columns, in Node, through the code path of the export worker:
// the page's side (row indices, coded columns from the table's dictionaries), a structured clone of each
// message (what postMessage does, on two threads in the browser, here on one) and the worker's session
// (csv-session.ts: the cell writer, one Blob per chunk).
import { TableModel } from '../src/core/table';
import { columnsOfChunk, indicesOfJob, type ExportJob } from '../src/features/export/export-job';
import { createCsvSession } from '../src/features/export/csv-session';
import { DIALOGS_COLUMNS } from '../src/features/results/columns/dialogs-columns';
import { generateDialogsRows } from '../src/sim/index';
import { metric, type Bench } from './metric';
import { columnRoles, OWN_COLUMN } from '../src/core/personal-data';
import type { MaskStart } from '../src/features/export/worker-protocol';

const ROWS = 250_000;
const CHUNK = 4_000;
const isRow = (r: unknown): r is Record<string, unknown> => typeof r === 'object' && r !== null;

const run: Bench = async () => {
  // As the table holds them: parsed from the service's JSON, page by page.
  const generated = generateDialogsRows(ROWS, 1);
  const pages: Record<string, unknown>[][] = [];
  for (let i = 0; i < ROWS; i += 10_000) {
    const parsed: unknown = JSON.parse(JSON.stringify(generated.slice(i, i + 10_000)));
    if (Array.isArray(parsed)) pages.push(parsed.filter(isRow));
  }
  generated.length = 0;
  const model = new TableModel();
  model.sync(pages);
  // The app builds these indexes in idle time after each page; timed here for the record, not the metric.
  const t = performance.now();
  model.prepare(DIALOGS_COLUMNS, () => true);
  console.info(`column indexes built in ${(performance.now() - t).toFixed(0)} ms`);

  const byKey = new Map(DIALOGS_COLUMNS.map((c) => [c.key, c]));
  const job: ExportJob = {
    rows: model.rows,
    order: null,
    length: model.rows.length,
    columns: DIALOGS_COLUMNS.map((c) => ({ key: c.key, header: c.header })),
    fileName: 'bench.csv',
    codesOf: (key) => {
      const column = byKey.get(key);
      return column ? model.index(column).dictionary() : null;
    },
  };
  const keys = job.columns.map((c) => c.key);
  const own = keys.indexOf(OWN_COLUMN);
  const mask: MaskStart = { as: 'kind', roles: columnRoles(keys), own: own >= 0 ? own : null };
  const exportOnce = (masked: boolean) => {
    const t0 = performance.now();
    const handle = createCsvSession();
    const dictionaries = keys.map((k) => job.codesOf?.(k) ?? null);
    handle(
      structuredClone({
        type: 'start',
        headers: job.columns.map((c) => c.header),
        distinct: dictionaries.map((d) => (d ? [...d.distinct] : null)),
        ...(masked ? { mask } : {}),
      }),
    );
    for (let from = 0; from < job.length; from += CHUNK) {
      const indices = indicesOfJob(job, from, from + CHUNK);
      handle(
        structuredClone({
          type: 'rows',
          count: indices.length,
          columns: columnsOfChunk(job, keys, dictionaries, indices),
        }),
      );
    }
    const done = handle({ type: 'end' });
    return { ms: performance.now() - t0, size: done.type === 'done' ? done.blob.size : 0 };
  };
  // Plain and masked back to back, round after round, so the machine's load weighs on both alike.
  const plain: number[] = [];
  const masked: number[] = [];
  let size = 0;
  for (let round = 0; round < 3; round++) {
    const a = exportOnce(false);
    plain.push(a.ms);
    size = a.size;
    masked.push(exportOnce(true).ms);
  }
  const rounds = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(', ');
  console.info(`CSV ${(size / 1e6).toFixed(1)} MB; rounds ${rounds(plain)} ms; masked ${rounds(masked)} ms`);
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1] ?? 0;
  const added = (100 * (median(masked) - median(plain))) / median(plain);
  return [
    metric('csv: 250k x 36 via the worker code path, Node (median of 3)', median(plain), 'ms', 3000, 'lower'),
    metric('csv: the same with personal data masked (median of 3)', median(masked), 'ms', 3900, 'lower'),
    metric("csv: masking's added time", added, '%', 30, 'lower'),
  ];
};

export default run;
