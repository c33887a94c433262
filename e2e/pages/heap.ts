import type { CDPSession, Page } from '@playwright/test';
import { z } from 'zod';

const heapUsageSchema = z.object({ usedSize: z.number(), totalSize: z.number() });
export type HeapUsage = z.infer<typeof heapUsageSchema>;

/** The page's JS heap after a full garbage collection (Chromium only: a CDP session). */
export class HeapMeter {
  private constructor(private readonly cdp: CDPSession) {}

  static async attach(page: Page) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('HeapProfiler.enable');
    return new HeapMeter(cdp);
  }

  async measure(): Promise<HeapUsage> {
    await this.cdp.send('HeapProfiler.collectGarbage');
    return heapUsageSchema.parse(await this.cdp.send('Runtime.getHeapUsage'));
  }
}
