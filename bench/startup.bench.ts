// First impression of the app: how much JavaScript the first screen needs (gzipped) and how long it takes
// from navigation to a sign-in form a person can use, on the production build in headless Chromium.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { metric, type Bench } from './metric';
import { throttle } from './cpu-throttle';
import { SERVER_NODE_FLAGS } from '../server/node-flags';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
const NAVIGATIONS = 5;

function newestMtime(path: string): number {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(s.mtimeMs, ...readdirSync(path).map((f) => newestMtime(join(path, f))));
}

function buildIfStale() {
  const built = join(dist, 'index.html');
  const sources = ['src', 'index.html', 'vite.config.ts', 'public']
    .map((p) => join(root, p))
    .filter(existsSync);
  if (existsSync(built) && statSync(built).mtimeMs >= Math.max(...sources.map(newestMtime))) return;
  console.info('dist/ is stale: vite build…');
  const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('vite build failed');
}

/** The module script and modulepreload links of dist/index.html: what the browser fetches before any lazy chunk. */
function firstLoadFiles(): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const refs = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((m) => m[1] ?? '');
  return [...new Set(refs)].map((ref) => join(dist, ref.replace(/^\//, '')));
}

const gzippedKb = (file: string) => gzipSync(readFileSync(file)).length / 1024;

function firstLoadKb(files: readonly string[]): number {
  let kb = 0;
  for (const file of files) {
    console.info(`  ${relative(dist, file)}: ${gzippedKb(file).toFixed(1)} KB gzipped`);
    kb += gzippedKb(file);
  }
  return kb;
}

/** The source files a built chunk holds, from its source map (the app's build writes one beside each). */
function sourcesOf(file: string): string[] {
  const map = `${file}.map`;
  if (!existsSync(map))
    throw new Error(`no source map for ${relative(dist, file)}: the app's build writes one`);
  const parsed: unknown = JSON.parse(readFileSync(map, 'utf8'));
  const sources =
    typeof parsed === 'object' && parsed !== null && 'sources' in parsed && Array.isArray(parsed.sources)
      ? parsed.sources
      : [];
  return sources.filter((s): s is string => typeof s === 'string');
}

/** The Summary's own modules (its panel, controls, table, chart, worker host): they load lazily. */
const SUMMARY_UI = /(^|\/)src\/features\/summary\//;

/**
 * How many of the Summary's own modules the first load holds (none, when it is lazy), and, for the log, the
 * lazy chunks that hold them, with their size: a static import of the Summary would move them into the
 * entry, and the first-load size alone would not say why.
 */
function summaryInFirstLoad(firstLoad: readonly string[]): number {
  const assets = join(dist, 'assets');
  const chunks = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => join(assets, f));
  const held = (file: string) => sourcesOf(file).filter((s) => SUMMARY_UI.test(s));
  const lazy = chunks.filter((f) => !firstLoad.includes(f) && held(f).length > 0);
  for (const file of lazy)
    console.info(`  Summary, lazy: ${relative(dist, file)}: ${gzippedKb(file).toFixed(1)} KB gzipped`);
  const inFirst = firstLoad.flatMap(held);
  for (const source of inFirst) console.info(`  Summary module in the first load: ${source}`);
  if (lazy.length === 0 && inFirst.length === 0) console.info('  Summary: no module of it in this build');
  return inFirst.length;
}

/** `npm run serve` as a child on a free port; resolves with its address once it prints it. */
function startServer(): Promise<{ url: string; stop: () => void }> {
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, '--import', 'tsx', join(root, 'server/serve.ts')],
    {
      cwd: root,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /Report Explorer on (http:\/\/\S+)/.exec(out);
      if (m?.[1]) resolve({ url: m[1], stop: () => child.kill('SIGTERM') });
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening`)));
  });
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

async function timeToSignInMs(url: string): Promise<number> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const times: number[] = [];
    for (let i = 0; i < NAVIGATIONS; i++) {
      // A fresh context each time: a first visit, nothing cached.
      const context = await browser.newContext();
      const page = await throttle(await context.newPage());
      const started = performance.now();
      await page.goto(url, { waitUntil: 'commit' });
      await page.getByRole('button', { name: 'Sign in' }).and(page.locator(':enabled')).waitFor();
      times.push(performance.now() - started);
      await context.close();
    }
    console.info(`  navigations: ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
    return median(times);
  } finally {
    await browser.close();
  }
}

const run: Bench = async () => {
  buildIfStale();
  const files = firstLoadFiles();
  const kb = firstLoadKb(files);
  const summaryModules = summaryInFirstLoad(files);
  const server = await startServer();
  try {
    const ms = await timeToSignInMs(server.url);
    return [
      metric('startup: first-load JavaScript (gzipped)', kb, 'KB', 150, 'lower'),
      metric(
        'startup: Summary modules in the first load (lazy: none)',
        summaryModules,
        'modules',
        0,
        'lower',
      ),
      metric('startup: navigation to an enabled Sign in (median of 5)', ms, 'ms', 1000, 'lower', {
        place: 'page',
      }),
    ];
  } finally {
    server.stop();
  }
};
export default run;
