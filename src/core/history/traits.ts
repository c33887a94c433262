import type { Report } from '../catalog/catalog';
import type { ReportTraits } from './plan';

/**
 * How a report's stored rows can be reused (docs/architecture.md#the-tenants-history). Only DIALOGS
 * documents a date on every row (`date`, docs/service.md#dialogs-rows); the other reports' rows are
 * undocumented, so a date field that some rows carry cannot be trusted to place every row in time, and
 * their segments are reused whole.
 */
export const historyTraits = (report: Pick<Report, 'key' | 'maxRangeDays'>): ReportTraits => ({
  maxRangeDays: report.maxRangeDays,
  datedRows: report.key === 'dialogs',
});

/** The field of a dated report's rows that places each row in time. */
export const ROW_DATE_FIELD = 'date';
