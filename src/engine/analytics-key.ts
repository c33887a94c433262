import { queryIdentity } from '../api/same-query';
import type { ReportQuery } from '../api/types';

/**
 * The name a run's pages are folded under in the worker, whether fetched or read back from the device:
 * its query's identity (src/api/same-query.ts). The worker serves one environment.
 */
export const analyticsKey = (q: ReportQuery): string => queryIdentity(q);
