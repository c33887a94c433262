import type { Bucket } from '../../core/analytics';
import { formatsFor, type Formats } from '../../lib/format';
import type { Locale } from '../../lib/i18n';

/** The overview's figures in the language shown: the app's formats, and what only the overview writes. */
export interface OverviewFormats extends Formats {
  /** A share to a tenth of a percent (12.3%, 12,3 %): a rate of 2.4 % is not 2 %. */
  share: (ratio: number) => string;
  /** A bucket's start, read as UTC digits like the grid's dates: the day, or the day and hour. */
  period: (bucket: Bucket, start: number) => string;
  /** A chart's time axis tick: the day ("Mar 1", "1 mar") or, within a day, the hour (14:00). */
  tick: (at: number, step: number) => string;
}

const DAY = 86_400_000;
const cache = new Map<Locale, OverviewFormats>();

export function overviewFormats(locale: Locale): OverviewFormats {
  let formats = cache.get(locale);
  if (!formats) cache.set(locale, (formats = make(locale)));
  return formats;
}

function make(locale: Locale): OverviewFormats {
  const share = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  // English keeps the grid's own date shape (2026-03-01), as the app's clock does; Spanish reads "1 mar 2026".
  const day = new Intl.DateTimeFormat(locale === 'en' ? 'en-CA' : locale, {
    timeZone: 'UTC',
    year: 'numeric',
    month: locale === 'en' ? '2-digit' : 'short',
    day: locale === 'en' ? '2-digit' : 'numeric',
  });
  const hour = new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const monthDay = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'short', day: 'numeric' });
  return {
    ...formatsFor(locale),
    share: (ratio) => share.format(ratio),
    period: (bucket, start) =>
      bucket === 'day' ? day.format(start) : `${day.format(start)} ${hour.format(start)}`,
    tick: (at, step) => (step >= DAY ? monthDay.format(at) : hour.format(at)),
  };
}
