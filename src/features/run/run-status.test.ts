import { describe, expect, it } from 'vitest';
import { translator } from '../../testing/i18n';
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

const en = translator('en');
const es = translator('es');

describe('run status line', () => {
  it('says "All N rows loaded" with the count grouped like every other count', () => {
    expect(statusLine('done', totals({ rows: 12345, pagesDone: 12 }), en)).toBe('All 12,345 rows loaded');
    expect(statusLine('done', totals({ rows: 12345, pagesDone: 12 }), es)).toBe(
      'Se cargaron las 12.345 filas',
    );
    expect(statusLine('done', totals({ rows: 1, pagesDone: 1 }), es)).toBe('Se cargó la única fila');
  });

  it('says what it reads while it opens: the stored run, or the stored days of a view of the history', () => {
    const opening = totals({ rows: 2500, pagesDone: 5 });
    expect(statusLine('opening', opening, en)).toBe(
      'Reading the stored run from this device: 2,500 rows so far.',
    );
    expect(statusLine('opening', opening, en, 30)).toBe(
      'Reading 30 stored days from this device: 2,500 rows so far.',
    );
    expect(statusLine('opening', opening, en, 1)).toBe(
      'Reading 1 stored day from this device: 2,500 rows so far.',
    );
    expect(statusLine('opening', opening, es, 29)).toBe(
      'Leyendo 29 días guardados de este dispositivo: 2500 filas hasta ahora.',
    );
    expect(statusLine('opening', opening, en, 0)).toBe(
      'Reading less than a stored day from this device: 2,500 rows so far.',
    );
  });

  it('says where a run stands and what Resume will do', () => {
    expect(statusLine('running', totals(), en)).toBe('Loading page 4 of 12: 1,500 rows so far.');
    expect(statusLine('paused', totals(), en)).toBe(
      'Paused after page 3 of 12: 1,500 rows so far. Resume continues from the next page.',
    );
    expect(statusLine('cancelled', totals(), en)).toBe(
      'Cancelled after page 3 of 12: 1,500 rows kept. Resume continues from the next page.',
    );
    expect(statusLine('cancelled', totals({ pagesDone: 0, rows: 0 }), en)).toBe(
      'Cancelled before the first page. Resume starts again.',
    );
    expect(statusLine('failed', totals(), en)).toBe('Stopped after page 3 of 12: 1,500 rows kept.');
    expect(statusLine('more', totals(), en)).toBe('Page 3 of 12 loaded: 1,500 rows so far.');
    expect(statusLine('more', totals({ totalPages: null }), es)).toBe(
      'Página 3 cargada: 1500 filas hasta ahora.',
    );
  });
});
