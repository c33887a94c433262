import { expect, type Page } from '@playwright/test';

/** The sign-in screen, found the way a person finds it: by labels and button names. */
export class SignInPage {
  constructor(readonly page: Page) {}

  readonly environment = () => this.page.getByLabel('Environment');
  readonly accessToken = () => this.page.getByLabel('Access token', { exact: true });
  readonly secret = () => this.page.getByLabel('Access token secret');
  readonly tenant = () => this.page.getByLabel('Tenant');
  readonly subscriptionKey = () => this.page.getByLabel('Subscription key');
  readonly rememberMe = () => this.page.getByLabel(/Remember me/);
  readonly signInButton = () => this.page.getByRole('button', { name: 'Sign in' });

  async goto(path = '/') {
    await this.page.goto(path);
    await expect(this.signInButton()).toBeEnabled();
  }

  async fill(c: { accessToken: string; secret: string; tenant: string; subscriptionKey?: string }) {
    await this.accessToken().fill(c.accessToken);
    await this.secret().fill(c.secret);
    await this.tenant().fill(c.tenant);
    await this.subscriptionKey().fill(c.subscriptionKey ?? '');
  }

  /** Demo credentials, basic product unless `premium`. */
  async signInToDemo({ premium = false } = {}) {
    await this.page.getByRole('button', { name: 'Use demo credentials' }).click();
    if (!premium) await this.subscriptionKey().fill('');
    await this.signInButton().click();
    await expect(this.page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  }
}
