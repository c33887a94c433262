import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, sim, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './pages/axe';

// A person whose browser prefers Spanish (Bogotá): the whole flow, sign-in to export, in Spanish.
const SHOTS = 'test-results/languages';

/** The run bar's status sentence (the table has a status region of its own). */
const runStatus = (page: Page) =>
  page.getByRole('region', { name: 'Ejecución', exact: true }).getByRole('status');

test.describe('in Spanish', () => {
  test.use({ locale: 'es-CO', allowedConsoleErrors: [/status of 429/] });

  test.beforeEach(async ({ request }) => {
    await sim.reset(request);
  });

  test('signs in, runs DIALOGS, reads a conversation and exports, all in Spanish', async ({ page }) => {
    await page.goto('/?report=dialogs&start=2026-03-01+00%3A00%3A00&end=2026-03-31+23%3A59%3A59');
    const signIn = page.getByRole('button', { name: 'Iniciar sesión' });
    await expect(signIn).toBeEnabled();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByRole('button', { name: 'Usar las credenciales de demostración' }).click();
    await expect(page.getByLabel('Secreto del token de acceso')).not.toHaveValue('');
    await expectNoSeriousA11yViolations(page, 'el inicio de sesión');
    await page.screenshot({ path: `${SHOTS}/sign-in-es.png`, fullPage: true });
    await signIn.click();

    await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    const catalog = page.getByRole('navigation', { name: 'Catálogo de informes' });
    await expect(catalog).toContainText('Los mensajes de cada conversación');
    await expect(catalog.getByText(/^Ya no disponibles \(5\)$/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'DIALOGS' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'el catálogo y la consulta');
    await page.screenshot({ path: `${SHOTS}/catalog-es.png` });

    await page.getByRole('button', { name: 'Ejecutar informe' }).click();
    const done = runStatus(page).filter({ hasText: /^Se cargaron las [\d.]+ filas$/ });
    await expect(done).toBeVisible({ timeout: 60_000 });
    // Spanish groups thousands with a dot, as the toolbar does: one number style for every count.
    const rows = Number((await done.textContent())?.replace(/\D/g, ''));
    expect(rows).toBeGreaterThan(1000);
    const results = page.getByRole('region', { name: 'Resultados de DIALOGS' });
    await expect(results).toContainText(`${rows.toLocaleString('es')} de ${rows.toLocaleString('es')} filas`);
    await expect(results.getByRole('columnheader', { name: /Intención actual/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'los resultados');
    await page.screenshot({ path: `${SHOTS}/results-es.png` });

    // The grid's own words for values are Spanish too, and rows are found by them.
    const grid = results.getByRole('grid', { name: 'Filas de DIALOGS' });
    await expect(grid.getByRole('gridcell', { name: 'Cliente', exact: true }).first()).toBeVisible();
    await expect(grid.getByRole('gridcell', { name: 'Customer', exact: true })).toHaveCount(0);
    await grid.getByRole('searchbox', { name: 'Filtrar Parte' }).fill('Cliente');
    await expect(grid).toHaveAttribute('aria-busy', 'false');
    const parts = await grid
      .locator('[role="row"][aria-rowindex]')
      .evaluateAll((els) =>
        els
          .filter((el) => Number(el.getAttribute('aria-rowindex')) > 2)
          .map((el) => el.querySelector('[role="gridcell"][aria-colindex="4"]')?.firstChild?.textContent),
      );
    expect(parts.length).toBeGreaterThan(5);
    expect(new Set(parts)).toEqual(new Set(['Cliente']));
    const found = Number((await results.locator('.rt-count strong').textContent())?.replace(/\D/g, ''));
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(rows);
    await page.screenshot({ path: `${SHOTS}/results-cliente-es.png` });
    await grid.getByRole('searchbox', { name: 'Filtrar Parte' }).fill('');

    await page.getByRole('tab', { name: 'Conversaciones' }).click();
    const panel = page.getByRole('region', { name: 'Conversaciones', exact: true });
    await panel.locator('tbody').getByRole('button').first().click();
    await expect(panel.getByRole('heading', { level: 3, name: /^Conversación / })).toBeVisible();
    await expect(panel).toContainText('Participó una persona');
    await expectNoSeriousA11yViolations(page, 'una conversación');

    await page.getByRole('tab', { name: 'Filas' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      results.getByRole('button', { name: 'Exportar CSV', exact: true }).click(),
    ]);
    // The CSV keeps its machine format whatever the language: the same header as in English.
    const header = (await readFile(await download.path(), 'utf8')).slice(1).split('\r\n')[0];
    expect(header?.startsWith('Date,Conversation,Part,')).toBe(true);

    await page.getByRole('button', { name: /^Cuota:/ }).click();
    await expect(page.getByRole('region', { name: 'Cuota' })).toContainText('Contada por esta aplicación');
    await expectNoSeriousA11yViolations(page, 'la cuota');
    await page.getByRole('button', { name: 'Ejecuciones guardadas' }).click();
    await expect(page.getByRole('region', { name: 'Ejecuciones en este dispositivo' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'las ejecuciones guardadas');
  });

  test('a switch words the values of the grid again, keeping a picked value and the rows it shows', async ({
    page,
  }) => {
    await page.goto('/?report=dialogs&start=2026-03-01+00%3A00%3A00&end=2026-03-31+23%3A59%3A59');
    await page.getByRole('button', { name: 'Usar las credenciales de demostración' }).click();
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByRole('button', { name: 'Ejecutar informe' }).click();
    await expect(runStatus(page).filter({ hasText: /^Se cargaron las [\d.]+ filas$/ })).toBeVisible({
      timeout: 60_000,
    });
    const results = page.getByRole('region', { name: 'Resultados de DIALOGS' });
    const grid = results.getByRole('grid', { name: 'Filas de DIALOGS' });
    await grid.getByRole('button', { name: 'Elegir valores de Parte', exact: true }).click();
    const pick = page.getByRole('dialog', { name: /Parte: mostrar las filas con/ });
    await pick.getByRole('checkbox', { name: 'Cliente' }).check();
    await pick.getByRole('button', { name: 'Aplicar' }).click();
    await expect(grid).toHaveAttribute('aria-busy', 'false');
    const inSpanish = Number((await results.locator('.rt-count strong').textContent())?.replace(/\D/g, ''));
    expect(inSpanish).toBeGreaterThan(0);

    await page.getByLabel('Idioma').selectOption('en');
    const table = page.getByRole('region', { name: 'DIALOGS results' });
    const rows = table.getByRole('grid', { name: 'DIALOGS rows' });
    await expect(rows.getByRole('gridcell', { name: 'Customer', exact: true }).first()).toBeVisible();
    await expect(rows.getByRole('gridcell', { name: 'Cliente', exact: true })).toHaveCount(0);
    await expect(rows).toHaveAttribute('aria-busy', 'false');
    await expect(table.locator('.rt-count strong')).toHaveText(inSpanish.toLocaleString('en-US'));
    await rows.getByRole('button', { name: 'Pick values of Part', exact: true }).click();
    const picked = page.getByRole('dialog', { name: /Part: show rows with/ });
    await expect(picked.getByRole('checkbox', { name: 'Customer' })).toBeChecked();
    await page.screenshot({ path: `${SHOTS}/results-switched-en.png` });
  });

  test('the Overview and Review queue of a month of DIALOGS read in Spanish, counts grouped the Spanish way', async ({
    page,
  }) => {
    await page.goto('/?report=dialogs&start=2026-03-01+00%3A00%3A00&end=2026-03-31+23%3A59%3A59');
    await page.getByRole('button', { name: 'Usar las credenciales de demostración' }).click();
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByRole('button', { name: 'Ejecutar informe' }).click();
    await expect(runStatus(page).filter({ hasText: /^Se cargaron las [\d.]+ filas$/ })).toBeVisible({
      timeout: 60_000,
    });

    await page.getByRole('tab', { name: 'Resumen' }).click();
    const overview = page.getByRole('tabpanel', { name: 'Resumen' });
    for (const heading of ['Conversaciones', 'Derivación', 'No entendidos', 'Flujo de intenciones'])
      await expect(overview.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await expect(overview.getByText(/^Calculado sobre las [\d.]+ filas de la ejecución\.$/)).toBeVisible();
    // Tens of thousands of messages: Spanish groups them with a dot (20.000), never a comma.
    await expect(
      overview.getByText(/^[\d.]+ conversaciones, \d{1,3}(\.\d{3})+ mensajes, en \d+ canales\.$/),
    ).toBeVisible();
    await expect(overview.getByRole('rowheader', { name: '31 mar 2026' }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'el resumen');
    await page.screenshot({ path: `${SHOTS}/overview-es.png` });
    await overview
      .getByRole('region', { name: 'No entendidos', exact: true })
      .screenshot({ path: `${SHOTS}/overview-es-not-understood.png` });

    await page.getByRole('tab', { name: 'Cola de revisión' }).click();
    const queue = page.getByRole('tabpanel', { name: 'Cola de revisión' });
    await expect(queue.getByRole('heading', { name: 'Cola de revisión', exact: true })).toBeVisible();
    const summary = queue.getByText(/^[\d.]+ mensajes de clientes por debajo de su umbral de confianza/);
    await expect(summary).toContainText('0 marcados como revisados');
    await queue.getByRole('checkbox', { name: 'Revisado' }).first().check();
    await expect(summary).toContainText('1 marcado como revisado.');
    await expectNoSeriousA11yViolations(page, 'la cola de revisión');
    await page.screenshot({ path: `${SHOTS}/review-queue-es.png` });
  });

  test('the Profile of another report names its columns’ kinds in Spanish', async ({ page }) => {
    await page.goto('/?report=productivity-detail&start=2026-03-01+00%3A00%3A00&end=2026-03-07+23%3A59%3A59');
    await page.getByRole('button', { name: 'Usar las credenciales de demostración' }).click();
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByRole('button', { name: 'Ejecutar informe' }).click();
    await expect(runStatus(page).filter({ hasText: /^Se cargaron las [\d.]+ filas$/ })).toBeVisible();
    await page.getByRole('tab', { name: 'Perfil' }).click();
    const profile = page.getByRole('tabpanel', { name: 'Perfil' });
    await expect(profile.getByRole('heading', { name: 'Columnas', exact: true })).toBeVisible();
    await expect(profile.getByText(/^\d+ columnas de [\d.]+ filas\.$/)).toBeVisible();
    await expect(
      profile.getByText(/^texto · \d+(,\d)?\u00a0% vacíos · [\d.]+\+? distintos$/).first(),
    ).toBeVisible();
    await expect(profile.getByText(/^número · /).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'el perfil');
    await page.screenshot({ path: `${SHOTS}/profile-es.png` });
  });

  test('the switch changes the language at once, remembers it, and puts it in the link', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
    await page.getByLabel('Idioma').selectOption('en');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(new URL(page.url()).searchParams.get('lang')).toBe('en');
    // Remembered on the device: a visit without the link's choice opens in English too.
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(new URL(page.url()).searchParams.get('lang')).toBeNull();
  });
});

test.describe('in English', () => {
  test.beforeEach(async ({ request }) => {
    await sim.reset(request);
  });

  test('the first screens, with no language in the link until one is chosen', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: 'Use demo credentials' }).click();
    await page.screenshot({ path: `${SHOTS}/sign-in-en.png`, fullPage: true });
    await page.getByRole('button', { name: 'Sign in' }).click();
    const catalog = page.getByRole('navigation', { name: 'Report catalog' });
    await expect(catalog.getByText(/^No longer available \(5\)$/)).toBeVisible();
    await catalog.getByRole('button', { name: /^DIALOGS/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'DIALOGS' })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('lang')).toBeNull();
    await page.screenshot({ path: `${SHOTS}/catalog-en.png` });
    // The removed reports, opened: each with its replacement.
    await catalog.getByText(/^No longer available/).click();
    const replacement = catalog.getByRole('link', { name: 'Use DIALOGS instead' });
    await replacement.scrollIntoViewIfNeeded();
    await expect(replacement).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the catalog opened');
    await page.screenshot({ path: `${SHOTS}/catalog-gone-en.png` });
  });
});
