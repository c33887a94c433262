import { describe, expect, it } from 'vitest';
import { statusLine } from './run-status';
import type { RunTotals } from './use-run';

const totals = (over: Partial<RunTotals> = {}): RunTotals => ({
  pagesDone: 3,
  totalPages: 12,
  rows: 1500,
  kilobytes: 100,
  executionTimeMs: 10,
  requestCharge: 1,
  nameVisualization: null,
  idReport: null,
  totalDocument: null,
  ...over,
});

describe('run status line', () => {
  it('says "All N rows loaded" in plain digits when the run is complete', () => {
    expect(statusLine('done', totals({ rows: 12345, pagesDone: 12 }))).toBe('All 12345 rows loaded');
  });

  it('says where a run stands and what Resume will do', () => {
    expect(statusLine('running', totals())).toBe('Loading page 4 of 12: 1500 rows so far.');
    expect(statusLine('paused', totals())).toBe(
      'Paused after page 3 of 12: 1500 rows so far. Resume continues from the next page.',
    );
    expect(statusLine('cancelled', totals())).toBe(
      'Cancelled after page 3 of 12: 1500 rows kept. Resume continues from the next page.',
    );
    expect(statusLine('cancelled', totals({ pagesDone: 0, rows: 0 }))).toBe(
      'Cancelled before the first page. Resume starts again.',
    );
    expect(statusLine('failed', totals())).toBe('Stopped after page 3 of 12: 1500 rows kept.');
    expect(statusLine('more', totals())).toBe('Page 3 of 12 loaded: 1500 rows so far.');
  });
});
