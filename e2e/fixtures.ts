import { test as base, expect, type ConsoleMessage } from '@playwright/test';

/**
 * Every spec fails on a page error or a console.error it did not declare. A spec that provokes errors on
 * purpose (a 401, a 429…) lists the messages it expects: `test.use({ allowedConsoleErrors: [/401/] })`.
 * Chromium logs every non-2xx response as "Failed to load resource: … status of N": declare those too.
 * One is never declared: a 401 on ExecuteReport. The bearer token expires whenever the service decides
 * (docs/service.md#token-lifetime) and the client takes a new one; under the e2e time scale the demo's
 * token lives 72 s, so any spec that runs longer on a loaded machine meets one. The specs assert what the
 * user sees after it (the rows, the messages), so the browser's own line about it is not a failure.
 */
const tokenExpiry = (msg: ConsoleMessage) =>
  /status of 401/.test(msg.text()) && msg.location().url.includes('/api/ServiceReporting/ExecuteReport/');

export const test = base.extend<{ allowedConsoleErrors: RegExp[]; consoleGuard: void }>({
  allowedConsoleErrors: [[], { option: true }],
  consoleGuard: [
    async ({ page, allowedConsoleErrors }, use) => {
      const unexpected: string[] = [];
      const onConsole = (msg: ConsoleMessage) => {
        if (msg.type() !== 'error') return;
        const text = msg.text();
        if (tokenExpiry(msg)) return;
        if (!allowedConsoleErrors.some((re) => re.test(text))) unexpected.push(`console.error: ${text}`);
      };
      page.on('console', onConsole);
      page.on('pageerror', (err) => unexpected.push(`pageerror: ${err.message}`));
      await use();
      expect(unexpected, 'unexpected console errors or page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The simulated service's control routes (SIM_CONTROL=1 in playwright.config.ts). */
export const sim = {
  async reset(request: import('@playwright/test').APIRequestContext) {
    const r = await request.post('/__sim/reset');
    expect(r.ok()).toBe(true);
  },
  async setFaults(
    request: import('@playwright/test').APIRequestContext,
    faults: { kind: string; atCall: number }[],
  ) {
    const r = await request.post('/__sim/faults', { data: faults });
    expect(r.ok()).toBe(true);
  },
  /** Moves the demo's clock forward: rows dated up to then settle, as "tomorrow" would see them. */
  async advanceClock(request: import('@playwright/test').APIRequestContext, ms: number) {
    const r = await request.post('/__sim/clock', { data: { advanceMs: ms } });
    expect(r.ok()).toBe(true);
  },
  /** The demo's clock, ms since the epoch (moved by advanceClock, back to the real time by reset). */
  async clock(request: import('@playwright/test').APIRequestContext): Promise<number> {
    const r = await request.get('/__sim/clock');
    expect(r.ok()).toBe(true);
    const body: unknown = await r.json();
    const now = typeof body === 'object' && body !== null && 'now' in body ? body.now : null;
    if (typeof now !== 'number') throw new Error('the demo did not say its clock');
    return now;
  },
  async calls(request: import('@playwright/test').APIRequestContext): Promise<unknown[]> {
    const r = await request.get('/__sim/calls');
    expect(r.ok()).toBe(true);
    const body: unknown = await r.json();
    return Array.isArray(body) ? body : [];
  },
};
