import type { DialogsRow, Row } from '../../src/core/contract';
import { generateDialogsRows } from '../../src/sim/generate';

/** Rows a page of the service carries; the bench pages hand rows over in pages of this size. */
export const PAGE_ROWS = 10_000;

/**
 * `total` DIALOGS rows in pages of PAGE_ROWS. Each page goes through JSON.stringify / JSON.parse, so a grid
 * holds parsed objects as it would from the service, and the JSON size is the service's. Shared by both
 * bench pages (ours and AG Grid's), so they hold the very same rows made the same way. `extend` adds fields
 * to each generated row before its page is written as JSON (the summary bench's agent column).
 */
export function makePages(
  total: number,
  extend: (row: DialogsRow) => Row = (row) => row,
): { pages: Row[][]; jsonBytes: number } {
  const encoder = new TextEncoder();
  const pages: Row[][] = [];
  let jsonBytes = 0;
  for (let from = 0; from < total; from += PAGE_ROWS) {
    // A page at a time, so a million rows never sit in memory twice over (generated and parsed).
    const made = generateDialogsRows(total, 1, from, Math.min(total, from + PAGE_ROWS));
    const json = JSON.stringify(made.map(extend));
    jsonBytes += encoder.encode(json).length;
    const parsed: unknown = JSON.parse(json);
    pages.push(
      Array.isArray(parsed) ? parsed.filter((r): r is Row => typeof r === 'object' && r !== null) : [],
    );
  }
  return { pages, jsonBytes };
}
