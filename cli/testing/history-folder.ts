// Test support: a history folder (--since) as the command leaves it.
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { historyStateSchema, type HistoryState } from '../../warehouse/history/state';
import { checksumOf, expectedRows } from './expected-rows';
import { readParquetFolder } from '../../warehouse/testing/read-parquet';

export const HISTORY = 'report=DIALOGS/tenant=1234';

/** The demo tenant's DIALOGS history state under `out`. */
export const stateOf = (out: string): HistoryState =>
  historyStateSchema.parse(JSON.parse(readFileSync(`${out}/${HISTORY}/_history.json`, 'utf8')));

/** The demo at 2 a.m. on a day of its tenant's clock (its settle line, 1 a.m., in its quiet hours). */
export const night = (day: string, pageSize = 500) => ({
  SIM_PAGE_SIZE: String(pageSize),
  SIM_NOW: `${day}T02:00:00-05:00`,
});

/**
 * The history under `out`, read back by DuckDB, holds exactly the rows of one fresh query from
 * `startDate` to the end it has reached, none twice.
 */
export async function expectEveryRowOnce(out: string, startDate: string, simEnv: Record<string, string>) {
  const endDate = stateOf(out).segments.at(-1)?.endDate ?? '';
  const expected = await expectedRows({ reportKey: 'dialogs', startDate, endDate }, simEnv);
  const { rows } = await readParquetFolder(out);
  expect(rows).toHaveLength(expected.length);
  expect(new Set(rows.map((r) => r.id)).size).toBe(expected.length);
  expect(checksumOf(rows)).toBe(checksumOf(expected));
}
