import type { Page } from '@playwright/test';
import { z } from 'zod';
import { reportByKey } from '../src/core/catalog/catalog';
import { simOptionsFromEnv } from '../src/sim/options';
import { harness } from '../src/testing/sim-harness';
import { expect, sim, test } from './fixtures';
import { executeReportCalls } from './pages/sim-calls';
import { expectNoSeriousA11yViolations } from './pages/axe';
import { exportedSummary } from './pages/csv-download';
import { ExplorerPage } from './pages/explorer-page';
import { tabTo } from './pages/keyboard';

const START = '2026-03-01 00:00:00';
const END = '2026-03-10 23:59:59';
const SHOTS = 'test-results/summary';
/** The demo's settle time (SIM_SETTLE_MINUTES' default): a row shows an hour after its date. */
const SETTLE_MS = 3_600_000;

const number = (text: string | null) => Number((text ?? '').replace(/[,.]/g, ''));
const pad = (n: number) => String(n).padStart(2, '0');
/** The day of an instant on this machine's clock, as the grid (the same machine's browser) shows it. */
const localDay = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};
const localHour = (iso: string) => `${localDay(iso)} ${pad(new Date(iso).getHours())}`;

/** The service's own rows of a report over the range (the sim, computed in Node). */
async function serviceRows(
  reportKey: 'dialogs' | 'inbound-calls-interactions',
  range = { startDate: START, endDate: END },
): Promise<unknown[]> {
  const h = harness(simOptionsFromEnv(process.env));
  h.clock.t = Date.now();
  const pages = await h.pageAll(reportByKey(reportKey).id, range, await h.token());
  return pages.flatMap((p) => p.result);
}

/** The service's own DIALOGS rows of the range, counted by channel and day. */
async function serviceCounts(): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const row = z.object({ channelName: z.string().nullable(), date: z.string() }).loose();
  for (const r of (await serviceRows('dialogs')).map((x) => row.parse(x))) {
    const key = `${r.channelName ?? ''}|${localDay(r.date)}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

async function runReport(
  page: Page,
  report = 'dialogs',
  range: { start: string; end: string } = { start: START, end: END },
) {
  const params = new URLSearchParams({ report, ...range });
  await page.goto(`/?${params.toString()}`);
  await page.getByRole('button', { name: 'Use demo credentials' }).click();
  await page.getByLabel('Subscription key').fill('');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Run report' }).click();
  await new ExplorerPage(page).waitForAllRows();
}

test.beforeEach(async ({ request }) => {
  await sim.reset(request);
});

test('DIALOGS grouped by channel and day counts what the service sent, and a figure opens its rows', async ({
  page,
}) => {
  const expected = await serviceCounts();
  await runReport(page);
  await page.getByRole('tab', { name: 'Summary' }).click();
  const summary = page.getByRole('tabpanel', { name: 'Summary' });
  await expect(summary.getByRole('combobox', { name: 'Group by', exact: true })).toHaveValue('channelName');
  await summary.getByRole('button', { name: 'Add a column to group by' }).click();
  await summary.getByRole('combobox', { name: 'Group by, column 2' }).selectOption('date');
  await expect(summary.getByRole('combobox', { name: 'Periods of Date' })).toHaveValue('day');
  const table = summary.getByRole('region', { name: 'Summary of the rows shown' });
  const status = summary.getByRole('status').filter({ hasText: /groups from/ });
  await expect(status).toBeVisible();
  const said = (await status.textContent()) ?? '';
  await summary.screenshot({ path: `${SHOTS}/by-channel-and-day.png` });

  // Every group the table shows is one of the service's, with its count.
  const rows = table.locator('tbody tr:not([aria-hidden])');
  const groups = number(/^([\d,]+) groups/.exec(said)?.[1] ?? '');
  expect(groups).toBeGreaterThan(5);
  for (let i = 0; i < 12; i++) {
    const cells = rows.nth(i).locator('th, td');
    const channel = (await cells.nth(0).textContent()) ?? '';
    const day = (await cells.nth(1).textContent()) ?? '';
    const count = number(await cells.nth(2).textContent());
    expect(count, `${channel} ${day}`).toBe(expected.get(`${channel === '(none)' ? '' : channel}|${day}`));
  }
  await expectNoSeriousA11yViolations(page, 'the Summary', '#panel-summary');

  // The first figure opens the Rows tab with exactly as many rows.
  const first = rows.nth(0).locator('td button').first();
  const figure = (await first.textContent()) ?? '';
  await first.click();
  await expect(page.getByRole('tab', { name: 'Rows' })).toHaveAttribute('aria-selected', 'true');
  const grid = page.getByRole('tabpanel', { name: 'Rows' });
  await expect(grid.getByRole('group', { name: /, from the summary$/ })).toBeVisible();
  await expect(grid.getByText(new RegExp(`^${figure} of [\\d,]+ rows`))).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/opened.png` });

  // Back: the summary as it was, of the rows shown before the figure was opened.
  await grid.getByRole('button', { name: 'Back to the summary' }).click();
  await expect(summary.getByRole('status').filter({ hasText: said })).toBeVisible();
  await page.getByRole('tab', { name: 'Rows' }).click();
  await expect(grid.getByRole('group', { name: /, from the summary$/ })).toBeHidden();
});

test('a pivot spreads a column across with totals both ways, and its link opens the same summary', async ({
  page,
  browser,
}) => {
  await runReport(page);
  await page.getByRole('tab', { name: 'Summary' }).click();
  const summary = page.getByRole('tabpanel', { name: 'Summary' });
  await summary.getByRole('combobox', { name: 'Pivot by' }).selectOption('part');
  const table = summary.getByRole('region', { name: 'Summary of the rows shown' });
  for (const header of ['Channel', 'Customer', 'Bot', 'Total'])
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  const status = summary.getByRole('status').filter({ hasText: /groups from/ });
  const said = (await status.textContent()) ?? '';
  const rows = number(/from ([\d,]+) rows/.exec(said)?.[1] ?? '');
  // The grand total, bottom right, counts every row shown.
  const total = table.locator('tbody tr.sm-total td').last();
  expect(number(await total.textContent())).toBe(rows);
  await summary.screenshot({ path: `${SHOTS}/pivot.png` });
  expect(new URL(page.url()).searchParams.get('summary')).toBe('g=channelName;m=count;p=part');

  // The link in another tab: the run is read from the device, and the Summary shows the same.
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto(page.url());
  await second.getByRole('button', { name: 'Use demo credentials' }).click();
  await second.getByLabel('Subscription key').fill('');
  await second.getByRole('button', { name: 'Sign in' }).click();
  await second.getByRole('button', { name: 'Run report' }).click();
  await expect(second.getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');
  const again = second.getByRole('tabpanel', { name: 'Summary' });
  await expect(again.getByRole('combobox', { name: 'Pivot by' })).toHaveValue('part');
  await expect(again.getByRole('status').filter({ hasText: said })).toBeVisible();
  await other.close();
});

test('a pivot of every hour across holds only the columns in view, its channels kept at the left to the Total', async ({
  page,
}) => {
  await runReport(page);
  await page.getByRole('tab', { name: 'Summary' }).click();
  const summary = page.getByRole('tabpanel', { name: 'Summary' });
  await summary.getByRole('combobox', { name: 'Pivot by' }).selectOption('date');
  await summary.getByRole('combobox', { name: 'Periods of Date' }).selectOption('hour');
  const table = summary.getByRole('region', { name: 'Summary of the rows shown' });
  const status = summary.getByRole('status').filter({ hasText: /groups from/ });
  const rows = number(/from ([\d,]+) rows/.exec((await status.textContent()) ?? '')?.[1] ?? '');
  // Every hour of the range with rows is a column; a screen's width of them is in the page.
  const columns = Number(await table.getByRole('table').getAttribute('aria-colcount'));
  expect(columns).toBeGreaterThan(100);
  expect(await table.getByRole('columnheader').count()).toBeLessThan(20);
  const channel = table.getByRole('columnheader', { name: 'Channel', exact: true });
  await expect(channel).toBeVisible();
  await summary.screenshot({ path: `${SHOTS}/wide-pivot.png` });

  // Scrolled to its right end: the Total column and its grand total, the channels still at the left.
  await table.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  const totalHead = table.getByRole('columnheader', { name: 'Total', exact: true });
  await expect(totalHead).toBeVisible();
  await expect(totalHead).toHaveAttribute('aria-colindex', String(columns));
  const region = await table.boundingBox();
  const held = await channel.boundingBox();
  expect(held && region && Math.abs(held.x - region.x)).toBeLessThan(2);
  const grand = table.locator('tbody tr.sm-total td').last();
  expect(number(await grand.textContent())).toBe(rows);
  await summary.screenshot({ path: `${SHOTS}/wide-pivot-end.png` });
});

test('compared with the previous period, the plan fetches only the days missing and each figure gets its change', async ({
  page,
  request,
}) => {
  // Five of the ten days before the range are on the device already.
  await runReport(page, 'dialogs', { start: '2026-02-24 00:00:00', end: '2026-02-28 23:59:59' });
  await runReport(page);
  const before = (await executeReportCalls(request)).length;
  await page.getByRole('tab', { name: 'Summary' }).click();
  const summary = page.getByRole('tabpanel', { name: 'Summary' });
  await summary.getByRole('combobox', { name: 'Compare with' }).selectOption('previous');
  const period = page.getByRole('group', { name: 'The period compared with' });
  await expect(period).toContainText(
    'Compared with the previous period, 2026-02-19 00:00:00 to 2026-02-28 23:59:59.',
  );
  await expect(period.getByRole('status', { name: 'The plan of this query' })).toContainText(
    '5 of 10 days on this device',
  );
  // Nothing is fetched before the user says so.
  expect((await executeReportCalls(request)).length).toBe(before);
  await period.getByRole('button', { name: 'Fetch the period compared with' }).click();
  await expect(period.getByRole('status')).toContainText(/The period compared with: [\d,]+ rows\./);
  const asked = (await executeReportCalls(request)).slice(before);
  expect(new Set(asked.map((c) => `${c.startDate} – ${c.endDate}`))).toEqual(
    new Set(['2026-02-19 00:00:00 – 2026-02-23 23:59:59']),
  );

  const table = summary.getByRole('region', { name: 'Summary of the rows shown' });
  for (const header of ['Rows · compared period', 'Rows · change', 'Rows · change %'])
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  // The total's change is this period's rows less the other's.
  const total = table.locator('tbody tr.sm-total');
  const cells = total.locator('td');
  const now = number(await cells.nth(0).textContent());
  const then = number(await cells.nth(1).textContent());
  expect(now).toBeGreaterThan(0);
  expect(then).toBeGreaterThan(0);
  await expect(cells.nth(2)).toHaveText(
    `${now >= then ? '+' : '−'}${Math.abs(now - then).toLocaleString('en-US')}`,
  );
  await expect(summary.getByText(/fewer than 30 rows in either period/)).toBeVisible();
  await summary.screenshot({ path: `${SHOTS}/compared.png` });
  expect(new URL(page.url()).searchParams.get('compare')).toBe('previous');

  // The Overview compares its headline figures with the same period, with no call more.
  const calls = (await executeReportCalls(request)).length;
  await page.getByRole('tab', { name: 'Overview' }).click();
  const overview = page.getByRole('tabpanel', { name: 'Overview' });
  await expect(overview.getByRole('combobox', { name: 'Compare with' })).toHaveValue('previous');
  const compared = overview.getByRole('region', { name: 'Compared with the previous period: table' });
  const line = (await overview.getByText(/^[\d,]+ conversations, [\d,]+ messages, on/).textContent()) ?? '';
  const conversations = /^([\d,]+) conversations/.exec(line)?.[1] ?? '';
  const row = compared.getByRole('row', { name: /^Conversations / });
  await expect(row.getByRole('cell').nth(0)).toHaveText(conversations);
  expect(number(await row.getByRole('cell').nth(1).textContent())).toBeGreaterThan(0);
  await expect(
    compared
      .getByRole('row', { name: /^Containment / })
      .getByRole('cell')
      .nth(2),
  ).toHaveText(/^[+−±][\d.]+ pts$/);
  await overview.getByRole('region', { name: 'Compared with the previous period', exact: true }).screenshot({
    path: `${SHOTS}/overview-compared.png`,
  });
  expect((await executeReportCalls(request)).length).toBe(calls);
});

test('days not settled yet are left out of a comparison, and marked when asked for', async ({ page }) => {
  // The first day not settled is the one holding "an hour ago" (the demo's settle time), on this
  // machine's clock: today, or yesterday in the first hour after midnight.
  const settleLine = Date.now() - SETTLE_MS;
  const day = (offset: number) => localDay(new Date(settleLine + offset * 86_400_000).toISOString());
  const range = { startDate: `${day(-2)} 00:00:00`, endDate: `${day(0)} 23:59:59` };
  // Just after the settle line crosses midnight, the new day may have no row yet to mark.
  const dated = z.object({ date: z.string() }).loose();
  const unsettledRows = (await serviceRows('dialogs', range))
    .map((r) => dated.parse(r).date)
    .filter((d) => localDay(d) === day(0)).length;
  await runReport(page, 'dialogs', { start: range.startDate, end: range.endDate });
  await page.getByRole('tab', { name: 'Summary' }).click();
  const summary = page.getByRole('tabpanel', { name: 'Summary' });
  await summary.getByRole('button', { name: 'Add a column to group by' }).click();
  await summary.getByRole('combobox', { name: 'Group by, column 2' }).selectOption('date');
  await summary.getByRole('button', { name: 'Stop grouping by Channel' }).click();
  await summary.getByRole('combobox', { name: 'Compare with' }).selectOption('previous');
  await expect(summary.getByText(`Rows from ${day(0)} on may still arrive`)).toBeVisible();
  await page.getByRole('button', { name: 'Fetch the period compared with' }).click();
  const table = summary.getByRole('region', { name: 'Summary of the rows shown' });
  await expect(table.getByRole('columnheader', { name: 'Rows · change', exact: true })).toBeVisible();
  // The day not settled is left out of both periods: its row is not there.
  await expect(table.getByRole('rowheader', { name: day(-1), exact: true })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: new RegExp(`^${day(0)}`) })).toHaveCount(0);
  await summary.getByRole('checkbox', { name: 'Include the days not settled' }).check();
  if (unsettledRows > 0) {
    await expect(
      table.getByRole('rowheader', { name: `${day(0)} (not settled)`, exact: true }),
    ).toBeVisible();
  }
  await summary.screenshot({ path: `${SHOTS}/not-settled.png` });
});

test.describe('bad input', () => {
  test('a measure over a column with missing numbers says how many rows it left out', async ({ page }) => {
    // Calls abandoned or not surveyed have no satisfaction score.
    const csat = z.object({ csat: z.number().nullable() }).loose();
    const rows = await serviceRows('inbound-calls-interactions');
    const missing = rows.filter((r) => csat.parse(r).csat === null).length;
    expect(missing).toBeGreaterThan(0);
    await runReport(page, 'inbound-calls-interactions');
    await page.getByRole('tab', { name: 'Summary' }).click();
    const summary = page.getByRole('tabpanel', { name: 'Summary' });
    await summary.getByRole('combobox', { name: 'Measure', exact: true }).selectOption('avg');
    await summary.getByRole('combobox', { name: 'Column of measure 1' }).selectOption('csat');
    await expect(
      summary.getByText(
        `Average of csat: ${missing.toLocaleString('en-US')} rows have no number in csat and are left out.`,
      ),
    ).toBeVisible();
    await expect(
      summary
        .getByRole('status')
        .filter({ hasText: `from ${rows.length.toLocaleString('en-US')} rows shown` }),
    ).toBeVisible();
    await summary.screenshot({ path: `${SHOTS}/skipped.png` });
  });

  test('too many cells say so with their count, and the tab stays usable', async ({ page }) => {
    // A row's id is its own group: rows × the hours of the range that have rows, the cells of the pivot.
    const row = z.object({ date: z.string() }).loose();
    const rows = (await serviceRows('dialogs')).map((r) => row.parse(r));
    const hours = new Set(rows.map((r) => localHour(r.date))).size;
    expect(rows.length * hours).toBeGreaterThan(100_000);

    await runReport(page);
    await page.getByRole('tab', { name: 'Summary' }).click();
    const summary = page.getByRole('tabpanel', { name: 'Summary' });
    await summary.getByRole('combobox', { name: 'Group by', exact: true }).selectOption('id');
    await summary.getByRole('combobox', { name: 'Pivot by' }).selectOption('date');
    await summary.getByRole('combobox', { name: 'Periods of Date' }).selectOption('hour');
    const cells = (rows.length * hours).toLocaleString('en-US');
    await expect(summary.getByRole('alert')).toHaveText(
      `This summary would have ${cells} cells, more than 100,000: group by fewer columns, by longer periods, or filter the rows first.`,
    );
    const table = summary.getByRole('region', { name: 'Summary of the rows shown' });
    await expect(table).toBeHidden();
    await summary.screenshot({ path: `${SHOTS}/too-many.png` });

    await summary.getByRole('combobox', { name: 'Pivot by' }).selectOption('');
    await expect(summary.getByRole('alert')).toBeHidden();
    await expect(
      summary.getByRole('status').filter({ hasText: `${rows.length.toLocaleString('en-US')} groups from` }),
    ).toBeVisible();
    await expect(table).toBeVisible();
    await summary.screenshot({ path: `${SHOTS}/too-many-then-fewer.png` });
  });
});

test('a column the next report lacks leaves the summary with a word that names it', async ({ page }) => {
  await runReport(page);
  await page.getByRole('tab', { name: 'Summary' }).click();
  const summary = page.getByRole('tabpanel', { name: 'Summary' });
  await summary.getByRole('combobox', { name: 'Group by', exact: true }).selectOption('currentIntent');
  await expect(summary.getByRole('columnheader', { name: 'Current intent' })).toBeVisible();

  const explorer = new ExplorerPage(page);
  await explorer.selectReport('Survey Result v2');
  await explorer.run();
  await explorer.waitForAllRows();
  await page.getByRole('tab', { name: 'Summary' }).click();
  await expect(
    summary.getByText('currentIntent is not a column of these rows, and was left out of the summary.'),
  ).toBeVisible();
  // The summary goes on from the report's own first column.
  await expect(summary.getByRole('status').filter({ hasText: /groups from/ })).toBeVisible();
  await expect(summary.getByRole('combobox', { name: 'Group by', exact: true })).not.toHaveValue(
    'currentIntent',
  );
  // The link now carries the summary shown, not the column that went.
  await expect.poll(() => new URL(page.url()).searchParams.get('summary') ?? '').toMatch(/^g=surveyName;/);
  await summary.screenshot({ path: `${SHOTS}/dropped.png` });
});

test('the Summary’s controls and figures are reached with Tab, and Enter opens a figure', async ({
  page,
}) => {
  await runReport(page);
  await page.getByRole('tab', { name: 'Summary' }).click();
  const summary = page.getByRole('tabpanel', { name: 'Summary' });
  await expect(summary.getByRole('status').filter({ hasText: /groups from/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Summary' }).focus();
  for (const name of ['Group by', 'Measure', 'Pivot by'])
    await tabTo(summary.getByRole('combobox', { name, exact: true }));
  await tabTo(summary.getByRole('checkbox', { name: 'Share of the total' }));
  const table = summary.getByRole('region', { name: 'Summary of the rows shown' });
  const first = table.locator('tbody tr:not([aria-hidden])').first();
  const figure = first.getByRole('button');
  await tabTo(figure);
  await summary.screenshot({ path: `${SHOTS}/keyboard.png` });
  const count = (await figure.textContent()) ?? '';
  // Its name says the figure and whose rows it opens.
  const channel = (await first.locator('th').textContent()) ?? '';
  await expect(figure).toHaveAccessibleName(`${count}: show the rows of ${channel}`);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Rows' })).toHaveAttribute('aria-selected', 'true');
  const grid = page.getByRole('tabpanel', { name: 'Rows' });
  await expect(grid.getByText(new RegExp(`^${count} of [\\d,]+ rows`))).toBeVisible();
});

test('the summary’s CSV holds the table shown, its Total row the rows shown', async ({ page }) => {
  await runReport(page);
  await page.getByRole('tab', { name: 'Summary' }).click();
  const summary = page.getByRole('tabpanel', { name: 'Summary' });
  const status = summary.getByRole('status').filter({ hasText: /groups from/ });
  const said = (await status.textContent()) ?? '';
  const shown = number(/from ([\d,]+) rows/.exec(said)?.[1] ?? '');
  const table = summary.getByRole('region', { name: 'Summary of the rows shown' });
  const lines = table.locator('tbody tr:not([aria-hidden])');
  const onScreen = await lines.evaluateAll((trs) =>
    trs.map((tr) => Array.from(tr.querySelectorAll('th, td'), (c) => (c.textContent ?? '').trim())),
  );

  const { head, rows } = await exportedSummary(summary);
  expect(head).toEqual(['Channel', 'Rows']);
  const total = rows.at(-1);
  expect(total).toEqual(['Total', String(shown)]);
  // The groups as the table shows them, figures as plain numbers.
  expect(rows.map(([channel, n]) => [channel, Number(n).toLocaleString('en-US')])).toEqual(onScreen);
  expect(rows.slice(0, -1).reduce((sum, [, n]) => sum + Number(n), 0)).toBe(shown);
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-CO' });

  test('the Summary speaks Spanish, figures and all, and is clean for assistive technology', async ({
    page,
  }) => {
    const params = new URLSearchParams({ report: 'dialogs', start: START, end: END });
    await page.goto(`/?${params.toString()}`);
    await page.getByRole('button', { name: 'Usar las credenciales de demostración' }).click();
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByRole('button', { name: 'Ejecutar informe' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Se cargaron las [\d.]+ filas/ })).toBeVisible();
    await page.getByRole('tab', { name: 'Síntesis' }).click();
    const summary = page.getByRole('tabpanel', { name: 'Síntesis' });
    await summary.getByRole('combobox', { name: 'Medida', exact: true }).selectOption('avg');
    await expect(summary.getByRole('combobox', { name: 'Columna de la medida 1' })).toBeVisible();
    await expect(
      summary.getByRole('status').filter({ hasText: /grupos de [\d.]+ filas mostradas/ }),
    ).toBeVisible();
    await expect(summary.getByRole('combobox', { name: 'Agrupar por', exact: true })).toBeVisible();
    await summary.screenshot({ path: `${SHOTS}/spanish.png` });
    await expectNoSeriousA11yViolations(page, 'the Summary', '#panel-summary');
  });
});
