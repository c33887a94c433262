import { expect, type Page } from '@playwright/test';

/** "Runs on this device", found by its region name, its list items and their buttons. */
export class RunsPage {
  constructor(readonly page: Page) {}

  readonly region = () => this.page.getByRole('region', { name: 'Runs on this device' });
  readonly items = () => this.region().getByRole('listitem');
  readonly item = (name: RegExp | string) => this.region().getByRole('listitem', { name });

  /** Opens the list from the top bar when the page shows a report instead. */
  async show() {
    const toggle = this.page.getByRole('button', { name: 'Stored runs' });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(this.region()).toBeVisible();
  }

  /** Closes the list (back to the report). */
  async hide() {
    const toggle = this.page.getByRole('button', { name: 'Stored runs' });
    if ((await toggle.getAttribute('aria-expanded')) === 'true') await toggle.click();
    await expect(this.region()).toBeHidden();
  }

  /** Sets the most megabytes stored runs may take on this device (null: no limit). */
  async setSpace(mb: number | null) {
    const field = this.region().getByLabel('Space for runs, MB');
    await field.fill(mb === null ? '' : String(mb));
    await field.press('Enter');
  }

  /** Answers the sign-out question (when runs are stored) and waits for the sign-in form. */
  async signOut(answer: 'Keep stored runs' | 'Delete stored runs' = 'Keep stored runs') {
    await this.page.getByRole('button', { name: 'Sign out' }).click();
    const signIn = this.page.getByRole('button', { name: 'Sign in' });
    const question = this.page.getByRole('button', { name: answer });
    await expect(signIn.or(question)).toBeVisible();
    if (await question.isVisible()) await question.click();
    await expect(signIn).toBeVisible();
  }
}
