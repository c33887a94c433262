// `npx tsx scripts/screenshots.ts`: the README's pictures, taken from the running demo so they cannot age
// silently. It builds the app, serves it with the demo service (its windows scaled down, as the e2e tests
// run it), signs in as a new user would, runs DIALOGS over "Last 30 days" and photographs the screens a
// user meets first. It prints where the grid's first row starts and how many rows show without scrolling.
// SCREENSHOTS_OUT=dir writes elsewhere than docs/; SCREENSHOTS_DIST=dir serves a build already made.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { build } from 'vite';
import { createAppServer, listen } from '../server/app-server';
import { loadServerConfig } from '../server/config';
import { createServerLog } from '../server/log';
import { createDemoService, projectRoot } from '../server/startup';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

interface Words {
  locale: string;
  demo: string;
  signIn: string;
  signOut: string;
  preset: string;
  run: string;
  summary: string;
  overview: string;
}

const ENGLISH: Words = {
  locale: 'en-US',
  demo: 'Use demo credentials',
  signIn: 'Sign in',
  signOut: 'Sign out',
  preset: 'Last 30 days',
  run: 'Run report',
  summary: 'Summary',
  overview: 'Overview',
};
const SPANISH: Words = {
  locale: 'es-ES',
  demo: 'Usar las credenciales de demostración',
  signIn: 'Iniciar sesión',
  signOut: 'Cerrar sesión',
  preset: 'Últimos 30 días',
  run: 'Ejecutar informe',
  summary: 'Síntesis',
  overview: 'Resumen',
};

/** The laptop most analysts have; the script also takes one at 125 % (Windows' usual scaling). */
const LAPTOP = { width: 1366, height: 768 };

/** Where the grid's first row starts (px from the window's top) and how many whole rows show in the window. */
async function gridFigures(page: Page) {
  return page.evaluate(() => {
    const rows = [...document.querySelectorAll('[role="grid"] .rt-body [role="row"]')];
    const grid = document.querySelector('[role="grid"]')?.getBoundingClientRect();
    const bottom = Math.min(window.innerHeight, grid?.bottom ?? 0);
    const boxes = rows.map((row) => row.getBoundingClientRect()).sort((a, b) => a.top - b.top);
    const first = boxes[0]?.top ?? null;
    const visible = boxes.filter((box) => box.top >= 0 && box.bottom <= bottom && box.height > 0).length;
    return { firstRowTop: first === null ? null : Math.round(first), visibleRows: visible };
  });
}

async function signedInRun(browser: Browser, baseUrl: string, words: Words, scale: number) {
  const context = await browser.newContext({
    viewport: LAPTOP,
    deviceScaleFactor: scale,
    locale: words.locale,
  });
  const page = await context.newPage();
  await page.goto(new URL('/?report=dialogs', baseUrl).href);
  await page.getByRole('button', { name: words.demo }).click();
  await page.getByRole('button', { name: words.signIn, exact: true }).click();
  await page.getByRole('button', { name: words.signOut }).waitFor();
  await page.getByRole('button', { name: words.preset }).click();
  await page.getByRole('button', { name: words.run }).click();
  await page.locator('.run-progress-fill.is-done').waitFor({ timeout: 120_000 });
  // The grid draws its rows in the frames after the last page lands.
  await page.locator('[role="grid"] .rt-body [role="row"]').first().waitFor();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return { page, close: () => context.close() };
}

async function shoot(
  browser: Browser,
  baseUrl: string,
  out: string,
  words: Words,
  suffix: string,
  scale = 1,
) {
  const { page, close } = await signedInRun(browser, baseUrl, words, scale);
  await page.screenshot({ path: join(out, `screenshot${suffix}.png`) });
  console.info(`${words.locale} ×${scale}: grid`, await gridFigures(page));
  if (scale === 1) {
    await page.getByRole('tab', { name: words.summary, exact: true }).click();
    await page.getByRole('tabpanel', { name: words.summary }).getByRole('table').first().waitFor();
    await page.screenshot({ path: join(out, `screenshot-summary${suffix}.png`) });
    await page.getByRole('tab', { name: words.overview, exact: true }).click();
    // The coverage line comes after every section: the figures above it are drawn.
    await page.locator('.ov-coverage').waitFor();
    await page.screenshot({ path: join(out, `screenshot-overview${suffix}.png`) });
  }
  await close();
}

async function main() {
  const out = resolve(process.env.SCREENSHOTS_OUT ?? join(projectRoot, 'docs'));
  mkdirSync(out, { recursive: true });
  let dist = process.env.SCREENSHOTS_DIST;
  if (!dist) {
    dist = join(projectRoot, 'node_modules/.cache/screenshots-dist');
    await build({ root: projectRoot, logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } });
  }
  const env = { PORT: '0', HOST: '127.0.0.1', SIM_TIME_SCALE: '0.02' };
  const server = createAppServer({
    config: loadServerConfig(env, { port: 0 }),
    demo: createDemoService(env),
    staticRoot: resolve(dist),
    log: createServerLog({ echo: false }),
  });
  const baseUrl = await listen(server, env.HOST, 0);
  const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS });
  try {
    await shoot(browser, baseUrl, out, ENGLISH, '');
    await shoot(browser, baseUrl, out, SPANISH, '-es');
    await shoot(browser, baseUrl, out, ENGLISH, '-125', 1.25);
  } finally {
    await browser.close();
    server.closeAllConnections();
    server.close();
  }
}

await main();
