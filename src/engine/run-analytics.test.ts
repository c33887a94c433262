import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportQuery } from '../api/types';
import { generateDialogsRows } from '../testing/dialogs-rows';
import { encodeRows } from '../core/coded-rows';
import { analyticsKey } from './analytics-key';
import { createRunAnalytics } from './run-analytics';

const fetched: ReportQuery = {
  reportKey: 'dialogs',
  startDate: '2026-01-01 00:00:00',
  endDate: '2026-01-31 23:59:59',
};
const stored: ReportQuery = { ...fetched, endDate: '2026-01-30 23:59:59' };
const rows = generateDialogsRows(2_000, 7);
const pages = [0, 500, 1_000, 1_500].map((from) => rows.slice(from, from + 500));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("a DIALOGS run's overview in the worker", () => {
  it('of a run read back from the device is the fetched run’s, asked for at once after its last page', () => {
    const analytics = createRunAnalytics();
    pages.forEach((page, i) => {
      analytics.rows(fetched, { index: i + 1, totalPages: pages.length, rows: page });
      analytics.codedAs(stored, { index: i + 1, totalPages: pages.length, rows: () => encodeRows(page) });
    });
    const overview = analytics.overview(analyticsKey(stored), 'day');
    expect(overview?.rows).toBe(rows.length);
    expect(overview).toEqual(analytics.overview(analyticsKey(fetched), 'day'));
    expect(analytics.reviewQueue(analyticsKey(stored))).toEqual(analytics.reviewQueue(analyticsKey(fetched)));
    expect(analytics.clusters(analyticsKey(stored))).toEqual(analytics.clusters(analyticsKey(fetched)));
    expect(analytics.clusters(analyticsKey(stored))?.messages).toBeGreaterThan(100);
  });
});
