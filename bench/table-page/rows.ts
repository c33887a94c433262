import type { Row } from '../../src/core/contract';
import { dialogsRowAt } from '../../src/sim/rows/dialogs';
import { tenantIdOf } from '../../src/sim/rows/kit';

/** Rows a page of the service carries; the bench pages hand rows over in pages of this size. */
export const PAGE_ROWS = 10_000;

const DAY_MS = 86_400_000;

/**
 * The rows generateDialogsRows(total, 1) makes (src/sim/generate.ts: the same context, row by row), made
 * one page at a time, so a million rows never sit in memory twice over (generated and parsed).
 */
function dialogsPage(total: number, from: number, to: number): Row[] {
  const endMs = Date.UTC(2026, 2, 31, 23, 59, 59);
  const days = Math.max(1, Math.ceil(total / 400));
  const ctx = {
    seed: 1,
    total,
    startMs: endMs - days * DAY_MS,
    endMs,
    tenant: '1234',
    tenantId: tenantIdOf('1234'),
    campaignId: null,
    extra: false,
  };
  const rows: Row[] = [];
  for (let i = from; i < to; i++) rows.push(dialogsRowAt(ctx, i));
  return rows;
}

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
    const json = JSON.stringify(dialogsPage(total, from, Math.min(total, from + PAGE_ROWS)));
    jsonBytes += encoder.encode(json).length;
    const parsed: unknown = JSON.parse(json);
    pages.push(
      Array.isArray(parsed) ? parsed.filter((r): r is Row => typeof r === 'object' && r !== null) : [],
    );
  }
  return { pages, jsonBytes };
}
