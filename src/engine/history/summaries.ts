import type { ReportKey } from '../../core/catalog/catalog';
import { reportByKey } from '../../core/catalog/catalog';
import { historyTraits, joined, type Span } from '../../core/history';
import type { ListedRun } from '../../store/types';
import { historyKey } from './history-key';
import { historyRuns, plannedSegments } from './segments-of';

/** One report's history on the device, as the list of runs shows it. */
export interface HistorySummary {
  key: string;
  environment: string;
  reportKey: ReportKey;
  reportName: string;
  campaignId: string | null;
  /** The spans held, in order of time, neighbours joined. */
  spans: Span[];
  /** Wall-clock milliseconds held, all spans together. */
  heldMs: number;
  /** Stored bytes of the runs that hold them. */
  bytes: number;
  runs: number;
}

/** Every history the vault's complete runs make, by report (then parameters), each with what it holds. */
export function historySummaries(listed: readonly ListedRun[]): HistorySummary[] {
  const keys = new Map<string, ListedRun & { locked: false }>();
  for (const run of listed)
    if (!run.locked) keys.set(historyKey(run.facts.environment, run.facts.query), run);
  const summaries: HistorySummary[] = [];
  for (const [key, sample] of keys) {
    const runs = historyRuns(listed, key);
    if (runs.length === 0) continue;
    const { query } = sample.facts;
    const segments = plannedSegments(runs, historyTraits(reportByKey(query.reportKey)).datedRows);
    summaries.push({
      key,
      environment: sample.facts.environment,
      reportKey: query.reportKey,
      reportName: sample.facts.reportName,
      campaignId: query.campaignId || null,
      spans: joined(segments),
      heldMs: segments.reduce((sum, s) => sum + s.endMs - s.startMs + 1000, 0),
      bytes: runs.reduce((sum, r) => sum + r.header.storedBytes, 0),
      runs: runs.length,
    });
  }
  return summaries.sort((a, b) => a.reportName.localeCompare(b.reportName) || a.key.localeCompare(b.key));
}
