import type { Page } from '@playwright/test';
import { z } from 'zod';

const KEY = '__seenMessages';

/**
 * Records every text the run bar and any alert showed, however briefly: a retry after a 503 or a new
 * token after a 401 is on screen for a few scaled milliseconds, too short to catch with a locator, but
 * it is what the user sees go by. Call before the page loads.
 */
export async function recordMessages(page: Page) {
  await page.addInitScript((key) => {
    const seen = new Set<string>();
    Reflect.set(window, key, seen);
    const collect = () => {
      for (const el of document.querySelectorAll('section[aria-label="Run"] .run-lines, [role="alert"]')) {
        const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (text) seen.add(text);
      }
    };
    new MutationObserver(collect).observe(document, { subtree: true, childList: true, characterData: true });
  }, KEY);
}

/** Every distinct text recorded since the page loaded. */
export async function seenMessages(page: Page): Promise<string[]> {
  const seen = await page.evaluate((key) => {
    const set: unknown = Reflect.get(window, key);
    return set instanceof Set ? [...set.values()] : [];
  }, KEY);
  return z.array(z.string()).parse(seen);
}
