import { expect, type Page } from '@playwright/test';

/** The signed-in explorer: catalog, query form, and the run's line (the form folds into it once a run starts). */
export class ExplorerPage {
  constructor(readonly page: Page) {}

  readonly search = () => this.page.getByLabel('Search reports');
  readonly catalog = () => this.page.getByRole('navigation', { name: 'Report catalog' });
  /** The catalog's select buttons, one per listed report. */
  readonly reportButtons = () => this.catalog().locator('.report-select');
  readonly reportButton = (name: string) =>
    this.catalog().getByRole('button', { name: new RegExp(`^${escape(name)}\\b`) });
  readonly start = () => this.page.getByLabel('Start', { exact: true });
  readonly end = () => this.page.getByLabel('End', { exact: true });
  readonly pageSize = () => this.page.getByLabel('Page size');
  readonly campaignId = () => this.page.getByLabel('Campaign id');
  readonly runButton = () => this.page.getByRole('button', { name: 'Run report' });
  readonly runBar = () => this.page.getByRole('region', { name: 'Run', exact: true });
  /** The run's own status sentence (the results table has a status region of its own). */
  readonly status = () => this.runBar().getByRole('status');
  readonly progress = () => this.page.getByRole('progressbar', { name: 'Pages loaded' });
  readonly pause = () => this.page.getByRole('button', { name: 'Pause' });
  readonly resume = () => this.page.getByRole('button', { name: 'Resume' });
  readonly cancel = () => this.page.getByRole('button', { name: 'Cancel' });
  readonly loadAll = () => this.page.getByLabel('Load all pages');
  /** What running the query in the form will cost: how much is on this device, the calls for the rest. */
  readonly plan = () => this.page.getByRole('status', { name: 'The plan of this query' });
  readonly refresh = () => this.runBar().getByRole('button', { name: 'Refresh' });
  /** Opens the query's form again once a run has folded it into the run's line. */
  readonly edit = () => this.runBar().getByRole('button', { name: 'Edit' });
  /** The run's envelope (visualization, id, execution time, request charge, received), behind a disclosure. */
  readonly details = () => this.runBar().getByText('Details');

  /** The query's form, opened with Edit when a run has folded it. */
  async openForm() {
    if ((await this.edit().count()) > 0 && (await this.edit().getAttribute('aria-expanded')) === 'false')
      await this.edit().click();
    await expect(this.runButton()).toBeVisible();
  }

  async selectReport(name: string) {
    await this.reportButton(name).click();
    await expect(this.page.getByRole('heading', { level: 2, name })).toBeVisible();
  }

  /** Types a range into the Start and End fields exactly as it will be sent. */
  async setRange(start: string, end: string) {
    await this.openForm();
    await this.start().fill(start);
    await this.end().fill(end);
  }

  async run() {
    await this.openForm();
    await this.runButton().click();
  }

  /** The question asked when the query run is identical to a complete run stored on this device. */
  readonly storedQuestion = () =>
    this.page.getByRole('dialog', { name: 'This query is stored on this device' });

  /** Runs a query already stored on this device, answering the question that asks first. */
  async runStored(answer: 'Open stored run' | 'Fetch again') {
    await this.run();
    await this.storedQuestion().getByRole('button', { name: answer }).click();
    await expect(this.storedQuestion()).toHaveCount(0);
  }

  /** Waits for the end of a complete run and returns its row count. */
  async waitForAllRows(timeout = 60_000): Promise<number> {
    // The status counts as a person reads it: none, the only one, or all of them.
    const status = this.status().filter({
      hasText: /All [\d,]+ rows loaded|The only row loaded|No rows in this range/,
    });
    await expect(status).toBeVisible({ timeout });
    const text = (await status.textContent()) ?? '';
    if (text.includes('No rows in this range')) return 0;
    if (text.includes('The only row loaded')) return 1;
    return Number(/All ([\d,]+) rows loaded/.exec(text)?.[1]?.replaceAll(',', '') ?? NaN);
  }

  /** Signs out; when runs are stored, the question that follows is answered with `answer`. */
  async signOut(answer: 'Keep stored runs' | 'Delete stored runs' = 'Keep stored runs') {
    await this.page.getByRole('button', { name: 'Sign out' }).click();
    const signIn = this.page.getByRole('button', { name: 'Sign in' });
    const asked = this.page.getByRole('button', { name: answer });
    await expect(signIn.or(asked)).toBeVisible();
    if (await asked.isVisible()) await asked.click();
    await expect(signIn).toBeVisible();
  }
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
