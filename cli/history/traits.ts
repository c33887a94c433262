import type { Report } from '../../src/core/catalog/catalog';
import type { ReportTraits } from '../../src/core/history';

/**
 * How the history planner may reuse a report's rows. DIALOGS documents `date` on every row, so its rows
 * can be placed in time (and in day partitions); the other reports' rows are not documented, so the
 * command line keeps no history of them (a history of whole segments would fetch its range again each
 * night: docs/architecture.md#the-tenants-history).
 */
export const traitsOf = (report: Report): ReportTraits => ({
  maxRangeDays: report.maxRangeDays,
  datedRows: report.key === 'dialogs',
});
