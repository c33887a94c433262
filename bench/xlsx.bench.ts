// Excel export of 250,000 DIALOGS rows x 36 columns.
// - In headless Chromium, through the real results table (the spreadsheet check's page): "Excel (.xlsx)"
//   pressed until the file is there, the longest main-thread task meanwhile, and the CSV's size beside it.
// - In Node, through the worker's code path (bench/xlsx-drive.ts): the time, beside ExcelJS's streaming
//   writer on the same rows (the library the writer was measured against), and the worker side's peak
//   memory against the rows' JSON.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportFromApp } from '../scripts/spreadsheet-check/export-in-browser';
import { dialogsExportJob } from './dialogs-export-job';
import { excelJsWrite } from './exceljs-peer';
import { metric, type Bench } from './metric';
import { driveSession, maskOf } from './xlsx-drive';

const ROWS = 250_000;
const mb = (bytes: number) => (bytes / 1e6).toFixed(1);

async function inNode() {
  const { job, jsonBytes } = dialogsExportJob(ROWS);
  // Two deflating threads, as the workbook worker starts on this 2-core machine; each plain round is
  // followed by the same workbook with personal data masked, so that both meet the same machine.
  const ours = [];
  const masked = [];
  for (let i = 0; i < 3; i++) {
    ours.push(await driveSession(job, 'xlsx', { threads: 2 }));
    masked.push(await driveSession(job, 'xlsx', { threads: 2, mask: maskOf(job) }));
  }
  const median = [...ours].sort((a, b) => a.ms - b.ms)[1] ?? ours[0];
  const maskedMs = [...masked].map((r) => r.ms).sort((a, b) => a - b)[1] ?? NaN;
  // Memory on one thread: the XML and the deflater in one heap (the threads' heaps are not sampled; they
  // hold at most a few 2 MB blocks each).
  const memory = await driveSession(job, 'xlsx', { sampleEvery: 1 });
  const peer = await excelJsWrite(job);
  console.info(
    `ours: ${ours.map((r) => r.ms.toFixed(0)).join(', ')} ms, ${mb(median?.size ?? 0)} MB; ExcelJS stream: ${peer.ms.toFixed(0)} ms, ${mb(peer.size)} MB`,
  );
  console.info(`masked: ${masked.map((r) => r.ms.toFixed(0)).join(', ')} ms`);
  console.info(`worker side's peak memory ${mb(memory.peakBytes)} MB; rows' JSON ${mb(jsonBytes)} MB`);
  return [
    metric(
      'xlsx: 250k x 36 via the worker code path and 2 deflating threads, Node (median of 3)',
      median?.ms ?? NaN,
      'ms',
      6000,
      'lower',
      { peer: { name: 'ExcelJS stream', value: peer.ms } },
    ),
    metric(
      "xlsx: masking's added time (medians of 3, interleaved)",
      (100 * (maskedMs - (median?.ms ?? NaN))) / (median?.ms ?? NaN),
      '%',
      30,
      'lower',
    ),
    metric(
      "xlsx: worker side's peak memory / rows' JSON, Node",
      memory.peakBytes / jsonBytes,
      'x',
      0.5,
      'lower',
    ),
  ];
}

async function inChromium() {
  const dir = mkdtempSync(join(tmpdir(), 'xlsx-bench-'));
  try {
    // 305,743 DIALOGS rows of seed 1 hold 250,000 whose Text contains "n": filtered, sorted by Confidence.
    const plan = {
      total: 305_743,
      filterLabel: 'Filter Text',
      filterText: 'n',
      sortHeader: 'Confidence',
      sortClicks: 2,
    };
    const { files, countText } = await exportFromApp(plan, dir, ['csv', 'xlsx']);
    const { xlsx, csv } = files;
    if (!xlsx || !csv) throw new Error('an export was not saved');
    const [xlsxSize, csvSize] = [statSync(xlsx.file).size, statSync(csv.file).size];
    console.info(
      `${countText}: xlsx ${xlsx.ms} ms, ${mb(xlsxSize)} MB, longest task ${xlsx.longestTaskMs.toFixed(0)} ms; csv ${csv.ms} ms, ${mb(csvSize)} MB, longest task ${csv.longestTaskMs.toFixed(0)} ms`,
    );
    return [
      metric('xlsx: 250k x 36 export in the worker, Chromium (press to file)', xlsx.ms, 'ms', 6000, 'lower', {
        place: 'worker',
      }),
      metric('xlsx: longest main-thread task during the export', xlsx.longestTaskMs, 'ms', 100, 'lower'),
      metric('xlsx: file size / CSV size', xlsxSize / csvSize, 'x', 1, 'lower'),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const run: Bench = async () => [...(await inNode()), ...(await inChromium())];

export default run;
