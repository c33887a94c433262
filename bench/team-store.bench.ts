// The team's history on disk (warehouse/team/): spans of DIALOGS committed and read back a page at a time
// as the server does, the bytes a demo day takes, and the memory a reader holds.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Row } from '../src/core/contract';
import { querySpan, type Span } from '../src/core/history';
import { generateDialogsRows } from '../src/sim';
import { parseRowDate } from '../src/core/history';
import { openTeamStore, type HistoryKey } from '../warehouse/team';
import { metric, type Bench } from './metric';

const KEY: HistoryKey = { environment: 'demo', tenant: '1234', reportKey: 'dialogs', campaignId: null };
const ROWS = 60_000; // ~150 days of the demo tenant (~400 rows a day)
const PAGE_ROWS = 500; // the demo's page size
const SPAN_DAYS = 30;

const dayOf = (row: Row) => String(row.date).slice(0, 10);

/** The rows cut into spans of 30 days (whole days of the service's clock), in the service's order. */
function spansOf(rows: readonly Row[]): { span: Span; rows: Row[] }[] {
  const days = [...new Set(rows.map(dayOf))].sort();
  const spans = [];
  for (let i = 0; i < days.length; i += SPAN_DAYS) {
    const chunk = days.slice(i, i + SPAN_DAYS);
    const span = querySpan({ startDate: `${chunk[0]} 00:00:00`, endDate: `${chunk.at(-1)} 23:59:59` });
    if (!span) throw new Error('bad span');
    const wanted = new Set(chunk);
    spans.push({ span, rows: rows.filter((r) => wanted.has(dayOf(r)) && parseRowDate(r.date) !== null) });
  }
  return spans;
}

const sizeOf = (folder: string): number =>
  readdirSync(folder, { withFileTypes: true }).reduce(
    (sum, e) =>
      sum +
      (e.isDirectory()
        ? sizeOf(join(folder, e.name))
        : e.name.endsWith('.parquet')
          ? statSync(join(folder, e.name)).size
          : 0),
    0,
  );

const run: Bench = async () => {
  const rows = generateDialogsRows(ROWS);
  const spans = spansOf(rows);
  const folder = mkdtempSync(join(tmpdir(), 'bench-team-'));
  const store = await openTeamStore(folder, { log: () => undefined });
  const asked = (span: Span) => span.endMs + 3 * 3_600_000;
  let started = performance.now();
  for (const { span, rows: spanRows } of spans) {
    const writer = await store.begin(KEY, span, asked(span));
    for (let i = 0; i * PAGE_ROWS < spanRows.length; i++) {
      const page = spanRows.slice(i * PAGE_ROWS, (i + 1) * PAGE_ROWS);
      await writer.put(i, page, Buffer.byteLength(JSON.stringify({ data: page })));
    }
    await writer.commit();
  }
  const kept = spans.reduce((sum, s) => sum + s.rows.length, 0);
  const commitRate = kept / ((performance.now() - started) / 1000);
  const days = new Set(spans.flatMap((s) => s.rows.map(dayOf))).size;
  const bytes = sizeOf(folder);
  const json = Buffer.byteLength(JSON.stringify(spans.flatMap((s) => s.rows)));

  globalThis.gc?.();
  const idle = process.memoryUsage();
  let peak = 0;
  let read = 0;
  started = performance.now();
  for (const { span } of spans)
    for (let page: number | null = 0; page !== null;) {
      const answer = await store.readPage(KEY, span, asked(span), page);
      if (!answer) throw new Error('a held span did not read');
      read += answer.coded.shapeOf.length;
      const now = process.memoryUsage();
      peak = Math.max(peak, now.heapUsed + now.arrayBuffers - idle.heapUsed - idle.arrayBuffers);
      page = answer.nextPage;
    }
  const readRate = read / ((performance.now() - started) / 1000);
  await store.close();
  rmSync(folder, { recursive: true, force: true });
  if (read !== kept) throw new Error(`read ${read} rows of ${kept}`);
  console.info(
    `team store: ${kept} DIALOGS rows in ${spans.length} spans of ${SPAN_DAYS} days: committed ${Math.round(commitRate)} rows/s, read back ${Math.round(readRate)} rows/s (pages of 5,000); ${Math.round(bytes / days / 1024)} KB a demo day on disk (${((bytes / json) * 100).toFixed(1)} % of the JSON); reading held at most ${(peak / 1048576).toFixed(1)} MB above idle`,
  );
  return [
    // The service gives at most 10,000 rows a call, one call per 4 s: 2,500 rows/s, which the store must outpace.
    metric('team store: DIALOGS rows committed per second', commitRate, 'rows/s', 5_000, 'higher'),
    metric('team store: DIALOGS rows read back per second', readRate, 'rows/s', 25_000, 'higher'),
    metric("team store: bytes on disk / the rows' JSON", bytes / json, 'ratio', 0.2, 'lower', {
      fixed: true,
    }),
    metric('team store: memory held reading, above idle', peak / 1048576, 'MB', 100, 'lower', {
      fixed: true,
    }),
  ];
};
export default run;
