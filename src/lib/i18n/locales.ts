import { z } from 'zod';
import { deviceStorage, readDevice, writeDevice } from '../../core/device-setting';

/** The languages the app speaks; English is the one built into the first load. */
export const LOCALES = ['en', 'es'] as const;
export const localeSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof localeSchema>;

/** Each language named in itself, so a person finds theirs whatever the page speaks now. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

/** The first of the browser's languages the app speaks ("es-CO" is Spanish), else English. */
export function pickLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const parsed = localeSchema.safeParse(tag.split('-')[0]?.toLowerCase());
    if (parsed.success) return parsed.data;
  }
  return 'en';
}

export const LOCALE_KEY = 'report-explorer:locale';

/** The language chosen on this device, if one was: a preference, nothing secret. */
export function readLocalePreference(store = deviceStorage()): Locale | null {
  const parsed = localeSchema.safeParse(readDevice(LOCALE_KEY, store));
  return parsed.success ? parsed.data : null;
}

export const writeLocalePreference = (locale: Locale, store = deviceStorage()): void =>
  writeDevice(LOCALE_KEY, locale, store);
