import type { DayAlert } from '../../core/analytics/alerts';
import type { Locale } from '../../lib/i18n';
import type { OverviewFormats } from './formats';
import type { OverviewTranslate } from './use-overview-text';

const weekdays = new Map<Locale, Intl.DateTimeFormat>();
const weekdayOf = (locale: Locale, day: number) => {
  let format = weekdays.get(locale);
  if (!format)
    weekdays.set(locale, (format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' })));
  return format.format(day);
};

const tinies = new Map<Locale, Intl.NumberFormat>();
const tiny = (locale: Locale) => {
  let format = tinies.get(locale);
  if (!format)
    tinies.set(
      locale,
      (format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 })),
    );
  return format;
};

/** "Tuesday 2026-11-10: containment 61%, usual 74%–79%", in the language shown. */
export function alertWords(
  t: OverviewTranslate,
  f: OverviewFormats,
  locale: Locale,
  alert: DayAlert,
): string {
  const share = alert.kind === 'share';
  // Whole percents, a tenth below 10 % and a hundredth below 1 %: a band from 0.04 % is not one from 0.
  const percent = (n: number) =>
    n > 0 && n < 0.01 ? tiny(locale).format(n) : n < 0.1 ? f.share(n) : f.percent(n);
  const value = (n: number) => (share ? percent(n) : f.count(Math.round(n)));
  const figures = {
    weekday: weekdayOf(locale, alert.day),
    day: f.period('day', alert.day),
    value: value(alert.value),
    low: share ? percent(alert.band.low) : f.count(Math.ceil(alert.band.low)),
    high: share ? percent(alert.band.high) : f.count(Math.floor(alert.band.high)),
  };
  if (alert.channel !== undefined)
    return t('overview.alerts.channelShare', { ...figures, channel: alert.channel });
  if (alert.figure === 'containment') return t('overview.alerts.containment', figures);
  if (alert.figure === 'notUnderstoodRate') return t('overview.alerts.notUnderstoodRate', figures);
  if (alert.figure === 'largestGroupShare') return t('overview.alerts.largestGroupShare', figures);
  return t('overview.alerts.conversations', figures);
}
