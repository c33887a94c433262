import type { Row } from '../../src/core/contract';
import { generateDialogsRows } from '../../src/sim/generate';

/** Rows a page of the service carries; the bench pages hand rows over in pages of this size. */
export const PAGE_ROWS = 10_000;

/**
 * `total` DIALOGS rows in pages of PAGE_ROWS. Each page goes through JSON.stringify / JSON.parse, so a grid
 * holds parsed objects as it would from the service, and the JSON size is the service's. Shared by both
 * bench pages (ours and AG Grid's), so they hold the very same rows made the same way.
 */
export function makePages(total: number): { pages: Row[][]; jsonBytes: number } {
  const encoder = new TextEncoder();
  const pages: Row[][] = [];
  let jsonBytes = 0;
  for (let from = 0; from < total; from += PAGE_ROWS) {
    // A page at a time, so a million rows never sit in memory twice over (generated and parsed).
    const json = JSON.stringify(generateDialogsRows(total, 1, from, Math.min(total, from + PAGE_ROWS)));
    jsonBytes += encoder.encode(json).length;
    const parsed: unknown = JSON.parse(json);
    pages.push(
      Array.isArray(parsed) ? parsed.filter((r): r is Row => typeof r === 'object' && r !== null) : [],
    );
  }
  return { pages, jsonBytes };
}
