import { readdir } from 'node:fs/promises';
import { DialogsFold, dialogsOverview } from '../../src/core/analytics';
import { dailyFigures, groupedDays, judgeDays, type DayAlert } from '../../src/core/analytics/alerts';
import { ClustersFold, messageClusters } from '../../src/core/analytics/clusters';
import { readDay } from '../../warehouse/history/day-file';
import { dayStartMs } from '../../warehouse/history/row-time';
import type { HistoryState } from '../../warehouse/history/state';
import { dayFile } from '../../warehouse/layout';
import { settledDays } from './settled-days';

const DAY_MS = 86_400_000;
const DAY_FOLDER = /^day=(\d{4}-\d{2}-\d{2})$/;

export interface HistoryAlerts {
  tenant: string;
  /** The settled days judged or learnt from (`yyyy-MM-dd`), in order. */
  settled: string[];
  alerts: DayAlert[];
}

/**
 * The alerts of a DIALOGS history folder: its settled days folded as the Overview folds a run (each with
 * the day after it, where its last conversations end), on the service's wall clock, and judged.
 */
export async function historyAlerts(
  folder: string,
  state: HistoryState,
  settleMs: number,
): Promise<HistoryAlerts> {
  const days = (await readdir(folder)).flatMap((name) => DAY_FOLDER.exec(name)?.[1] ?? []).sort();
  const settled = settledDays(state, days, settleMs);
  const next = (day: string) => new Date(dayStartMs(day) + DAY_MS).toISOString().slice(0, 10);
  const held = new Set(days);
  const read = [...new Set(settled.flatMap((day) => [day, next(day)]))].filter((d) => held.has(d)).sort();
  const offsetMs = (state.offsetMinutes ?? 0) * 60_000;
  const fold = new DialogsFold(() => offsetMs);
  // The not-understood messages grouped as the Overview groups them: their largest group's share is judged.
  const clusters = new ClustersFold();
  for (const day of read) {
    const rows = await readDay(dayFile(folder, day));
    if (!rows) continue;
    const from = fold.rows.length;
    fold.add(rows);
    clusters.add(fold, from, rows);
  }
  const overview = dialogsOverview(fold, { bucket: 'day' });
  const starts = new Set(settled.map(dayStartMs));
  const judged = groupedDays(
    overview.overTime.filter((b) => starts.has(b.start)),
    messageClusters(fold, clusters, 0),
  );
  return { tenant: state.tenant, settled, alerts: judgeDays(judged, dailyFigures(overview.channels)) };
}
