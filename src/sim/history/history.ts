import type { ReportKey } from '../../core/catalog/catalog';
import { combine, fmix32, hashString, unit } from '../random';
import { DAY_MS, MAX_ROWS_PER_DAY, tenantIdOf, type RowContext } from '../rows/kit';
import { REPORT_ROWS, type ReportRows } from '../rows/reports';
import { weekdayFactor } from './day-shape';

const COUNT_SALT = 0x5c0a7;

/**
 * One tenant's history of one report (and campaign, for the report that takes one): every query of it
 * reads these rows, cut into buckets of one wall-clock day each. Nothing of a query's range goes in.
 */
export interface History {
  /** Names the history in caches: everything its rows depend on. */
  key: string;
  seed: number;
  report: ReportRows;
  tenantId: number;
  campaignId: string | null;
  volume: number;
}

export interface HistoryOwner {
  report: ReportKey;
  tenant: string;
  campaignId: string | null;
}

export function historyOf(owner: HistoryOwner, simSeed: number, volume: number): History {
  const name = `${owner.report}|${owner.tenant}|${owner.campaignId ?? ''}`;
  return {
    key: `${simSeed}|${volume}|${name}`,
    seed: hashString(name, simSeed) | 0,
    report: REPORT_ROWS[owner.report],
    tenantId: tenantIdOf(owner.tenant),
    campaignId: owner.campaignId,
    volume,
  };
}

const bucketSeed = (h: History, day: number) => combine(h.seed, day);

/** Rows of a day: the report's rate times `volume`, shaped by the weekday, jittered ±15 % per day. */
export function rowsOfDay(h: History, day: number): number {
  const jitter = 0.85 + 0.3 * unit(fmix32(bucketSeed(h, day) ^ COUNT_SALT));
  const rows = Math.floor(h.report.perDay * h.volume * weekdayFactor(day) * jitter);
  return Math.max(0, Math.min(MAX_ROWS_PER_DAY - 1, rows));
}

export const contextOf = (h: History, day: number): RowContext => ({
  seed: bucketSeed(h, day),
  day,
  dayStartMs: day * DAY_MS,
  count: rowsOfDay(h, day),
  tenantId: h.tenantId,
  campaignId: h.campaignId,
});
