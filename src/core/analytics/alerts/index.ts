export { dailyFigures, type DailyFigure, type Worse } from './daily-figures';
export { BAND_RULES, judgeDays, type BandRules, type Day, type DayAlert } from './judge-days';
export { overviewAlerts } from './overview-alerts';
export type { Band } from './robust-band';
