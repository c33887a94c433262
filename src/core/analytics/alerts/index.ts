export { dailyFigures, type DailyFigure, type GroupedDay, type Worse } from './daily-figures';
export { groupedDays } from './grouped-days';
export { BAND_RULES, judgeDays, type BandRules, type Day, type DayAlert } from './judge-days';
export { overviewAlerts, overviewBands } from './overview-alerts';
export type { Band } from './robust-band';
