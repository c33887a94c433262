// The slow machine in a bench. BENCH_CPU_THROTTLE=4 slows every measured page's main thread four times
// through the DevTools protocol (Emulation.setCPUThrottlingRate), the way DevTools' "4x slowdown" does.
// Chromium refuses the same call on a dedicated worker ("Operation is only supported for pages, not
// workers"), so workers keep the machine's speed: a throttled run measures the main thread of a slow
// machine, which is what frames and long tasks are made of.
import type { BrowserContext, Page } from 'playwright-core';

/** The slowdown asked for by BENCH_CPU_THROTTLE (1 when unset: the machine as it is). */
export function cpuThrottle(): number {
  const raw = process.env.BENCH_CPU_THROTTLE;
  if (raw === undefined || raw === '') return 1;
  const rate = Number(raw);
  if (!Number.isFinite(rate) || rate < 1)
    throw new Error(`BENCH_CPU_THROTTLE must be a number ≥ 1, not "${raw}"`);
  return rate;
}

/** Slows this page's main thread by the asked rate; nothing when the rate is 1. */
export async function throttle(page: Page): Promise<Page> {
  const rate = cpuThrottle();
  if (rate === 1) return page;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return page;
}

/** Every page this context opens from now on (a second tab, say) is slowed the same way. */
export function throttleEveryPage(context: BrowserContext): void {
  if (cpuThrottle() === 1) return;
  context.on('page', (page) => void throttle(page));
}
