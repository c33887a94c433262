import { useCallback, useEffect, useRef } from 'react';
import type { ReportQuery } from '../api/types';
import type { Report } from '../core/catalog/catalog';
import type { RunAbout } from '../features/results';

/**
 * The run as a workbook's About sheet states it, read when an export starts. "Fetched at" is when the
 * last page arrived from the service in this visit; null for a run shown from the device only (its pages
 * were fetched in an earlier visit, at a time not kept with them).
 */
export function useRunAbout(
  report: Report,
  query: ReportQuery,
  environment: string,
  pages: number,
  storedPages: number,
): () => RunAbout {
  const lastFetch = useRef<string | null>(null);
  useEffect(() => {
    if (pages > storedPages) lastFetch.current = new Date().toISOString();
  }, [pages, storedPages]);
  return useCallback(
    () => ({
      report: report.name,
      range: `${query.startDate} – ${query.endDate}`,
      parameters: [
        ...(query.size === undefined ? [] : [['size', String(query.size)] as const]),
        ...(query.campaignId === undefined ? [] : [['campaingId', query.campaignId] as const]),
      ],
      environment,
      fetchedAt: lastFetch.current,
    }),
    [report, query, environment],
  );
}
