import { join } from 'node:path';
import type { Window } from '../windows';

/** Hive-style values: no `/`, `=` or space, so every engine reads them as partition values. */
const hiveValue = (text: string) => text.replace(/[^A-Za-z0-9._-]+/g, '_');

/** `2026-10-01 00:00:00` -> `2026-10-01T000000`: sortable, and legal in a folder name everywhere. */
const compactDate = (serviceDate: string) => serviceDate.replace(' ', 'T').replaceAll(':', '');

/** The folder of one window: `report=.../tenant=.../window=<start>_<end>`. */
export function windowFolder(out: string, reportName: string, tenant: string, window: Window): string {
  return join(
    out,
    `report=${hiveValue(reportName)}`,
    `tenant=${hiveValue(tenant)}`,
    `window=${compactDate(window.startDate)}_${compactDate(window.endDate)}`,
  );
}

/** One file per page, numbered so a listing is in page order. */
export const pageFileName = (index: number, extension: string) =>
  `page-${String(index).padStart(5, '0')}.${extension}`;

export const CHECKPOINT_FILE = '_checkpoint.json';
