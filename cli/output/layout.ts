import { join } from 'node:path';
import type { ServiceRange } from '../../src/core/dates';
import { compactDate, hiveValue } from '../../warehouse/layout';

/** The folder of one window: `report=.../tenant=.../window=<start>_<end>`. */
export function windowFolder(out: string, reportName: string, tenant: string, window: ServiceRange): string {
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
