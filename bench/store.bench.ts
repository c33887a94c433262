// The page store's costs: what a 250,000-row DIALOGS run takes on disk, sealed (gzip, then AES-GCM),
// against the rows' JSON; reading it all back (decrypted, decompressed, parsed, checked); and what deriving
// the vault key (PBKDF2-SHA-256, 600,000 iterations) costs at sign-in, in Node and in headless Chromium. The store runs on fake-indexeddb here: the sizes are the sealed records'
// own, the same in any browser; a browser's IndexedDB adds its own overhead on disk.
import 'fake-indexeddb/auto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IDBFactory } from 'fake-indexeddb';
import { chromium } from 'playwright-core';
import type { PageProgress } from '../src/api/types';
import { generateDialogsRows } from '../src/sim';
import { codedRead, createRunStore, PBKDF2_ITERATIONS, type RunFacts } from '../src/store';
import { decodeRows } from '../src/core/coded-rows';
import { deriveVaultKey } from '../src/store/key';
import { metric, type Bench } from './metric';
import { serveDir } from './static-server';
import { throttle } from './cpu-throttle';

const ROWS = 250_000;
const PAGE_ROWS = 500;
const DERIVATIONS = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const utf8Bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).byteLength;

function pagesOf(rows: PageProgress['rows']): PageProgress[] {
  const total = Math.ceil(rows.length / PAGE_ROWS);
  return Array.from({ length: total }, (_, i) => {
    const pageRows = rows.slice(i * PAGE_ROWS, (i + 1) * PAGE_ROWS);
    const bytes = utf8Bytes({ result: pageRows });
    return {
      rows: pageRows,
      facts: {
        isValid: true,
        executionTime: 40,
        idReport: 'dialogs',
        nameVisualization: 'Dialogs',
        totalDocument: rows.length,
        pageCount: total - i - 1,
        requestCharge: 12.5,
      },
      cursorUsed: i === 0 ? '' : `cursor-${i}`,
      lastDocument: i === total - 1 ? null : `cursor-${i + 1}`,
      bytes,
      unexpectedNulls: 0,
      index: i + 1,
      totalPages: total,
      rowsSoFar: Math.min(rows.length, (i + 1) * PAGE_ROWS),
      requestChargeSoFar: (i + 1) * 12.5,
      bytesSoFar: (i + 1) * bytes,
    };
  });
}

const factsAfter = (page: PageProgress): RunFacts => ({
  environment: 'demo',
  reportName: 'Dialogs',
  query: { reportKey: 'dialogs', startDate: '2026-01-01 00:00:00', endDate: '2026-03-31 23:59:59' },
  state: page.lastDocument === null ? 'complete' : 'running',
  pagesDone: page.index,
  totalPages: page.totalPages,
  rows: page.rowsSoFar,
  serviceBytes: page.bytesSoFar,
  requestCharge: page.requestChargeSoFar,
  nextCursor: page.lastDocument,
  startedAt: 0,
  updatedAt: 0,
  keeping: true,
});

async function deriveInNode(): Promise<number> {
  const salt = crypto.getRandomValues(new Uint8Array(32));
  const times: number[] = [];
  for (let i = 0; i < DERIVATIONS; i++) {
    const t0 = performance.now();
    await deriveVaultKey({ environment: 'demo', tenant: 'acme', secret: `secret-${i}` }, salt);
    times.push(performance.now() - t0);
  }
  return median(times);
}

/** The same derivation in headless Chromium, on a page served from 127.0.0.1 (WebCrypto needs a secure context). */
async function deriveInChromium(): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'store-bench-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>store bench</title>');
  const server = await serveDir(dir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const page = await throttle(await browser.newPage());
    await page.goto(server.url);
    return await page.evaluate(
      async ({ iterations, rounds }) => {
        const times: number[] = [];
        for (let i = 0; i < rounds; i++) {
          const t0 = performance.now();
          const material = await crypto.subtle.importKey(
            'raw',
            new TextEncoder().encode(`secret-${i}`),
            'PBKDF2',
            false,
            ['deriveKey'],
          );
          await crypto.subtle.deriveKey(
            { name: 'PBKDF2', hash: 'SHA-256', salt: crypto.getRandomValues(new Uint8Array(48)), iterations },
            material,
            { name: 'AES-GCM', length: 256 },
            false,
            ['encrypt', 'decrypt'],
          );
          times.push(performance.now() - t0);
        }
        return times.sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? NaN;
      },
      { iterations: PBKDF2_ITERATIONS, rounds: DERIVATIONS },
    );
  } finally {
    await browser.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const run: Bench = async () => {
  const pages = pagesOf(generateDialogsRows(ROWS, 42));
  const jsonBytes = pages.reduce((sum, page) => sum + utf8Bytes(page.rows), 0);

  const store = createRunStore({ indexedDB: new IDBFactory(), marker: null });
  const vault = await store.open({ environment: 'demo', tenant: 'acme', secret: 'bench-secret' });
  const first = pages[0];
  if (!first) throw new Error('no pages');
  const id = await vault.create({ ...factsAfter(first), pagesDone: 0, rows: 0, nextCursor: null });
  const putTimes: number[] = [];
  for (const page of pages) {
    const t0 = performance.now();
    if ((await vault.putPage(id, page, factsAfter(page))) !== 'stored') throw new Error('storage full');
    putTimes.push(performance.now() - t0);
  }
  const [listed] = await vault.list();
  if (!listed || listed.locked) throw new Error('the stored run does not open');
  const storedBytes = listed.header.storedBytes;

  const t0 = performance.now();
  let rowsRead = 0;
  // Each page's rows read out of their frame and rebuilt as objects, as the page's side of the engine does.
  for await (const framed of vault.framedPages(id)) {
    const read = codedRead(framed);
    if ('unreadable' in read) throw new Error(read.unreadable);
    rowsRead += decodeRows(read.page.rows).length;
  }
  const readMs = performance.now() - t0;
  if (rowsRead !== ROWS) throw new Error(`read back ${rowsRead} rows, expected ${ROWS}`);

  const nodeDerive = await deriveInNode();
  const chromiumDerive = await deriveInChromium();
  const ratio = storedBytes / jsonBytes;
  console.info(
    `${ROWS} rows: JSON ${(jsonBytes / 1e6).toFixed(1)} MB, sealed ${(storedBytes / 1e6).toFixed(2)} MB ` +
      `(${ratio.toFixed(3)}x) in ${pages.length} pages; a page sealed and stored in ${median(putTimes).toFixed(1)} ms ` +
      `(median, Node, fake-indexeddb); every page read back in ${Math.round(readMs)} ms; ` +
      `PBKDF2 ${PBKDF2_ITERATIONS}: Node ${Math.round(nodeDerive)} ms, Chromium ${Math.round(chromiumDerive)} ms`,
  );
  return [
    metric('store: sealed bytes of 250,000 DIALOGS rows / their JSON', ratio, 'x', 0.25, 'lower'),
    metric(
      'store: read back every page of 250,000 rows (Node, fake-indexeddb)',
      readMs,
      'ms',
      3_000,
      'lower',
    ),
    metric('store: derive the vault key, PBKDF2 600,000 (Node, median)', nodeDerive, 'ms', 2_000, 'lower'),
    metric(
      'store: derive the vault key, PBKDF2 600,000 (Chromium, median)',
      chromiumDerive,
      'ms',
      2_000,
      'lower',
      // WebCrypto derives off the page's main thread, which CPU throttling does not slow.
      { place: 'worker' },
    ),
  ];
};
export default run;
