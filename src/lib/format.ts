/**
 * The one formatter of numbers, sizes, durations and clock times, per locale: grouped digits with the
 * locale's separators, short durations, 24-hour times. Components reach it through `useI18n().f`.
 */
export interface Formats {
  /** 12,438 in English, 12.438 in Spanish. */
  count: (n: number) => string;
  /** "512 KB", "1.5 MB" ("1,5 MB"). */
  kb: (kb: number) => string;
  /** "3 h 05 min", "4 min 10 s", "12 s", "0.4 s": precise enough to plan around, never a fake precision. */
  duration: (ms: number) => string;
  /** Local 24-hour clock time of an instant, with the date when it is not today. */
  clock: (at: number, now: number) => string;
  /** A share as a percentage: 42 %. */
  percent: (ratio: number) => string;
  /** A small share to a tenth of a percent: 0.2 %, 12.5 %. */
  share: (ratio: number) => string;
  /** A measure with two decimals: 0.87 (0,87). */
  twoDecimals: (n: number) => string;
}

const NUMBER_LOCALE: Record<string, string> = { en: 'en-US', es: 'es' };
const cache = new Map<string, Formats>();

export function formatsFor(locale: string): Formats {
  let formats = cache.get(locale);
  if (!formats) {
    formats = makeFormats(locale);
    cache.set(locale, formats);
  }
  return formats;
}

function makeFormats(locale: string): Formats {
  const grouped = new Intl.NumberFormat(NUMBER_LOCALE[locale] ?? locale);
  const tenths = new Intl.NumberFormat(NUMBER_LOCALE[locale] ?? locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const percent = new Intl.NumberFormat(NUMBER_LOCALE[locale] ?? locale, { style: 'percent' });
  const share = new Intl.NumberFormat(NUMBER_LOCALE[locale] ?? locale, {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  const hundredths = new Intl.NumberFormat(NUMBER_LOCALE[locale] ?? locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const time = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  // English keeps the service's own date shape; Spanish reads "11 ene 2026".
  const day =
    locale === 'en'
      ? new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' })
      : new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' });
  return {
    count: (n) => grouped.format(n),
    kb: (kb) =>
      kb >= 1024
        ? `${grouped.format(Math.round((kb / 1024) * 10) / 10)} MB`
        : `${grouped.format(Math.round(kb))} KB`,
    duration: (ms) => duration(ms, (n) => tenths.format(n)),
    clock: (at, now) => {
      const d = new Date(at);
      const sameDay = new Date(now).toDateString() === d.toDateString();
      return sameDay ? time.format(d) : `${day.format(d)} ${time.format(d)}`;
    },
    percent: (ratio) => percent.format(ratio),
    share: (ratio) => share.format(ratio),
    twoDecimals: (n) => hundredths.format(n),
  };
}

function duration(ms: number, tenths: (n: number) => string): string {
  if (ms < 0) ms = 0;
  if (ms < 10_000 && ms % 1000 !== 0) return `${tenths(Math.ceil(ms / 100) / 10)} s`;
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (h > 0) return `${h} h ${String(m).padStart(2, '0')} min`;
  if (m > 0) return `${m} min ${String(s).padStart(2, '0')} s`;
  return `${s} s`;
}
