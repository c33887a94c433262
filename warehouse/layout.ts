import { join } from 'node:path';
import type { ServiceRange } from '../src/core/dates';

/** Hive-style values: no `/`, `=` or space, so every engine reads them as partition values. */
export const hiveValue = (text: string) => text.replace(/[^A-Za-z0-9._-]+/g, '_');

/** `2026-10-01 00:00:00` -> `2026-10-01T000000`: sortable, and legal in a folder name everywhere. */
export const compactDate = (serviceDate: string) => serviceDate.replace(' ', 'T').replaceAll(':', '');

/**
 * The folder of a history: `report=.../tenant=...` (and `campaign=...` for a report that takes one),
 * holding `_history.json` and a folder per day of the service's wall clock.
 */
export function historyFolder(
  out: string,
  reportName: string,
  tenant: string,
  campaignId: string | null,
): string {
  const base = join(out, `report=${hiveValue(reportName)}`, `tenant=${hiveValue(tenant)}`);
  return campaignId === null ? base : join(base, `campaign=${hiveValue(campaignId)}`);
}

/** One day's partition: `day=2026-10-01/data.parquet`, replaced whole when the day changes. */
export const dayFile = (history: string, day: string) => join(history, `day=${day}`, 'data.parquet');

export const HISTORY_FILE = '_history.json';

/**
 * Where a span's pages wait until it is whole: under `_staging` (engines skip folders that start with
 * `_`, and its pages are NDJSON, which no `*.parquet` glob reads).
 */
export const STAGING_FOLDER = '_staging';
export const stagingFolder = (history: string, window: ServiceRange) =>
  join(history, STAGING_FOLDER, `${compactDate(window.startDate)}_${compactDate(window.endDate)}`);
