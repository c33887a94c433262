import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import Papa from 'papaparse';
import { expect, sim, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './pages/axe';
import { ExplorerPage } from './pages/explorer-page';
import { SignInPage } from './pages/sign-in-page';

const MONTH = { start: '2026-03-01 00:00:00', end: '2026-03-31 23:59:59' };
const KEEP = ['Date', 'Conversation', 'Part', 'Text', 'Confidence', 'Record id'];
const PARTS: Record<string, string> = { '0': 'Bot', '1': 'Customer', '2': 'Agent', '4': 'Consultant' };

// The client spaces its calls with a margin; a loaded machine can still see a 429, which it waits out.
test.use({ allowedConsoleErrors: [/status of 429/] });

test.beforeEach(async ({ request }) => {
  await sim.reset(request);
});

async function runDialogsMonth(page: Page) {
  const signIn = new SignInPage(page);
  await signIn.goto(`/?${new URLSearchParams({ report: 'dialogs', ...MONTH }).toString()}`);
  await signIn.signInToDemo();
  const explorer = new ExplorerPage(page);
  await explorer.run();
  return { explorer, loaded: await explorer.waitForAllRows() };
}

/** The rows drawn on screen, in row order (the DOM keeps them in recycling order), as cell texts. */
async function rowsOnScreen(grid: Locator, columns: number): Promise<string[][]> {
  const rows = await grid.locator('[role="row"][aria-rowindex]').evaluateAll(
    (els, n) =>
      els
        .map((el) => ({
          index: Number(el.getAttribute('aria-rowindex')),
          cells: Array.from({ length: n }, (_, c) => {
            const cell = el.querySelector(`[role="gridcell"][aria-colindex="${c + 2}"]`);
            // The active cell carries a Copy button: only the cell's own text counts.
            return cell ? (cell.firstChild?.textContent ?? '') : '';
          }),
        }))
        .filter((r) => r.index > 2)
        .sort((a, b) => a.index - b.index)
        .map((r) => r.cells),
    columns,
  );
  return rows;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** The date as the table shows it: the browser's time zone (the tests run the browser in the machine's). */
const localDateTime = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};
/** A text cell as written to the CSV: a leading = + - @ tab CR LF got an apostrophe. */
const unguard = (s: string) => (/^'[=+\-@\t\r\n]/.test(s) ? s.slice(1) : s);

test('exports exactly the filtered, sorted rows with the shown columns, as on screen', async ({ page }) => {
  const { loaded } = await runDialogsMonth(page);
  expect(loaded).toBeGreaterThan(100);
  const table = page.getByRole('region', { name: 'DIALOGS results' });
  const grid = table.getByRole('grid', { name: 'DIALOGS rows' });
  await expect(table.getByText(`of ${loaded.toLocaleString('en-US')} rows`)).toBeVisible();

  // Show six columns only, then put "Record id" second by dragging its header onto "Conversation".
  await table.getByRole('button', { name: /^Columns/ }).click();
  const panel = table.getByRole('group', { name: 'Columns' });
  for (const box of await panel.getByRole('checkbox').all()) {
    const label = ((await box.locator('xpath=..').textContent()) ?? '').trim();
    if (!KEEP.includes(label)) await box.uncheck();
  }
  await table.getByRole('button', { name: /^Columns/ }).click();
  await expect(grid).toHaveAttribute('aria-colcount', String(KEEP.length + 1));
  await grid
    .getByRole('columnheader', { name: 'Record id' })
    .dragTo(grid.getByRole('columnheader', { name: 'Conversation' }));
  const headers = ['Date', 'Record id', 'Conversation', 'Part', 'Text', 'Confidence'];
  await expect(grid.getByRole('columnheader')).toHaveText(['#', ...headers]);

  // Filter: customers' messages about "saldo"; sort: confidence, then date (Shift+click adds a key).
  await grid.getByRole('button', { name: 'Pick values of Part' }).click();
  const pick = page.getByRole('dialog', { name: /Part: show rows with/ });
  await pick.getByRole('checkbox', { name: 'Customer' }).check();
  await pick.getByRole('button', { name: 'Apply' }).click();
  await grid.getByRole('searchbox', { name: 'Filter Text' }).fill('SALDO');
  await grid.getByRole('button', { name: 'Confidence', exact: true }).click();
  await grid.getByRole('button', { name: 'Date', exact: true }).click({ modifiers: ['Shift'] });
  await expect(grid.getByRole('columnheader', { name: 'Confidence' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(grid.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  const shown = Number(((await table.locator('.rt-count strong').textContent()) ?? '').replace(/,/g, ''));
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(loaded);
  await expect(grid).toHaveAttribute('aria-rowcount', String(shown + 2));
  const screen = await rowsOnScreen(grid, headers.length);
  expect(screen.length).toBeGreaterThan(5);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    table.getByRole('button', { name: 'Export CSV', exact: true }).click(),
  ]);
  // Named from the report and the range.
  expect(download.suggestedFilename()).toBe('DIALOGS_2026-03-01_000000_2026-03-31_235959.csv');
  const text = await readFile(await download.path(), 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const parsed = Papa.parse<string[]>(text.slice(1), {
    delimiter: ',',
    newline: '\r\n',
    skipEmptyLines: true,
  });
  expect(parsed.errors).toEqual([]);
  const [head, ...rows] = parsed.data;
  expect(head).toEqual(headers);
  expect(rows).toHaveLength(shown);

  // Every exported row passes the filters, in the sort order.
  for (const [, , , part, message] of rows) {
    expect(part).toBe('1');
    expect(unguard(message ?? '').toLowerCase()).toContain('saldo');
  }
  const keys = rows.map(
    ([date, , , , , confidence]) => [Number(confidence), Date.parse(date ?? '')] as const,
  );
  for (let i = 1; i < keys.length; i++) {
    const [c0, d0] = keys[i - 1] ?? [0, 0];
    const [c1, d1] = keys[i] ?? [0, 0];
    expect(c1 > c0 || (c1 === c0 && d1 >= d0), `row ${i + 1} in order`).toBe(true);
  }

  // The rows on screen are the first rows of the file, cell by cell, formatted as the table shows them.
  const asShown = rows
    .slice(0, screen.length)
    .map(([date, id, conversation, part, message, confidence]) => [
      localDateTime(date ?? ''),
      id,
      conversation,
      PARTS[part ?? ''] ?? '',
      unguard(message ?? ''),
      `${(Math.round(Number(confidence) * 1000) / 10).toFixed(1)} %`,
    ]);
  expect(screen).toEqual(asShown);

  await page.screenshot({ path: 'test-results/results/filtered-sorted.png' });
  await expectNoSeriousA11yViolations(page, 'the results table, filtered and sorted');
});

test('keeps the column layout per report across runs; the keyboard reaches every row; a large export uses the worker', async ({
  page,
}) => {
  const { loaded } = await runDialogsMonth(page);
  const table = page.getByRole('region', { name: 'DIALOGS results' });
  const grid = table.getByRole('grid', { name: 'DIALOGS rows' });
  await table.getByRole('button', { name: /^Columns/ }).click();
  await table
    .getByRole('group', { name: 'Columns' })
    .getByRole('checkbox', { name: 'Conversation' })
    .uncheck();
  await expect(grid.getByRole('columnheader', { name: 'Conversation' })).toHaveCount(0);

  // Keyboard: focus the grid, go to the last row, open its details.
  await grid.focus();
  await page.keyboard.press('Control+End');
  const rowCount = Number(await grid.getAttribute('aria-rowcount')) - 2;
  await expect(grid.locator(`[role="row"][aria-rowindex="${rowCount + 2}"]`)).toBeVisible();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: `Row ${rowCount} details` });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('Record id')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // A new page load: the layout of DIALOGS is remembered (localStorage), no row data is there (the rows
  // are stored encrypted in IndexedDB; fetching again shows the layout on a fresh run).
  await page.reload();
  await new SignInPage(page).signInToDemo();
  await new ExplorerPage(page).runStored('Fetch again');
  await new ExplorerPage(page).waitForAllRows();
  await expect(grid.getByRole('columnheader', { name: 'Date' })).toBeVisible();
  await expect(grid.getByRole('columnheader', { name: 'Conversation' })).toHaveCount(0);
  const stored = await page.evaluate(() => localStorage.getItem('report-explorer:columns:dialogs'));
  expect(stored).toContain('conversationId');
  expect(stored).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/); // no conversation or session id: no row data

  // Every row (more than the page writes itself): built by the module worker of the production build.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    table.getByRole('button', { name: 'Export CSV', exact: true }).click(),
  ]);
  const parsed = Papa.parse<string[]>((await readFile(await download.path(), 'utf8')).slice(1), {
    delimiter: ',',
    newline: '\r\n',
    skipEmptyLines: true,
  });
  expect(parsed.errors).toEqual([]);
  expect(parsed.data[0]).not.toContain('Conversation');
  expect(parsed.data[0]?.[0]).toBe('Date');
  expect(parsed.data).toHaveLength(loaded + 1);
});

test('a drag on a resize handle resizes the column to where the pointer goes; a drag of the header still reorders', async ({
  page,
}) => {
  await runDialogsMonth(page);
  const grid = page.getByRole('grid', { name: 'DIALOGS rows' });
  const order = () => grid.getByRole('columnheader').allTextContents();
  const handle = grid.getByRole('separator', { name: 'Resize Part', exact: true });
  const header = handle.locator('xpath=..');
  const width = async () => (await header.boundingBox())?.width ?? NaN;
  const before = await width();
  const orderBefore = await order();
  const storedSizes = async () => {
    const stored = await page.evaluate(() => localStorage.getItem('report-explorer:columns:dialogs'));
    return (JSON.parse(stored ?? '{}') as { sizes?: Record<string, number> }).sizes ?? {};
  };

  // Press on the handle and move as a hand does, a few pixels per event; the width follows the pointer all
  // along, not only for the first pixels (the header around the handle is draggable too).
  const box = await handle.boundingBox();
  if (!box) throw new Error('the resize handle is not on screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 40, y, { steps: 10 });
  await expect.poll(width).toBeGreaterThan(before + 38);
  expect(await width()).toBeLessThan(before + 42);
  await page.mouse.move(x + 80, y, { steps: 10 });
  await page.mouse.up();
  await expect.poll(width).toBeGreaterThan(before + 78);
  expect(await width()).toBeLessThan(before + 82);
  expect(await order()).toEqual(orderBefore);
  // The width is the one remembered for the report.
  expect((await storedSizes()).part).toBe(Math.round(await width()));
  await grid.screenshot({ path: 'test-results/results/resized.png' });

  // A drag that starts on the header's label still moves the column: Part goes before Date.
  await header.dragTo(grid.getByRole('columnheader', { name: 'Date' }));
  const reordered = ['#', 'Part', 'Date', ...orderBefore.filter((h) => !['#', 'Date', 'Part'].includes(h))];
  await expect.poll(order).toEqual(reordered);
  expect(await width()).toBeGreaterThan(before + 78);

  // Narrower the same way: the point pressed soon lies in the next column's header, which must not start
  // a drag either. Past the narrowest width the column stops at 60 px, and 60 is what is remembered: a width
  // the stored layout refuses (below 40) would lose every column's width at the next load.
  const moved = await handle.boundingBox();
  if (!moved) throw new Error('the resize handle is not on screen');
  const wide = await width();
  const at = { x: moved.x + moved.width / 2, y: moved.y + moved.height / 2 };
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  await page.mouse.move(at.x - 40, at.y, { steps: 10 });
  await expect.poll(width).toBeLessThan(wide - 38);
  expect(await width()).toBeGreaterThan(wide - 42);
  await page.mouse.move(at.x - 300, at.y, { steps: 20 });
  await page.mouse.up();
  await expect.poll(width).toBe(60);
  await expect.poll(storedSizes).toMatchObject({ part: 60 });
  expect(await order()).toEqual(reordered);
});

test.describe('with a touch screen and a pen', () => {
  test.use({ hasTouch: true });

  test('a finger or a pen on a resize handle resizes the column too', async ({ page }) => {
    await runDialogsMonth(page);
    const grid = page.getByRole('grid', { name: 'DIALOGS rows' });
    const handle = grid.getByRole('separator', { name: 'Resize Part', exact: true });
    const width = async () => (await handle.locator('xpath=..').boundingBox())?.width ?? NaN;
    const centre = async () => {
      const box = await handle.boundingBox();
      if (!box) throw new Error('the resize handle is not on screen');
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };
    // Playwright's page API taps but does not slide a finger, nor has a pen: the browser's own input
    // protocol sends both, as the device would.
    const input = await page.context().newCDPSession(page);

    // A finger slides 80 px right, 5 px per move.
    const before = await width();
    const touch = await centre();
    await input.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [touch] });
    for (let i = 1; i <= 16; i++) {
      const touchPoints = [{ x: touch.x + i * 5, y: touch.y }];
      await input.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints });
    }
    await input.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(width).toBeGreaterThan(before + 78);
    expect(await width()).toBeLessThan(before + 82);

    // A pen, pressed, goes back 80 px left.
    const wide = await width();
    const pen = await centre();
    const send = (type: 'mouseMoved' | 'mousePressed' | 'mouseReleased', dx: number, buttons: number) =>
      input.send('Input.dispatchMouseEvent', {
        type,
        x: pen.x + dx,
        y: pen.y,
        button: type === 'mouseMoved' && buttons === 0 ? 'none' : 'left',
        buttons,
        clickCount: type === 'mouseMoved' ? 0 : 1,
        pointerType: 'pen',
      });
    await send('mouseMoved', 0, 0);
    await send('mousePressed', 0, 1);
    for (let i = 1; i <= 16; i++) await send('mouseMoved', -i * 5, 1);
    await send('mouseReleased', -80, 0);
    await expect.poll(width).toBeLessThan(wide - 78);
    expect(await width()).toBeGreaterThan(wide - 82);
  });
});
