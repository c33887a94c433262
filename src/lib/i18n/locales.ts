import { z } from 'zod';

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

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

const storage = (): KeyValueStore | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage disabled by the browser's privacy settings
  }
};

/** The language chosen on this device, if one was: a preference, nothing secret. */
export function readLocalePreference(store = storage()): Locale | null {
  const parsed = localeSchema.safeParse(store?.getItem(LOCALE_KEY));
  return parsed.success ? parsed.data : null;
}

export function writeLocalePreference(locale: Locale, store = storage()): void {
  try {
    store?.setItem(LOCALE_KEY, locale);
  } catch {
    // a full or refused storage only costs the memory of the choice
  }
}
