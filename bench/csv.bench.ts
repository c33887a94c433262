// CSV export of 250,000 DIALOGS rows x 36 columns, in Node, through the exact code path of the export
// worker: the page's projection of each chunk (valuesOfJob), its structured clone (what postMessage
// costs on both sides), the worker's writer (csvBodyOfValues) and one Blob per chunk.
import { csvBodyOfValues, csvHead, CSV_TYPE } from '../src/features/export/csv-parts';
import { valuesOfJob, type ExportJob } from '../src/features/export/export-job';
import { DIALOGS_COLUMNS } from '../src/features/results/dialogs-columns';
import { generateDialogsRows } from '../src/sim/index';
import { metric, type Bench } from './metric';

const ROWS = 250_000;
const isRow = (r: unknown): r is Record<string, unknown> => typeof r === 'object' && r !== null;
const CHUNK = 2_000;

const run: Bench = async () => {
  // As the table holds them: parsed from the service's JSON, page by page.
  const generated = generateDialogsRows(ROWS, 1);
  const rows: Record<string, unknown>[] = [];
  for (let i = 0; i < ROWS; i += 10_000) {
    const parsed: unknown = JSON.parse(JSON.stringify(generated.slice(i, i + 10_000)));
    if (Array.isArray(parsed)) for (const r of parsed.filter(isRow)) rows.push(r);
  }
  generated.length = 0;
  const job: ExportJob = {
    rows,
    order: null,
    length: rows.length,
    columns: DIALOGS_COLUMNS.map((c) => ({ key: c.key, header: c.header })),
    fileName: 'bench.csv',
  };
  const keys = job.columns.map((c) => c.key);
  const times: number[] = [];
  let size = 0;
  for (let round = 0; round < 3; round++) {
    const t0 = performance.now();
    const parts = [new Blob([csvHead(job.columns.map((c) => c.header))])];
    for (let from = 0; from < job.length; from += CHUNK) {
      const posted = structuredClone(valuesOfJob(job, keys, from, from + CHUNK));
      parts.push(new Blob([csvBodyOfValues(posted)]));
    }
    const blob = new Blob(parts, { type: CSV_TYPE });
    times.push(performance.now() - t0);
    size = blob.size;
  }
  console.info(`CSV ${(size / 1e6).toFixed(1)} MB; rounds ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
  return [
    metric(
      'csv: 250k x 36 via the worker code path, Node (median of 3)',
      [...times].sort((a, b) => a - b)[1] ?? 0,
      'ms',
      3000,
      'lower',
    ),
  ];
};

export default run;
